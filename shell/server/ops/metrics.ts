import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { requireBearerToken } from '@sl/server-kit';
import { clientMetricsRoutes, type ClientMetricsOptions } from '../metrics/client-metrics';

/** The shell's Prometheus registry, with the process's default metrics. */
export function metricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'sl_shell_' });
  return registry;
}

export interface MetricsOptions {
  registry: Registry;
  /** Bearer token the scrape must carry (METRICS_TOKEN, else the one generated at first start: see main.ts). */
  token: string;
  /** The versions the release registry has released for a remote, for the remote failure counter. */
  releasedVersions?: ClientMetricsOptions['releasedVersions'];
  /** Told of each accepted browser counter increment (the rollout guard's failure counts). */
  onCounter?: ClientMetricsOptions['onCounter'];
}

/**
 * Prometheus scrape endpoint, with the browser's counters and histograms (auth redirects, token fetches, refreshes,
 * verifier codes, sign-on outcomes) recorded into the same registry. The answer is Prometheus text, not JSON.
 * The scrape is for the monitoring system only (it shows the process and traffic), so it wants the metrics token;
 * the browser's POST endpoints stay public, as the page has no token to send.
 */
export const metricsRoutes: FastifyPluginAsyncTypebox<MetricsOptions> = async (
  app,
  { registry, token, releasedVersions, onCounter },
) => {
  await app.register(async (scrape) => {
    await requireBearerToken(
      scrape,
      token,
      'A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>)',
    );
    scrape.get('/metrics', async (_request, reply) =>
      reply.type(registry.contentType).send(await registry.metrics()),
    );
  });
  await app.register(clientMetricsRoutes, { registry, releasedVersions, onCounter });
};
