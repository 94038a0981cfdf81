import { brotliDecompressSync } from 'node:zlib';
import {
  createLiveTicker,
  createService,
  openPglite,
  prepareAnswer,
  registerLiveStream,
  sendPrepared,
  type Db,
  type LiveTicker,
} from '@sl/server-kit';
import { getRaw, listenForTest } from '@sl/server-kit/testing';
import { Registry } from 'prom-client';
import { recordRequestMetrics } from '../ops/request-metrics';
import { gatewayRoutes } from './gateway';

const STREAM = '/api/racing/live/stream';

/** A card of about 2 KB, so the section compresses it as it does a race card. */
const card = (id: string, version: number, country: string) =>
  JSON.stringify({
    id,
    version,
    country,
    runners: Array.from({ length: 100 }, (_, i) => `Runner ${i} of ${id}`),
  });

/**
 * A section as racing is: a race card it marks for the gateway (CDN-Cache-Control, varying by country), one for
 * members it does not mark, and a live stream over a feed the test moves.
 */
async function startSection(db: Db, options: { liveStream: boolean }) {
  const heard: string[] = [];
  let version = 1;
  let feed = new Map([['race-1', 'a']]);
  const ticker: LiveTicker = createLiveTicker({ sample: async () => feed, tickMs: 60_000 });
  const app = createService({ name: 'racing', db, logger: false });
  await app.register(async (routes) => {
    if (options.liveStream) registerLiveStream(routes, { path: STREAM, ticker, heartbeatMs: 60_000 });
    routes.get<{ Params: { id: string } }>('/api/racing/card/:id', async (request, reply) => {
      heard.push(request.url);
      const country = String(request.headers['x-country'] ?? 'GB');
      const token = request.headers['x-token'];
      reply.header('Cache-Control', 'private, no-cache');
      if (!token) reply.header('CDN-Cache-Control', 'max-age=60').header('Vary', 'x-country');
      return sendPrepared(request, reply, prepareAnswer(card(request.params.id, version, country)));
    });
    routes.get('/api/racing/unmarked', async () => {
      heard.push('/api/racing/unmarked');
      return { version };
    });
  });
  const url = await listenForTest(app);
  return {
    url,
    heard,
    ticker,
    /** The feed changes: new answers, and a change event on the live stream. */
    async change() {
      version += 1;
      feed = new Map([['race-1', `v${version}`]]);
      await ticker.tick();
    },
    close: () => app.close(),
  };
}

interface ShellWatch {
  /** Counts the requests Fastify's onRequest hooks saw. */
  requests: number;
  /** Counts the answers the shell's onSend hooks saw. */
  sends: number;
  registry: Registry;
}

async function startShell(db: Db, upstream: string, enabled = () => true, watch?: ShellWatch) {
  const app = createService({ name: 'shell', db, logger: false });
  const countAnswer = watch ? recordRequestMetrics(app, watch.registry) : undefined;
  if (watch) {
    app.addHook('onRequest', async () => {
      watch.requests += 1;
    });
    app.addHook('onSend', async (_request, _reply, payload) => {
      watch.sends += 1;
      return payload;
    });
  }
  await app.register(gatewayRoutes, {
    routes: [{ prefix: '/api/racing', upstream, remote: 'racing', liveStream: STREAM }],
    remoteEnabled: async () => enabled(),
    remoteEnabledNow: () => enabled(),
    countAnswer,
  });
  return { base: await listenForTest(app), close: () => app.close() };
}

