/**
 * Which proxies a service believes about the client's address and protocol (X-Forwarded-For/-Proto), from
 * TRUST_PROXY: unset or `false` believes none; a comma list names the proxies' addresses or CIDR ranges (e.g.
 * `127.0.0.1,::1` for the shell's gateway on this machine), so only the address the proxy appended counts and a
 * browser's own X-Forwarded-For cannot name another client; `true` believes every hop (only where every proxy in
 * front rewrites the header). Fastify refuses a bare hop count (it cannot check the peer), so none is offered.
 */
export function trustProxyFrom(value: string | undefined): boolean | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
