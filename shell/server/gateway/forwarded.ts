import type { IncomingHttpHeaders } from 'node:http';
import type { IncomingHttpHeaders as Http2IncomingHttpHeaders } from 'node:http2';

/**
 * The request headers a section is sent: the browser's address appended to X-Forwarded-For, and X-Forwarded-Proto
 * set to the protocol the shell was reached by (what the shell itself believes, its own TRUST_PROXY applied), so a
 * section that trusts the gateway (TRUST_PROXY naming it) sees each browser as its own client (sign-in throttling,
 * docs/adr/0016) and knows when the site is served over HTTPS. A client's own X-Forwarded-Proto is not passed on.
 */
export function withForwarded<T extends IncomingHttpHeaders | Http2IncomingHttpHeaders>(
  headers: T,
  client: { remoteAddress: string | undefined; protocol: string },
): T {
  const prior = headers['x-forwarded-for'];
  const chain = [...(Array.isArray(prior) ? prior : prior ? [prior] : []), client.remoteAddress]
    .filter((part): part is string => Boolean(part))
    .join(', ');
  return {
    ...headers,
    ...(chain ? { 'x-forwarded-for': chain } : {}),
    'x-forwarded-proto': client.protocol,
  };
}
