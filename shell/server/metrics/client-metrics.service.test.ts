import { createService, openPglite, type Db } from '@sl/server-kit';
import { listenForTest } from '@sl/server-kit/testing';
import { metricsRoutes } from '../ops/metrics';

describe('client metrics', () => {
  let db: Db;
  let app: ReturnType<typeof createService>;
  let base: string;

  beforeAll(async () => {
    db = await openPglite();
    app = createService({ name: 'shell', db, logger: false });
    await metricsRoutes(app);
    base = await listenForTest(app);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const scrape = async () => (await fetch(`${base}/metrics`)).text();

  it('records counters with their labels and exposes them at /metrics', async () => {
    const body = { name: 'sl_auth_token_fetch_total', labels: { outcome: 'success' }, help: 'Token fetches' };
    expect((await post('/metrics/counter', body)).status).toBe(204);
    expect((await post('/metrics/counter', body)).status).toBe(204);
    await post('/metrics/counter', { ...body, labels: { outcome: 'failure' } });
    const text = await scrape();
    expect(text).toContain('# HELP sl_auth_token_fetch_total Token fetches');
    expect(text).toContain('sl_auth_token_fetch_total{outcome="success"} 2');
    expect(text).toContain('sl_auth_token_fetch_total{outcome="failure"} 1');
  });

  it('records histograms with their buckets', async () => {
    const body = {
      name: 'sl_auth_token_fetch_seconds',
      labels: { outcome: 'success' },
      buckets: [0.1, 0.5, 1],
      value: 0.3,
      help: 'Token fetch duration',
    };
    expect((await post('/metrics/histogram', body)).status).toBe(204);
    const text = await scrape();
    expect(text).toContain('sl_auth_token_fetch_seconds_bucket{le="0.1",outcome="success"} 0');
    expect(text).toContain('sl_auth_token_fetch_seconds_bucket{le="0.5",outcome="success"} 1');
    expect(text).toContain('sl_auth_token_fetch_seconds_count{outcome="success"} 1');
  });

  it.each([
    ['a name without the sl_ prefix', '/metrics/counter', { name: 'process_cpu', help: 'x' }],
    ['a name with odd characters', '/metrics/counter', { name: 'sl_a-b', help: 'x' }],
    ['no help', '/metrics/counter', { name: 'sl_x_total' }],
    ['an unknown field', '/metrics/counter', { name: 'sl_x_total', help: 'x', extra: 1 }],
    ['a bad label name', '/metrics/counter', { name: 'sl_x_total', help: 'x', labels: { 'a-b': 'c' } }],
    ['a non-number value', '/metrics/histogram', { name: 'sl_h', help: 'x', buckets: [1], value: 'x' }],
    ['unordered buckets', '/metrics/histogram', { name: 'sl_h2', help: 'x', buckets: [2, 1], value: 1 }],
    [
      'the reserved le label',
      '/metrics/histogram',
      { name: 'sl_h4', help: 'x', buckets: [1], value: 1, labels: { le: '1' } },
    ],
    ['no buckets', '/metrics/histogram', { name: 'sl_h3', help: 'x', buckets: [], value: 1 }],
  ])('refuses %s with 400', async (_why, path, body) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBeTruthy();
  });

  it('refuses changing a metric label set or kind, and clobbering a server metric', async () => {
    await post('/metrics/counter', {
      name: 'sl_auth_sign_on_total',
      labels: { outcome: 'success' },
      help: 'x',
    });
    expect(
      (await post('/metrics/counter', { name: 'sl_auth_sign_on_total', labels: { other: 'y' }, help: 'x' }))
        .status,
    ).toBe(400);
    expect(
      (await post('/metrics/histogram', { name: 'sl_auth_sign_on_total', buckets: [1], value: 1, help: 'x' }))
        .status,
    ).toBe(409);
    expect(
      (await post('/metrics/counter', { name: 'sl_shell_process_cpu_seconds_total', help: 'x' })).status,
    ).toBe(409);
  });
});
