import { Registry, collectDefaultMetrics } from 'prom-client';
import type { AppInstance } from '@sl/server-kit';
import { clientMetricsRoutes } from '../metrics/client-metrics';

/**
 * Prometheus scrape endpoint, with the browser's counters and histograms (auth redirects, token fetches, refreshes,
 * verifier codes, sign-on outcomes) recorded into the same registry.
 */
export async function metricsRoutes(app: AppInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'sl_shell_' });
  app.get('/metrics', async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
  await clientMetricsRoutes(app, registry);
  return registry;
}
