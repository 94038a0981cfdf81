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

  it('spreads a section over the replicas <NAME>_REPLICAS lists, and refuses one that is not an http URL', () => {
    const gateway = defaultGateway({
      ...SECTIONS,
      ACCOUNT_REPLICAS: 'http://10.0.0.5:3004, http://10.0.0.6:3004',
    });
    const account = gateway.routes.filter((route) => route.upstream.startsWith('http://10.0.0.'));
    expect(account.map((route) => route.prefix)).toEqual(['/api/account', '/api/subscription', '/openid']);
    for (const route of account)
      expect(route.replicas).toEqual(['http://10.0.0.5:3004', 'http://10.0.0.6:3004']);
    expect(gateway.routes[0]).not.toHaveProperty('replicas');
    expect(() => defaultGateway({ ...SECTIONS, RACING_REPLICAS: 'http://ok:1,ftp://nope' })).toThrow(
      'RACING_REPLICAS: ftp://nope is not an http(s) URL',
    );
  });
});
