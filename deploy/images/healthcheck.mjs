// The container's HEALTHCHECK: asks this container's service for /healthz (or the path given: compose waits on
// /readyz, which also checks the database). Node's own fetch, because the slim image has neither curl nor wget.
const DEFAULT_PORTS = { shell: 3000, racing: 3001, football: 3002, promos: 3003, account: 3004 };

const service = (process.env.SL_PACKAGE ?? '').replace(/^mfe-/, '');
const port = process.env[`${service.toUpperCase()}_PORT`] || DEFAULT_PORTS[service];
const path = process.argv[2] ?? '/healthz';

if (!port) {
  console.error(`healthcheck: SL_PACKAGE="${process.env.SL_PACKAGE ?? ''}" names no service`);
  process.exit(1);
}
try {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(3000) });
  if (!response.ok) console.error(`healthcheck: ${path} answered ${response.status}`);
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  console.error(`healthcheck: ${path} did not answer: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
