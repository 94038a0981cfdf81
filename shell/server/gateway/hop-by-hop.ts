import type { IncomingHttpHeaders } from 'node:http';
import type { IncomingHttpHeaders as Http2IncomingHttpHeaders } from 'node:http2';

/** Headers that describe one connection, not the message (RFC 9110 §7.6.1): a proxy must not pass them on. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/**
 * An upstream answer's headers without the hop-by-hop ones (and any it names in its Connection header). Passed on,
 * the section's `Connection: keep-alive` overrode the browser's `Connection: close` and held the socket open; the
 * shell's own server decides how its connection to the client is kept and framed.
 */
export function withoutHopByHop<T extends IncomingHttpHeaders | Http2IncomingHttpHeaders>(headers: T): T {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const copy = { ...headers };
  for (const name of [...HOP_BY_HOP, ...named]) delete copy[name];
  return copy;
}
