import { Counter, Histogram, type Registry } from 'prom-client';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, ERROR_RESPONSES } from '@sl/server-kit';
import { isRemoteName, type RemoteName } from '@sl/contracts';
import { CLIENT_METRIC_ALLOW_LIST, type AllowedClientMetric } from './client-metric-allow-list';

/**
 * The browser's counters and histograms (spec document 1, section 7: POST {metrics host}/metrics/counter and
 * /metrics/histogram), recorded in the shell's Prometheus registry. Only the metrics, label names and label values
 * of the allow-list are recorded; anything else is refused with 400 naming what is allowed, so no request can add
 * a series (a drill added 5,000 with free label values and grew /metrics from 11 KB to 864 KB). The endpoints stay
 * public: they are how the page reports.
 */

const Name = Type.String({ minLength: 1, maxLength: 100 });
const Labels = Type.Record(Type.String(), Type.String({ maxLength: 100 }), { maxProperties: 8 });
// Sent by the browser as the spec's payload has it; the registered help is the allow-list's.
const Help = Type.String({ minLength: 1, maxLength: 200 });

const CounterBody = Type.Object(
  { name: Name, labels: Type.Optional(Labels), help: Help },
  { additionalProperties: false },
);
const HistogramBody = Type.Object(
  {
    name: Name,
    labels: Type.Optional(Labels),
    buckets: Type.Array(Type.Number(), { minItems: 1, maxItems: 20 }),
    value: Type.Number(),
    help: Help,
  },
  { additionalProperties: false },
);

const recorded = { 204: Type.Null(), ...ERROR_RESPONSES };

type Kind = AllowedClientMetric['kind'];

const allowedNames = (kind: Kind) =>
  Object.entries(CLIENT_METRIC_ALLOW_LIST)
    .filter(([, spec]) => spec.kind === kind)
    .map(([name]) => name)
    .join(', ');

const releasedLabels = (spec: AllowedClientMetric): readonly string[] =>
  (spec.kind === 'counter' ? spec.releasedVersionLabels : undefined) ?? [];

/** The registry-bounded `remote` label, for the metrics that have it. */
const remoteLabels = (spec: AllowedClientMetric): readonly string[] =>
  spec.kind === 'counter' && spec.remoteLabel ? ['remote'] : [];

const describeLabels = (spec: AllowedClientMetric) =>
  [
    ...Object.entries(spec.labels).map(([label, values]) => `${label}=${values.join('|')}`),
    ...remoteLabels(spec).map((label) => `${label}=<a remote in the release registry>`),
    ...releasedLabels(spec).map((label) => `${label}=<a version the registry released for that remote>`),
  ].join(', ');

/** Every label name of a metric: its fixed-value labels, the remote and the released-version ones. */
const labelNamesOf = (spec: AllowedClientMetric) => [
  ...Object.keys(spec.labels),
  ...remoteLabels(spec),
  ...releasedLabels(spec),
];

/** The allow-list entry for `name`, once its kind, label names and label values are all allowed; else a 400. */
function allowed(name: string, kind: Kind, labels: Record<string, string>): AllowedClientMetric {
  const spec = Object.hasOwn(CLIENT_METRIC_ALLOW_LIST, name) ? CLIENT_METRIC_ALLOW_LIST[name] : undefined;
  if (!spec)
    throw badRequest(
      `Unknown client ${kind} ${JSON.stringify(name)}: the allowed ones are ${allowedNames(kind)}`,
    );
  if (spec.kind !== kind) throw badRequest(`${name} is a ${spec.kind}: post it to /metrics/${spec.kind}`);
  const wanted = labelNamesOf(spec).sort().join(',');
  if (Object.keys(labels).sort().join(',') !== wanted)
    throw badRequest(`${name} takes exactly the labels ${describeLabels(spec)}`);
  for (const [label, value] of Object.entries(labels)) {
    if (releasedLabels(spec).includes(label)) continue;
    if (remoteLabels(spec).includes(label)) {
      if (!isRemoteName(value))
        throw badRequest(`${name} does not take ${label}=${JSON.stringify(value)}: not a remote's name`);
      continue;
    }
    if (!(spec.labels[label] ?? []).includes(value))
      throw badRequest(
        `${name} does not take ${label}=${JSON.stringify(value)}: allowed are ${describeLabels(spec)}`,
      );
  }
  return spec;
}

export interface ClientMetricsOptions {
  registry: Registry;
  /** The versions the release registry has released for a remote (its history): the released-version values. */
  releasedVersions?: (remote: RemoteName) => Promise<readonly string[]>;
  /** Told of every counter increment accepted (after the allow-list checks), e.g. for the rollout guard. */
  onCounter?: (name: string, labels: Readonly<Record<string, string>>) => void;
}

export const clientMetricsRoutes: FastifyPluginAsyncTypebox<ClientMetricsOptions> = async (
  typed,
  { registry, releasedVersions = async () => [], onCounter },
) => {
  /** Each released-version label's value must be one the registry released for the `remote` label's remote. */
  const checkReleased = async (name: string, spec: AllowedClientMetric, labels: Record<string, string>) => {
    const names = releasedLabels(spec);
    if (names.length === 0) return;
    const remote = labels.remote;
    // A remote the registry does not have has released nothing, so its versions are refused below.
    const known = isRemoteName(remote) ? await releasedVersions(remote) : [];
    for (const label of names) {
      const version = labels[label];
      if (version === undefined || !known.includes(version))
        throw badRequest(
          `${name} does not take ${label}=${JSON.stringify(version)}: the registry released no such version of ${remote}`,
        );
    }
  };
  // Every allowed metric is registered up front (a name clash with a server metric fails the start, not a request).
  const counters = new Map<string, Counter>();
  const histograms = new Map<string, Histogram>();
  for (const [name, spec] of Object.entries(CLIENT_METRIC_ALLOW_LIST)) {
    const common = { name, help: spec.help, labelNames: labelNamesOf(spec), registers: [registry] };
    if (spec.kind === 'counter') counters.set(name, new Counter(common));
    else histograms.set(name, new Histogram({ ...common, buckets: [...spec.buckets] }));
  }

  typed.post(
    '/metrics/counter',
    { schema: { body: CounterBody, response: recorded } },
    async (request, reply) => {
      const { name } = request.body;
      const labels = request.body.labels ?? {};
      await checkReleased(name, allowed(name, 'counter', labels), labels);
      counters.get(name)?.inc(labels);
      onCounter?.(name, labels);
      return reply.status(204).send(null);
    },
  );

  typed.post(
    '/metrics/histogram',
    { schema: { body: HistogramBody, response: recorded } },
    async (request, reply) => {
      const { name, buckets, value } = request.body;
      const labels = request.body.labels ?? {};
      const spec = allowed(name, 'histogram', labels);
      if (spec.kind === 'histogram' && buckets.join(',') !== spec.buckets.join(','))
        throw badRequest(`${name} has the buckets [${spec.buckets.join(', ')}]`);
      if (!Number.isFinite(value) || value < 0) throw badRequest('value must be a finite number, 0 or more');
      histograms.get(name)?.observe(labels, value);
      return reply.status(204).send(null);
    },
  );
};
