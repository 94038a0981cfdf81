import { Registry, collectDefaultMetrics } from 'prom-client';
import type { AppInstance } from '@sl/server-kit';

/** Prometheus scrape endpoint; the auth and sign-on counters join this registry with the auth work. */
export async function metricsRoutes(app: AppInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'sl_shell_' });
  app.get('/metrics', async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
  return registry;
}