/** Waits until the gateway's own subscription is on the section's stream (the ticker counts its listeners). */
async function gatewayListening(ticker: LiveTicker) {
  const until = Date.now() + 5_000;
  while (ticker.size === 0) {
    if (Date.now() > until) throw new Error('the gateway never opened the live stream');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await ticker.tick();
}

const json = (body: Buffer, encoding: string | string[] | undefined) =>
  JSON.parse((encoding === 'br' ? brotliDecompressSync(body) : body).toString()) as {
    version: number;
    country: string;
  };

describe('the gateway keeps a section’s marked answers until its feed changes', () => {
  let db: Db;
  let section: Awaited<ReturnType<typeof startSection>>;
  let shell: Awaited<ReturnType<typeof startShell>>;
  let enabled = true;
  let n = 0;
  /** The shell's onSend hooks and request metrics, as the tests see them. */
  const watch: ShellWatch = { requests: 0, sends: 0, registry: new Registry() };
  /** A race card no earlier test asked for. */
  const fresh = () => `/api/racing/card/${(n += 1)}`;

  beforeAll(async () => {
    db = await openPglite();
    section = await startSection(db, { liveStream: true });
    shell = await startShell(db, section.url, () => enabled, watch);
    await gatewayListening(section.ticker);
  });
  afterAll(async () => {
    await shell.close();
    await section.close();
    await db.close();
  });

  it('answers the second ask from memory: same bytes, encoding and ETag, without the gateway’s own field', async () => {
    const path = fresh();
    const headers = { 'accept-encoding': 'gzip, br' };
    const first = await getRaw(`${shell.base}${path}`, headers);
    const second = await getRaw(`${shell.base}${path}`, headers);
    expect(section.heard.filter((url) => url === path)).toHaveLength(1);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['content-encoding']).toBe('br');
    expect(json(second.body, 'br').version).toBe(json(first.body, 'br').version);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('private, no-cache');
    expect(second.headers.vary?.toLowerCase()).toContain('accept-encoding');
    expect(second.headers.age).toMatch(/^\d+$/);
    for (const answer of [first, second]) expect(answer.headers['cdn-cache-control']).toBeUndefined();
  });

  it('keeps one answer per encoding and per value of the headers the section varies by', async () => {
    const path = fresh();
    const ask = (headers: Record<string, string>) => getRaw(`${shell.base}${path}`, headers);
    const gbBr = await ask({ 'accept-encoding': 'br', 'x-country': 'GB' });
    const frBr = await ask({ 'accept-encoding': 'br', 'x-country': 'FR' });
    const gbPlain = await ask({ 'x-country': 'GB' });
    expect([gbBr, frBr, gbPlain].map((a) => a.headers['x-cache'])).toEqual(['MISS', 'MISS', 'MISS']);
    const again = await Promise.all([
      ask({ 'accept-encoding': 'br', 'x-country': 'GB' }),
      ask({ 'accept-encoding': 'br', 'x-country': 'FR' }),
      ask({ 'x-country': 'GB' }),
    ]);
    expect(again.map((a) => a.headers['x-cache'])).toEqual(['HIT', 'HIT', 'HIT']);
    expect(again.map((a) => json(a.body, a.headers['content-encoding']).country)).toEqual(['GB', 'FR', 'GB']);
    expect(again[2]?.headers['content-encoding']).toBeUndefined();
    expect(section.heard.filter((url) => url === path)).toHaveLength(3);
  });

  it('lets go of everything when the section’s live stream says the feed changed', async () => {
    const path = fresh();
    await getRaw(`${shell.base}${path}`);
    const before = json((await getRaw(`${shell.base}${path}`)).body, undefined).version;
    await section.change();
    // The change event reaches the gateway over its stream; the next ask goes to the section.
    const until = Date.now() + 5_000;
    let after = await getRaw(`${shell.base}${path}`);
    while (after.headers['x-cache'] === 'HIT' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await getRaw(`${shell.base}${path}`);
    }
    expect(after.headers['x-cache']).toBe('MISS');
    expect(json(after.body, undefined).version).toBe(before + 1);
  });

  it('answers a browser that already holds the kept answer 304, without asking the section', async () => {
    const path = fresh();
    const first = await getRaw(`${shell.base}${path}`, { 'accept-encoding': 'br' });
    const again = await getRaw(`${shell.base}${path}`, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.body).toHaveLength(0);
    expect(section.heard.filter((url) => url === path)).toHaveLength(1);
  });

  it('never answers a member’s request (product token or bearer) from memory, nor keeps its answer', async () => {
    const path = fresh();
    await getRaw(`${shell.base}${path}`);
    const members: Record<string, string>[] = [{ 'x-token': 'product' }, { authorization: 'Bearer member' }];
    for (const credentials of members) {
      const answer = await getRaw(`${shell.base}${path}`, credentials);
      expect(answer.headers['x-cache']).toBeUndefined();
    }
    expect(section.heard.filter((url) => url === path)).toHaveLength(3);
  });

  it('asks the section every time for an answer it did not mark', async () => {
    const before = section.heard.length;
    await getRaw(`${shell.base}/api/racing/unmarked`);
    const second = await getRaw(`${shell.base}/api/racing/unmarked`);
    expect(second.headers['x-cache']).toBeUndefined();
    expect(section.heard.length - before).toBe(2);
  });

  it('answers later asks early, before its hooks, with the very headers its hooks gave the first', async () => {
    const path = fresh();
    const headers = { 'accept-encoding': 'br' };
    const first = await getRaw(`${shell.base}${path}`, headers);
    const [requestsBefore, sendsBefore] = [watch.requests, watch.sends];
    const early = await getRaw(`${shell.base}${path}`, headers);
    // Answered before Fastify routed it: not one hook ran.
    expect([watch.requests, watch.sends]).toEqual([requestsBefore, sendsBefore]);
    // A browser holding another copy goes the full way (the ETag hook must compare): 200 from memory, through the hooks.
    const full = await getRaw(`${shell.base}${path}`, { ...headers, 'if-none-match': 'W/"another"' });
    expect([watch.requests, watch.sends]).toEqual([requestsBefore + 1, sendsBefore + 1]);
    expect([first, early, full].map((a) => a.headers['x-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
    const own = new Set(['date', 'age', 'x-cache', 'connection', 'keep-alive']);
    const comparable = (a: typeof first) =>
      Object.fromEntries(Object.entries(a.headers).filter(([name]) => !own.has(name)));
    expect(comparable(early)).toEqual(comparable(full));
    expect(comparable(early)).toEqual(comparable(first));
    expect(early.headers['x-content-type-options']).toBe('nosniff');
    expect(early.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(early.body.equals(first.body)).toBe(true);
    expect(Number(early.headers['content-length'])).toBe(first.body.length);
  });

  it('counts early answers in the request metrics like any other', async () => {
    const path = fresh();
    const served = async () => {
      const metric = await watch.registry.getSingleMetricAsString('sl_shell_http_requests_total');
      const line = metric
        .split('\n')
        .find((l) => l.includes('route="/api/racing/*"') && l.includes('status="200"'));
      return Number(line?.split(' ').pop() ?? 0);
    };
    await getRaw(`${shell.base}${path}`);
    const before = await served();
    for (let i = 0; i < 3; i += 1)
      expect((await getRaw(`${shell.base}${path}`)).headers['x-cache']).toBe('HIT');
    // onResponse runs once the answer has finished going out, a moment after the client has it.
    const until = Date.now() + 2_000;
    while ((await served()) < before + 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(await served()).toBe(before + 3);
  });

  it('answers a switched-off section 404 even when it holds its answer', async () => {
    const path = fresh();
    await getRaw(`${shell.base}${path}`);
    enabled = false;
    try {
      const answer = await getRaw(`${shell.base}${path}`);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body.toString()).error.code).toBe('REMOTE_DISABLED');
    } finally {
      enabled = true;
    }
  });
});

it('keeps nothing from a section whose live stream it cannot open: it could not tell when the answer changes', async () => {
  const db = await openPglite();
  const section = await startSection(db, { liveStream: false });
  const shell = await startShell(db, section.url);
  try {
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await getRaw(`${shell.base}/api/racing/card/9`));
    expect(answers.map((a) => a.headers['x-cache'])).toEqual([undefined, undefined, undefined]);
    expect(section.heard).toHaveLength(3);
  } finally {
    await shell.close();
    await section.close();
    await db.close();
  }
});

it('answers early only over the protocol it first answered on: HSTS goes with HTTPS answers alone', async () => {
  const db = await openPglite();
  const section = await startSection(db, { liveStream: true });
  const trusted = process.env.TRUST_PROXY;
  // The shell believes the proxy in front of it (this test) about the protocol, as it does behind a TLS terminator.
  process.env.TRUST_PROXY = '127.0.0.1,::1';
  const shell = await startShell(db, section.url).finally(() => {
    if (trusted === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = trusted;
  });
  try {
    await gatewayListening(section.ticker);
    const https = { 'x-forwarded-proto': 'https' };
    const plain = await getRaw(`${shell.base}/api/racing/card/7`);
    const secure = [await getRaw(`${shell.base}/api/racing/card/7`, https)];
    secure.push(await getRaw(`${shell.base}/api/racing/card/7`, https));
    const plainAgain = await getRaw(`${shell.base}/api/racing/card/7`);
    expect([plain, ...secure, plainAgain].map((a) => a.headers['x-cache'])).toEqual([
      'MISS',
      'HIT',
      'HIT',
      'HIT',
    ]);
    for (const answer of secure) expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    for (const answer of [plain, plainAgain])
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    // First answered over HTTPS: its HSTS goes with the later HTTPS answers, and never to a plain one.
    const overHttps = [];
    for (let i = 0; i < 2; i += 1) overHttps.push(await getRaw(`${shell.base}/api/racing/card/8`, https));
    const overHttp = await getRaw(`${shell.base}/api/racing/card/8`);
    expect([...overHttps, overHttp].map((a) => a.headers['x-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
    for (const answer of overHttps)
      expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  } finally {
    await shell.close();
    await section.close();
    await db.close();
  }
});
