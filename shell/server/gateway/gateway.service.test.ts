import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { createService, openPglite, type Db } from '@sl/server-kit';
import { listenForTest } from '@sl/server-kit/testing';
import { gatewayRoutes, type GatewayOptions } from './gateway';

/** What the test upstream saw: one line per request that reached it, with the body size it read. */
interface Seen {
  method: string;
  url: string;
  bytes: number;
}

/**
 * A section service stand-in on port 0: /echo answers what it read, /hang never answers, /slow answers after
 * ?ms=, /boom answers the service's own 500, /early answers before reading the body and then cuts the connection,
 * /cut sends half an answer and then cuts the connection.
 */
async function startUpstream(port = 0) {
  const seen: Seen[] = [];
  const hung = { count: 0 };
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://upstream');
    if (url.pathname.endsWith('/hang')) {
      hung.count++;
      return;
    }
    if (url.pathname.endsWith('/cut')) {
      seen.push({ method: request.method ?? '', url: request.url ?? '', bytes: -1 });
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"cut":', () => setTimeout(() => request.socket.destroy(), 50));
      return;
    }
    if (url.pathname.endsWith('/early')) {
      seen.push({ method: request.method ?? '', url: request.url ?? '', bytes: -1 });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"early":true}', () => request.socket.destroy());
      return;
    }
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', bytes });
      if (url.pathname.endsWith('/boom')) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end('{"error":{"code":"INTERNAL","message":"the service broke"}}');
        return;
      }
      const answer = () => {
        response.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive' });
        response.end(
          JSON.stringify({
            method: request.method,
            url: request.url,
            bytes,
            forwardedFor: request.headers['x-forwarded-for'],
            forwardedProto: request.headers['x-forwarded-proto'],
          }),
        );
      };
      const delay = Number(url.searchParams.get('ms') ?? 0);
      if (delay > 0) setTimeout(answer, delay);
      else answer();
    });
  };
  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    server,
    seen,
    /** How many /hang requests reached it. */
    hung,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (it was free a moment ago), so connecting to it is refused. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The shell's service conventions (house error handler) with only the gateway, its log lines kept. */
async function startGateway(db: Db, options: GatewayOptions) {
  const logs: string[] = [];
  const app = createService({
    name: 'shell',
    db,
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
  });
  await app.register(gatewayRoutes, options);
  const base = await listenForTest(app);
  return { base, logs, close: () => app.close() };
}

/** Signs of a second reply to one request, in the gateway's own log. */
function doubleWrites(logs: string[]): string[] {
  return logs.filter((line) =>
    /ERR_HTTP_HEADERS_SENT|FST_ERR_REP_ALREADY_SENT|Reply was already sent/.test(line),
  );
}

