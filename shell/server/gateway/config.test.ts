import { defaultGateway } from './config';
import { GATEWAY_DEFAULTS } from './gateway';

const SECTIONS = { RACING_PORT: '3901', FOOTBALL_PORT: '3902', PROMOS_PORT: '3903', ACCOUNT_PORT: '3904' };

describe('defaultGateway', () => {
  it('routes every section prefix with a section’s body limit and the default time-out and breaker', () => {
    const gateway = defaultGateway(SECTIONS);
    expect(gateway.routes.map((route) => route.prefix)).toEqual([
      '/api/horse-racing',
      '/api/football',
      '/api/promos',
      '/api/content',
      '/api/account',
      '/api/subscription',
      '/openid',
    ]);
    expect(new Set(gateway.routes.map((route) => route.bodyLimit))).toEqual(new Set([64 * 1024]));
    expect(new Set(gateway.routes.map((route) => route.timeoutMs))).toEqual(
      new Set([GATEWAY_DEFAULTS.timeoutMs]),
    );
    expect(gateway.breaker).toEqual({
      failureThreshold: GATEWAY_DEFAULTS.failureThreshold,
      coolDownMs: GATEWAY_DEFAULTS.coolDownMs,
    });
  });

  it('takes the time-out and breaker settings from the environment', () => {
    const gateway = defaultGateway({
      ...SECTIONS,
      GATEWAY_TIMEOUT_MS: '2500',
      GATEWAY_BREAKER_FAILURES: '3',
      GATEWAY_BREAKER_COOLDOWN_MS: '7000',
    });
    expect(gateway.routes[0]?.timeoutMs).toBe(2500);
    expect(gateway.breaker).toEqual({ failureThreshold: 3, coolDownMs: 7000 });
  });

  it('keeps the defaults for values that are not positive whole numbers', () => {
    for (const bad of ['', '0', '-5', '1.5', 'soon']) {
      const gateway = defaultGateway({ ...SECTIONS, GATEWAY_TIMEOUT_MS: bad, GATEWAY_BREAKER_FAILURES: bad });
      expect(gateway.routes[0]?.timeoutMs).toBe(GATEWAY_DEFAULTS.timeoutMs);
      expect(gateway.breaker?.failureThreshold).toBe(GATEWAY_DEFAULTS.failureThreshold);
    }
  });
});
