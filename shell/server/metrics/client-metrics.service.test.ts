import { createService, openPglite, type Db } from '@sl/server-kit';
import { listenForTest } from '@sl/server-kit/testing';
import { AUTH_METRICS } from '../../src/auth/metrics';
import { APP_ERROR_METRIC } from '../../src/errors/app-errors';
import { REMOTE_FAILURES_METRIC, REMOTE_FALLBACKS_METRIC } from '../../src/errors/remote-failures';
import { metricsRegistry, metricsRoutes } from '../ops/metrics';
import { CLIENT_METRIC_ALLOW_LIST } from './client-metric-allow-list';

const TOKEN = 'scrape-token';

describe('client metrics', () => {
  let db: Db;
  let app: ReturnType<typeof createService>;
  let base: string;

  beforeAll(async () => {
    db = await openPglite();
    app = createService({ name: 'shell', db, logger: false });
    await app.register(metricsRoutes, {
      registry: metricsRegistry(),
      token: TOKEN,
      // As the shell's registry would answer: racing has released local and canary, football only local, and a
      // remote the registry does not have nothing.
      releasedVersions: async (remote) =>
        remote === 'racing' ? ['local', 'canary'] : remote === 'football' ? ['local'] : [],
    });
    base = await listenForTest(app);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  // No token: the browser's POSTs are public.
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const scrape = async () =>
    (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const refusal = async (response: Response) => {
    expect(response.status).toBe(400);
    return ((await response.json()) as { error: { code: string; message: string } }).error;
  };

  it('records counters with their labels and exposes them at /metrics', async () => {
    const body = { name: 'sl_auth_token_fetch_total', labels: { outcome: 'success' }, help: 'Token fetches' };
    expect((await post('/metrics/counter', body)).status).toBe(204);
    expect((await post('/metrics/counter', body)).status).toBe(204);
    await post('/metrics/counter', { ...body, labels: { outcome: 'failure' } });
    const text = await scrape();
    // The help is the allow-list's, whatever the caller sent.
    expect(text).toContain('# HELP sl_auth_token_fetch_total OAuth token fetches by outcome');
    expect(text).toContain('sl_auth_token_fetch_total{outcome="success"} 2');
    expect(text).toContain('sl_auth_token_fetch_total{outcome="failure"} 1');
  });

  it('records histograms with their buckets', async () => {
    const body = {
      name: 'sl_auth_token_fetch_seconds',
      labels: { outcome: 'success' },
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      value: 0.3,
      help: 'Token fetch duration',
    };
    expect((await post('/metrics/histogram', body)).status).toBe(204);
    const text = await scrape();
    expect(text).toContain('sl_auth_token_fetch_seconds_bucket{le="0.25",outcome="success"} 0');
    expect(text).toContain('sl_auth_token_fetch_seconds_bucket{le="0.5",outcome="success"} 1');
    expect(text).toContain('sl_auth_token_fetch_seconds_count{outcome="success"} 1');
  });

  it('counts remote failures by remote and a version the registry released for it, and refuses any other version', async () => {
    const failure = (remote: string, version: string) =>
      post('/metrics/counter', {
        name: REMOTE_FAILURES_METRIC,
        labels: { remote, version },
        help: 'remote failures',
      });
    expect((await failure('racing', 'canary')).status).toBe(204);
    expect((await failure('racing', 'canary')).status).toBe(204);
    expect((await failure('football', 'local')).status).toBe(204);
    expect((await refusal(await failure('football', 'canary'))).message).toMatch(
      /registry released no such version of football/,
    );
    expect((await refusal(await failure('racing', 'x'.repeat(40)))).message).toMatch(/no such version/);
    // A remote the registry does not have released nothing; a label no remote can have is refused by its shape.
    expect((await refusal(await failure('cricket', 'local'))).message).toMatch(
      /released no such version of cricket/,
    );
    expect((await refusal(await failure('<script>', 'local'))).message).toMatch(/not a remote's name/);
    const text = await scrape();
    expect(text).toContain('sl_remote_load_failures_total{remote="racing",version="canary"} 2');
    expect(text).toContain('sl_remote_load_failures_total{remote="football",version="local"} 1');
    expect(text).not.toContain('version="xxxx');
  });

  it('counts fallbacks by remote and two versions the registry released for it, and refuses any other', async () => {
    const fallback = (remote: string, from: string, to: string) =>
      post('/metrics/counter', { name: REMOTE_FALLBACKS_METRIC, labels: { remote, from, to }, help: 'x' });
    expect((await fallback('racing', 'canary', 'local')).status).toBe(204);
    expect((await refusal(await fallback('racing', 'never', 'local'))).message).toMatch(
      /does not take from="never": the registry released no such version of racing/,
    );
    expect((await refusal(await fallback('racing', 'canary', 'never'))).message).toMatch(
      /does not take to="never": the registry released no such version of racing/,
    );
    expect((await refusal(await fallback('football', 'canary', 'local'))).message).toMatch(/from="canary"/);
    expect(
      (
        await refusal(
          await post('/metrics/counter', {
            name: REMOTE_FALLBACKS_METRIC,
            labels: { remote: 'racing', from: 'canary' },
            help: 'x',
          }),
        )
      ).message,
    ).toMatch(
      /takes exactly the labels remote=<a remote in the release registry>, from=<a version.*, to=<a version/,
    );
    const text = await scrape();
    expect(text).toContain('sl_remote_fallbacks_total{remote="racing",from="canary",to="local"} 1');
    expect(text).not.toContain('"never"');
  });

  it('allows every metric the browser code sends, with its kind', () => {
    const sent = {
      ...AUTH_METRICS,
      appErrors: APP_ERROR_METRIC,
      remoteFailures: REMOTE_FAILURES_METRIC,
      remoteFallbacks: REMOTE_FALLBACKS_METRIC,
    };
    for (const [key, name] of Object.entries(sent)) {
      const kind = name.endsWith('_seconds') ? 'histogram' : 'counter';
      expect({ key, kind: CLIENT_METRIC_ALLOW_LIST[name]?.kind }).toEqual({ key, kind });
    }
  });

  it('refuses /metrics without the metrics token, or with another, with 401 and the house error body', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${base}/metrics`, { headers });
      expect(response.status).toBe(401);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error).toEqual({ code: 'UNAUTHORIZED', message: expect.stringMatching(/METRICS_TOKEN/) });
    }
    expect(await scrape()).toContain('# TYPE sl_auth_sign_on_total counter');
  });

  it.each([
    ['no name', '/metrics/counter', { help: 'x' }],
    ['no help', '/metrics/counter', { name: 'sl_auth_sign_on_total', labels: { outcome: 'success' } }],
    [
      'an unknown field',
      '/metrics/counter',
      { name: 'sl_auth_sign_on_total', labels: { outcome: 'success' }, help: 'x', extra: 1 },
    ],
    [
      'a non-number value',
      '/metrics/histogram',
      {
        name: 'sl_auth_token_fetch_seconds',
        labels: { outcome: 'success' },
        help: 'x',
        buckets: [1],
        value: 'x',
      },
    ],
    [
      'no buckets',
      '/metrics/histogram',
      { name: 'sl_auth_token_fetch_seconds', help: 'x', buckets: [], value: 1 },
    ],
  ])('refuses %s with 400', async (_why, path, body) => {
    expect((await refusal(await post(path, body))).code).toBeTruthy();
  });

  it.each([
    [
      'a name not on the list',
      '/metrics/counter',
      { name: 'sl_made_up_total', help: 'x' },
      /allowed ones are .*sl_auth_sign_on_total/,
    ],
    [
      'a name without the sl_ prefix',
      '/metrics/counter',
      { name: 'process_cpu', help: 'x' },
      /Unknown client counter/,
    ],
    [
      'a server metric',
      '/metrics/counter',
      { name: 'sl_shell_process_cpu_seconds_total', help: 'x' },
      /Unknown client counter/,
    ],
    [
      'a label value not on the list',
      '/metrics/counter',
      { name: 'sl_auth_sign_on_total', labels: { outcome: 'hacked' }, help: 'x' },
      /does not take outcome="hacked": allowed are outcome=success\|invalid\|mismatch\|maintenance/,
    ],
    [
      'another label name',
      '/metrics/counter',
      { name: 'sl_auth_sign_on_total', labels: { other: 'success' }, help: 'x' },
      /takes exactly the labels outcome=/,
    ],
    [
      'an extra label',
      '/metrics/counter',
      { name: 'sl_auth_sign_on_total', labels: { outcome: 'success', user: 'a' }, help: 'x' },
      /takes exactly the labels outcome=/,
    ],
    [
      'no labels',
      '/metrics/counter',
      { name: 'sl_auth_sign_on_total', help: 'x' },
      /takes exactly the labels/,
    ],
    [
      'a counter posted as a histogram',
      '/metrics/histogram',
      { name: 'sl_auth_sign_on_total', labels: { outcome: 'success' }, buckets: [1], value: 1, help: 'x' },
      /is a counter: post it to \/metrics\/counter/,
    ],
    [
      'other buckets',
      '/metrics/histogram',
      {
        name: 'sl_auth_token_fetch_seconds',
        labels: { outcome: 'success' },
        buckets: [1, 2],
        value: 1,
        help: 'x',
      },
      /has the buckets \[0.05, 0.1/,
    ],
    [
      'a negative duration',
      '/metrics/histogram',
      {
        name: 'sl_auth_token_fetch_seconds',
        labels: { outcome: 'success' },
        buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
        value: -1,
        help: 'x',
      },
      /value must be/,
    ],
  ])('refuses %s with 400 and says what is allowed', async (_why, path, body, message) => {
    expect((await refusal(await post(path, body))).message).toMatch(message);
  });

  it('stays bounded under 10,000 junk counters with distinct names and label values', async () => {
    // Warm up: the first scrape and the first refusal may add lines of their own (default process metrics).
    await post('/metrics/counter', { name: 'sl_junk_warm_up_total', labels: { a: 'b' }, help: 'x' });
    const before = await scrape();
    const junk = (i: number) =>
      i % 2 === 0
        ? { name: `sl_junk_${i}_total`, labels: { value: `v${i}` }, help: 'junk' }
        : { name: 'sl_auth_sign_on_total', labels: { outcome: `junk-${i}` }, help: 'junk' };
    const statuses = new Map<number, number>();
    for (let start = 0; start < 10_000; start += 250) {
      const chunk = await Promise.all(
        Array.from({ length: 250 }, (_, k) => post('/metrics/counter', junk(start + k))),
      );
      for (const response of chunk) {
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        await response.body?.cancel();
      }
    }
    expect(Object.fromEntries(statuses)).toEqual({ 400: 10_000 });
    const after = await scrape();
    expect(after).not.toMatch(/sl_junk_|junk-/);
    // The old registry grew by about 170 bytes a series (5,000 took it from 11 KB to 864 KB); only a few bytes of
    // the process metrics' values may change here.
    expect(after.length).toBeLessThan(before.length + 2_000);
  });
});
