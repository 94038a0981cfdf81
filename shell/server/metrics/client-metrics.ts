import { Counter, Histogram, type Registry } from 'prom-client';
import { Type, type Static } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { badRequest, conflict, type AppInstance } from '@sl/server-kit';

/**
 * The browser's counters and histograms (spec document 1, section 7: POST {metrics host}/metrics/counter and
 * /metrics/histogram), recorded in the shell's Prometheus registry. Names must carry the sl_ prefix, and the
 * number of distinct metrics and their labels are capped so a client cannot blow up the registry.
 */
export const MAX_CLIENT_METRICS = 100;

const Name = Type.String({ pattern: '^sl_[a-zA-Z0-9_]{1,97}$' });
const Labels = Type.Record(
  Type.String({ pattern: '^[a-zA-Z_][a-zA-Z0-9_]{0,49}$' }),
  Type.String({ maxLength: 100 }),
  {
    maxProperties: 8,
  },
);
const Help = Type.String({ minLength: 1, maxLength: 200 });

export const CounterBody = Type.Object(
  { name: Name, labels: Type.Optional(Labels), help: Help },
  { additionalProperties: false },
);
export const HistogramBody = Type.Object(
  {
    name: Name,
    labels: Type.Optional(Labels),
    buckets: Type.Array(Type.Number(), { minItems: 1, maxItems: 20 }),
    value: Type.Number(),
    help: Help,
  },
  { additionalProperties: false },
);

type Metric =
  | { kind: 'counter'; metric: Counter; labelNames: string }
  | { kind: 'histogram'; metric: Histogram; labelNames: string; buckets: string };

const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]{0,49}$/;

const labelKey = (labels: Record<string, string>) => Object.keys(labels).sort().join(',');

export async function clientMetricsRoutes(app: AppInstance, registry: Registry) {
  const metrics = new Map<string, Metric>();

  function existing(name: string, kind: Metric['kind'], labels: Record<string, string>): Metric | undefined {
    // Checked here as well: the schema's record key pattern is not enforced for every key shape.
    const badLabel = Object.keys(labels).find((key) => !LABEL_NAME.test(key) || key.startsWith('__'));
    if (badLabel !== undefined) throw badRequest(`Bad label name ${JSON.stringify(badLabel)}`);
    if (kind === 'histogram' && 'le' in labels) throw badRequest('le is reserved for histogram buckets');
    const known = metrics.get(name);
    if (!known) {
      if (registry.getSingleMetric(name)) throw conflict(`${name} is already a server metric`);
      if (metrics.size >= MAX_CLIENT_METRICS) throw badRequest('Too many distinct client metrics');
      return undefined;
    }
    if (known.kind !== kind) throw conflict(`${name} is a ${known.kind}`);
    if (known.labelNames !== labelKey(labels))
      throw badRequest(`${name} takes the labels [${known.labelNames}]`);
    return known;
  }

  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post('/metrics/counter', { schema: { body: CounterBody } }, async (request, reply) => {
    const { name, help } = request.body;
    const labels = request.body.labels ?? {};
    let entry = existing(name, 'counter', labels);
    if (!entry) {
      const metric = new Counter({
        name,
        help,
        labelNames: Object.keys(labels).sort(),
        registers: [registry],
      });
      entry = { kind: 'counter', metric, labelNames: labelKey(labels) };
      metrics.set(name, entry);
    }
    if (entry.kind === 'counter') entry.metric.inc(labels);
    return reply.status(204).send();
  });

  typed.post('/metrics/histogram', { schema: { body: HistogramBody } }, async (request, reply) => {
    const body: Static<typeof HistogramBody> = request.body;
    const labels = body.labels ?? {};
    const buckets = [...body.buckets];
    if (!buckets.every((b, i) => Number.isFinite(b) && (i === 0 || b > (buckets[i - 1] ?? -Infinity))))
      throw badRequest('buckets must be finite and strictly increasing');
    if (!Number.isFinite(body.value)) throw badRequest('value must be a finite number');
    let entry = existing(body.name, 'histogram', labels);
    if (entry?.kind === 'histogram' && entry.buckets !== buckets.join(','))
      throw badRequest(`${body.name} has the buckets [${entry.buckets}]`);
    if (!entry) {
      const metric = new Histogram({
        name: body.name,
        help: body.help,
        labelNames: Object.keys(labels).sort(),
        buckets,
        registers: [registry],
      });
      entry = { kind: 'histogram', metric, labelNames: labelKey(labels), buckets: buckets.join(',') };
      metrics.set(body.name, entry);
    }
    if (entry.kind === 'histogram') entry.metric.observe(labels, body.value);
    return reply.status(204).send();
  });
}
