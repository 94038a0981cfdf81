import { internalUrl } from '@sl/server-kit';
import { GATEWAY_DEFAULTS, type GatewayOptions, type GatewayRoute } from './gateway';

type Env = Record<string, string | undefined>;

/** What a section service accepts (server-kit's body limit): the gateway refuses larger bodies itself. */
const SECTION_BODY_LIMIT = 64 * 1024;

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && Number.isInteger(number) && number > 0 ? number : fallback;
}

/**
 * The shell's gateway routes to the section services, with the time-out and breaker settings from the environment:
 * GATEWAY_TIMEOUT_MS (how long a section may stay silent), GATEWAY_BREAKER_FAILURES (failures in a row that open
 * a section's breaker) and GATEWAY_BREAKER_COOLDOWN_MS (how long it then fails fast before a probe).
 */
export function defaultGateway(env: Env = process.env): Pick<GatewayOptions, 'routes' | 'breaker'> {
  const limits = {
    bodyLimit: SECTION_BODY_LIMIT,
    timeoutMs: positiveInteger(env.GATEWAY_TIMEOUT_MS, GATEWAY_DEFAULTS.timeoutMs),
  };
  const routes: GatewayRoute[] = [
    { prefix: '/api/horse-racing', upstream: internalUrl('racing', env), ...limits },
    { prefix: '/api/football', upstream: internalUrl('football', env), ...limits },
    { prefix: '/api/promos', upstream: internalUrl('promos', env), ...limits },
    { prefix: '/api/content', upstream: internalUrl('promos', env), ...limits },
    { prefix: '/api/account', upstream: internalUrl('account', env), ...limits },
    { prefix: '/api/subscription', upstream: internalUrl('account', env), ...limits },
    // The identity provider: one origin for the browser, so its issuer, cookies and redirects are the shell's.
    { prefix: '/openid', upstream: internalUrl('account', env), ...limits },
  ];
  return {
    routes,
    breaker: {
      failureThreshold: positiveInteger(env.GATEWAY_BREAKER_FAILURES, GATEWAY_DEFAULTS.failureThreshold),
      coolDownMs: positiveInteger(env.GATEWAY_BREAKER_COOLDOWN_MS, GATEWAY_DEFAULTS.coolDownMs),
    },
  };
}
