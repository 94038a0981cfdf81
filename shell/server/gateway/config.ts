import { LIVE_STREAMS } from '@sl/contracts';
import { internalUrl } from '@sl/server-kit';
import { GATEWAY_DEFAULTS, type GatewayOptions, type GatewayRoute } from './gateway';

type Env = Record<string, string | undefined>;

/** What a section service accepts (server-kit's body limit): the gateway refuses larger bodies itself. */
const SECTION_BODY_LIMIT = 64 * 1024;

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && Number.isInteger(number) && number > 0 ? number : fallback;
}

type SectionName = 'racing' | 'football' | 'promos' | 'account';

/**
 * A section's replicas, `<NAME>_REPLICAS=http://10.0.0.5:3001,http://10.0.0.6:3001` (comma-separated origins): the
 * gateway takes them in turn and sends a request one refused to the next. Unset: the one `<NAME>_INTERNAL_URL`.
 */
function replicasOf(service: SectionName, env: Env): string[] | undefined {
  const listed = env[`${service.toUpperCase()}_REPLICAS`]
    ?.split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (!listed?.length) return undefined;
  for (const url of listed)
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
      throw new Error(`${service.toUpperCase()}_REPLICAS: ${url} is not an http(s) URL`);
  return listed;
}

/**
 * The shell's gateway routes to the section services (each one or several replicas), with the time-out and breaker
 * settings from the environment:
 * GATEWAY_TIMEOUT_MS (how long a section may stay silent), GATEWAY_BREAKER_FAILURES (failures in a row that open
 * a section's breaker) and GATEWAY_BREAKER_COOLDOWN_MS (how long it then fails fast before a probe).
 */
export function defaultGateway(env: Env = process.env): Pick<GatewayOptions, 'routes' | 'breaker'> {
  const limits = {
    bodyLimit: SECTION_BODY_LIMIT,
    timeoutMs: positiveInteger(env.GATEWAY_TIMEOUT_MS, GATEWAY_DEFAULTS.timeoutMs),
  };
  const to = (service: SectionName) => {
    const replicas = replicasOf(service, env);
    return {
      upstream: replicas?.[0] ?? internalUrl(service, env),
      ...(replicas ? { replicas } : {}),
      ...limits,
    };
  };
  // A remote switched off in the registry closes its section's data too (`remote`), wherever it is shown: racing's
  // cards in a promos widget go with racing. Not the account service's: sign-in and membership are the shell's
  // session, and must outlive the account pages.
  const routes: GatewayRoute[] = [
    // Racing marks its visitors' race cards for the gateway, which keeps them until racing's live stream says the
    // feed changed (football marks nothing yet: listening to its stream would only keep its ticker busy).
    { prefix: '/api/horse-racing', ...to('racing'), remote: 'racing', liveStream: LIVE_STREAMS.racing },
    { prefix: '/api/football', ...to('football'), remote: 'football' },
    { prefix: '/api/promos', ...to('promos'), remote: 'promos' },
    { prefix: '/api/content', ...to('promos'), remote: 'promos' },
    { prefix: '/api/account', ...to('account') },
    { prefix: '/api/subscription', ...to('account') },
    // The identity provider: one origin for the browser, so its issuer, cookies and redirects are the shell's.
    { prefix: '/openid', ...to('account') },
  ];
  return {
    routes,
    breaker: {
      failureThreshold: positiveInteger(env.GATEWAY_BREAKER_FAILURES, GATEWAY_DEFAULTS.failureThreshold),
      coolDownMs: positiveInteger(env.GATEWAY_BREAKER_COOLDOWN_MS, GATEWAY_DEFAULTS.coolDownMs),
    },
  };
}