/** A raw HTTP/1.1 exchange: writes `request`, reads until the server closes; rejects if it stays open `ms`. */
function rawExchange(port: number, request: string | Buffer[], ms = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the socket open ${ms} ms; read so far: ${Buffer.concat(chunks)}`));
    }, ms);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // Writes after the server answered and closed fail with EPIPE/ECONNRESET; what it answered is what counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
    for (const part of typeof request === 'string' ? [request] : request) socket.write(part);
  });
}

function statusLines(raw: string): string[] {
  return raw.split('\r\n').filter((line) => /^HTTP\/1\.1 \d{3}/.test(line));
}

describe('the /api gateway', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite();
  });
  afterAll(async () => {
    await db.close();
  });

  describe('with a working upstream', () => {
    let upstream: Awaited<ReturnType<typeof startUpstream>>;
    let gateway: Awaited<ReturnType<typeof startGateway>>;
    beforeAll(async () => {
      upstream = await startUpstream();
      gateway = await startGateway(db, {
        routes: [
          { prefix: '/api/t', upstream: upstream.url, bodyLimit: 1024 * 1024, timeoutMs: 600 },
          { prefix: '/api/small', upstream: upstream.url, bodyLimit: 1024 },
        ],
        // These tests fail the upstream on purpose; the breaker has its own tests below and must not open here.
        breaker: { failureThreshold: 1000 },
      });
    });
    afterAll(async () => {
      await gateway.close();
      await upstream.close();
    });

    it('forwards path, query and body intact, with the browser’s address appended to X-Forwarded-For', async () => {
      const body = JSON.stringify({ text: 'x'.repeat(100 * 1024) });
      const response = await fetch(`${gateway.base}/api/t/v1/echo?a=1&b=two`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '203.0.113.9',
          'x-forwarded-proto': 'https',
        },
        body,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        method: 'POST',
        url: '/api/t/v1/echo?a=1&b=two',
        bytes: Buffer.byteLength(body),
        // The gateway trusts no proxy here: the claimed address stays first, the one it saw is appended last, and
        // the claimed protocol is replaced by the one it was reached by.
        forwardedFor: '203.0.113.9, 127.0.0.1',
        forwardedProto: 'http',
      });
    });

    it('answers 413 with the house body for a body over the route’s limit, and the upstream never sees it', async () => {
      const before = upstream.seen.length;
      const response = await fetch(`${gateway.base}/api/t/v1/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'x'.repeat(1.5 * 1024 * 1024) }),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: {
          code: 'PAYLOAD_TOO_LARGE',
          message: 'The request body is larger than the 1 MB /api/t accepts',
        },
      });
      const small = await fetch(`${gateway.base}/api/small/v1/echo`, {
        method: 'POST',
        body: 'y'.repeat(2048),
      });
      expect(small.status).toBe(413);
      expect((await small.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(upstream.seen.slice(before)).toEqual([]);
    });

    it('answers 413 for an oversize body sent in chunks without a length, before forwarding any of it', async () => {
      const before = upstream.seen.length;
      const { port } = new URL(gateway.base);
      const chunk = Buffer.alloc(64 * 1024, 'z');
      const parts = [
        Buffer.from(
          'POST /api/small/v1/echo HTTP/1.1\r\nHost: shell\r\nContent-Type: text/plain\r\n' +
            'Transfer-Encoding: chunked\r\n\r\n',
        ),
        ...Array.from({ length: 24 }, () =>
          Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
        ),
        Buffer.from('0\r\n\r\n'),
      ];
      const raw = await rawExchange(Number(port), parts);
      expect(statusLines(raw)).toEqual(['HTTP/1.1 413 Payload Too Large']);
      expect(raw).toContain('"code":"PAYLOAD_TOO_LARGE"');
      expect(upstream.seen.slice(before)).toEqual([]);
    });

    it('honours a client’s Connection: close: says so and closes the socket itself', async () => {
      const { port } = new URL(gateway.base);
      const raw = await rawExchange(
        Number(port),
        'GET /api/t/v1/echo HTTP/1.1\r\nHost: shell\r\nConnection: close\r\n\r\n',
        3_000,
      );
      expect(statusLines(raw)).toEqual(['HTTP/1.1 200 OK']);
      expect(raw.toLowerCase()).toContain('\r\nconnection: close\r\n');
      expect(raw.toLowerCase()).not.toContain('keep-alive');
    });

    it('answers 504 with the house body when the upstream does not answer in the route’s time', async () => {
      const response = await fetch(`${gateway.base}/api/t/v1/hang`);
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({
        error: { code: 'UPSTREAM_TIMEOUT', message: 'The /api/t service did not answer in time' },
      });
      const slowButInTime = await fetch(`${gateway.base}/api/t/v1/slow?ms=50`);
      expect(slowButInTime.status).toBe(200);
      expect(doubleWrites(gateway.logs)).toEqual([]);
    });

    it('passes the service’s own 500 answer through unchanged', async () => {
      const response = await fetch(`${gateway.base}/api/t/v1/boom`);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: { code: 'INTERNAL', message: 'the service broke' } });
    });

    it('writes one reply when the upstream answers early and then cuts the connection', async () => {
      const { port } = new URL(gateway.base);
      const body = Buffer.alloc(512 * 1024, 'q');
      for (let i = 0; i < 5; i += 1) {
        const raw = await rawExchange(Number(port), [
          Buffer.from(
            `POST /api/t/v1/early HTTP/1.1\r\nHost: shell\r\nContent-Type: application/octet-stream\r\n` +
              `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
          ),
          body,
        ]);
        expect(statusLines(raw)).toHaveLength(1);
        expect(statusLines(raw)[0]).toMatch(/^HTTP\/1\.1 (200|502) /);
      }
      expect(upstream.seen.filter((request) => request.url.endsWith('/early')).length).toBeGreaterThan(0);
      expect(doubleWrites(gateway.logs)).toEqual([]);
    });

    it('writes one reply, and cuts it short, when the upstream fails half-way through its answer', async () => {
      const { port } = new URL(gateway.base);
      const failedLate = () =>
        gateway.logs.filter((line) => line.includes('upstream failed after answering'));
      const before = failedLate().length;
      const body = Buffer.alloc(256 * 1024, 'q');
      const raw = await rawExchange(Number(port), [
        Buffer.from(
          `POST /api/t/v1/cut HTTP/1.1\r\nHost: shell\r\nContent-Type: application/octet-stream\r\n` +
            `Content-Length: ${body.length}\r\n\r\n`,
        ),
        body,
      ]);
      expect(statusLines(raw)).toEqual(['HTTP/1.1 200 OK']);
      expect(raw).toContain('{"cut":');
      expect(raw).not.toContain('UPSTREAM_');
      // The upstream's failure did reach the gateway after it had begun answering: this is the case that wrote twice.
      expect(failedLate().length).toBeGreaterThan(before);
      expect(doubleWrites(gateway.logs)).toEqual([]);
    });
  });

  it('passes a section’s own 413 through as one reply when the section’s limit is below the gateway’s', async () => {
    const section = createService({ name: 'section', db, bodyLimit: 1024, logger: false });
    section.post('/api/sec/v1/echo', async () => ({ ok: true }));
    const sectionBase = await listenForTest(section);
    const gateway = await startGateway(db, {
      routes: [{ prefix: '/api/sec', upstream: sectionBase, bodyLimit: 1024 * 1024 }],
    });
    try {
      for (let i = 0; i < 5; i += 1) {
        const response = await fetch(`${gateway.base}/api/sec/v1/echo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text: 'x'.repeat(600 * 1024) }),
        });
        // The section answers 413 and resets the connection while the body is still arriving; the reset can
        // reach the gateway before the answer is read (502). Either way it is one reply, never a second.
        expect([413, 502]).toContain(response.status);
        await response.arrayBuffer();
      }
      const fits = await fetch(`${gateway.base}/api/sec/v1/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(await fits.json()).toEqual({ ok: true });
      expect(doubleWrites(gateway.logs)).toEqual([]);
    } finally {
      await gateway.close();
      await section.close();
    }
  });

  describe('with an upstream that is down', () => {
    it('answers 502, then fails fast with 503 and Retry-After once the breaker opens (for the shorter cool-down of a refused connection), and closes it after a probe', async () => {
      const port = await freePort();
      const clock = { now: 1_000_000 };
      const registry = new Registry();
      const gateway = await startGateway(db, {
        routes: [{ prefix: '/api/down', upstream: `http://127.0.0.1:${port}` }],
        breaker: {
          failureThreshold: 3,
          coolDownMs: 10_000,
          refusedCoolDownMs: 2_000,
          now: () => clock.now,
        },
        registry,
      });
      try {
        for (let i = 0; i < 3; i += 1) {
          const response = await fetch(`${gateway.base}/api/down/v1/echo`);
          expect(response.status).toBe(502);
          expect(await response.json()).toEqual({
            error: {
              code: 'UPSTREAM_UNAVAILABLE',
              message: 'The /api/down service is unavailable right now',
            },
          });
        }
        const refused = await fetch(`${gateway.base}/api/down/v1/echo`);
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).toBe('2');
        expect(await refused.json()).toEqual({
          error: {
            code: 'UPSTREAM_UNAVAILABLE',
            message: 'The /api/down service is unavailable right now; try again in 2 s',
          },
        });

        // The service comes back; while the cool-down lasts the gateway still refuses without trying it.
        const upstream = await startUpstream(port);
        try {
          clock.now += 1_000;
          const stillOpen = await fetch(`${gateway.base}/api/down/v1/echo`);
          expect(stillOpen.status).toBe(503);
          expect(stillOpen.headers.get('retry-after')).toBe('1');
          expect(upstream.seen).toEqual([]);

          clock.now += 1_000;
          const probe = await fetch(`${gateway.base}/api/down/v1/echo?probe=1`);
          expect(probe.status).toBe(200);
          const after = await fetch(`${gateway.base}/api/down/v1/echo?after=1`);
          expect(after.status).toBe(200);
          expect(upstream.seen.map((request) => request.url)).toEqual([
            '/api/down/v1/echo?probe=1',
            '/api/down/v1/echo?after=1',
          ]);
        } finally {
          await upstream.close();
        }
        const metrics = await registry.metrics();
        const upstreamLabel = `upstream="http://127.0.0.1:${port}"`;
        expect(metrics).toContain(`sl_shell_gateway_breaker_transitions_total{${upstreamLabel},to="open"} 1`);
        expect(metrics).toContain(
          `sl_shell_gateway_breaker_transitions_total{${upstreamLabel},to="half-open"} 1`,
        );
        expect(metrics).toContain(
          `sl_shell_gateway_breaker_transitions_total{${upstreamLabel},to="closed"} 1`,
        );
        expect(doubleWrites(gateway.logs)).toEqual([]);
      } finally {
        await gateway.close();
      }
    });

    it('opens on time-outs and then answers without asking the hung section again', async () => {
      const upstream = await startUpstream();
      const gateway = await startGateway(db, {
        routes: [{ prefix: '/api/hung', upstream: upstream.url, timeoutMs: 3_000 }],
        breaker: { failureThreshold: 2, coolDownMs: 60_000 },
      });
      try {
        const timedOut = await Promise.all([
          fetch(`${gateway.base}/api/hung/v1/hang`),
          fetch(`${gateway.base}/api/hung/v1/hang`),
        ]);
        expect(timedOut.map((response) => response.status)).toEqual([504, 504]);
        expect(upstream.hung.count).toBe(2);
        const fast = await fetch(`${gateway.base}/api/hung/v1/hang`);
        expect(fast.status).toBe(503);
        expect(Number(fast.headers.get('retry-after'))).toBeGreaterThan(50);
        // Answered without asking the hung section, so without waiting out its time-out.
        expect(upstream.hung.count).toBe(2);
        expect(doubleWrites(gateway.logs)).toEqual([]);
      } finally {
        await gateway.close();
        await upstream.close();
      }
    });

    it('does not count the service’s own 5xx answers as failures', async () => {
      const upstream = await startUpstream();
      const gateway = await startGateway(db, {
        routes: [{ prefix: '/api/flaky', upstream: upstream.url }],
        breaker: { failureThreshold: 2, coolDownMs: 60_000 },
      });
      try {
        for (let i = 0; i < 4; i += 1) {
          const response = await fetch(`${gateway.base}/api/flaky/v1/boom`);
          expect(response.status).toBe(500);
          await response.arrayBuffer();
        }
        expect((await fetch(`${gateway.base}/api/flaky/v1/echo`)).status).toBe(200);
      } finally {
        await gateway.close();
        await upstream.close();
      }
    });
  });

  it('answers 404 with the house body for an /api path no route owns', async () => {
    const gateway = await startGateway(db, { routes: [] });
    try {
      const response = await fetch(`${gateway.base}/api/nothing-here?x=1`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'No API route for GET /api/nothing-here' },
      });
    } finally {
      await gateway.close();
    }
  });

  describe('replicas of a section', () => {
    it('takes the replicas in turn', async () => {
      const [a, b] = [await startUpstream(), await startUpstream()];
      const gateway = await startGateway(db, {
        routes: [{ prefix: '/api/racing', upstream: a.url, replicas: [a.url, b.url] }],
      });
      try {
        for (let i = 0; i < 6; i += 1) {
          const response = await fetch(`${gateway.base}/api/racing/v1/echo?n=${i}`);
          expect(response.status).toBe(200);
          await response.arrayBuffer();
        }
        expect([a.seen.length, b.seen.length]).toEqual([3, 3]);
      } finally {
        await gateway.close();
        await Promise.all([a.close(), b.close()]);
      }
    });

    it('sends a request a dead replica refused to the next one, body and all, so none is lost', async () => {
      const live = await startUpstream();
      const dead = `http://127.0.0.1:${await freePort()}`;
      const gateway = await startGateway(db, {
        routes: [{ prefix: '/api/account', upstream: dead, replicas: [dead, live.url] }],
        breaker: { failureThreshold: 3, coolDownMs: 60_000 },
      });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 8; i += 1) {
          const response = await fetch(`${gateway.base}/api/account/v1/echo`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ follow: i, padding: 'x'.repeat(2_000) }),
          });
          statuses.push(response.status);
          expect(((await response.json()) as { bytes: number }).bytes).toBeGreaterThan(2_000);
        }
        expect(statuses).toEqual(Array(8).fill(200));
        expect(live.seen.map((s) => s.method)).toEqual(Array(8).fill('POST'));
        expect(doubleWrites(gateway.logs)).toEqual([]);
        // The dead replica's breaker opened after its third refusal: it is no longer even tried.
        expect(gateway.logs.filter((line) => line.includes('gateway replica refused')).length).toBe(3);
      } finally {
        await gateway.close();
        await live.close();
      }
    });

    it('asks the next replica again for a read cut off by a dying one, never for a write', async () => {
      // Reads the request and cuts the connection without a word: a replica killed while it worked.
      const dying = createServer((request) => request.socket.destroy());
      await new Promise<void>((resolve) => dying.listen(0, '127.0.0.1', resolve));
      const dyingUrl = `http://127.0.0.1:${(dying.address() as AddressInfo).port}`;
      const live = await startUpstream();
      const gateway = await startGateway(db, {
        routes: [{ prefix: '/api/racing', upstream: dyingUrl, replicas: [dyingUrl, live.url] }],
        breaker: { failureThreshold: 100, coolDownMs: 60_000 },
      });
      try {
        for (let i = 0; i < 4; i += 1) {
          const read = await fetch(`${gateway.base}/api/racing/v1/echo?read=${i}`);
          expect(read.status).toBe(200);
          await read.arrayBuffer();
        }
        expect(live.seen.map((s) => s.method)).toEqual(['GET', 'GET', 'GET', 'GET']);
        // A write the dying replica may have acted on is not sent twice: the member is told it failed.
        const statuses: number[] = [];
        for (let i = 0; i < 2; i += 1) {
          const write = await fetch(`${gateway.base}/api/racing/v1/echo`, { method: 'POST', body: '{}' });
          statuses.push(write.status);
          await write.arrayBuffer();
        }
        expect(statuses.sort()).toEqual([200, 502]);
        expect(doubleWrites(gateway.logs)).toEqual([]);
      } finally {
        await gateway.close();
        await live.close();
        dying.closeAllConnections();
        await new Promise((resolve) => dying.close(resolve));
      }
    });

    it('answers 502 once when every replica refuses', async () => {
      const dead = [`http://127.0.0.1:${await freePort()}`, `http://127.0.0.1:${await freePort()}`];
      const gateway = await startGateway(db, {
        routes: [{ prefix: '/api/football', upstream: dead[0]!, replicas: dead }],
      });
      try {
        const response = await fetch(`${gateway.base}/api/football/v1/echo`);
        expect(response.status).toBe(502);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
          'UPSTREAM_UNAVAILABLE',
        );
        expect(doubleWrites(gateway.logs)).toEqual([]);
      } finally {
        await gateway.close();
      }
    });
  });
});
