import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** The label of a request no route matched (the not-found handler), so unknown paths add no series. */
const UNMATCHED_ROUTE = 'unmatched';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Counts one answer: what the onResponse hook does for Fastify's, called by hand for answers given before it. */
export type CountAnswer = (
  answer: { route: string; method: string; status: number },
  seconds: number,
) => void;

/**
 * Counts every response by route pattern, method and status, and times it, in the shell's registry. The route is
 * the pattern it matched (`/api/horse-racing/*`, `/metrics/counter`), never the raw URL, and methods outside the
 * usual few count as OTHER, so however many distinct URLs arrive the series stay bounded by the routes the shell
 * has. Call it on the root instance before the routes are registered: a hook added in a plugin would only see
 * that plugin's routes.
 */
export function recordRequestMetrics(app: Pick<FastifyInstance, 'addHook'>, registry: Registry): CountAnswer {
  const labelNames = ['route', 'method', 'status'];
  const requests = new Counter({
    name: 'sl_shell_http_requests_total',
    help: 'HTTP responses of the shell, by route pattern, method and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'sl_shell_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status, in seconds',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const count: CountAnswer = (answer, seconds) => {
    const labels = {
      route: answer.route,
      method: METHODS.has(answer.method) ? answer.method : 'OTHER',
      status: String(answer.status),
    };
    requests.inc(labels);
    duration.observe(labels, seconds);
  };
  app.addHook('onResponse', async (request, reply) => {
    // The route is undefined for the not-found handler.
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    count({ route, method: request.method, status: reply.statusCode }, reply.elapsedTime / 1000);
  });
  return count;
}
