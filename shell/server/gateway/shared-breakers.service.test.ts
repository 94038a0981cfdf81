import { createServer, type Server } from 'node:http';
import { Registry } from 'prom-client';
import { connectRedis, createService, openPglite, type Db } from '@sl/server-kit';
import { freePort, listenForTest, redisForTest, type PrivateRedis } from '@sl/server-kit/testing';
import { gatewayRoutes } from './gateway';
import { redisSharedBreakers } from './shared-breakers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two shell replicas' gateways to one section, telling each other of their breakers through one Redis. */
describe('gateway breakers shared by shell replicas through Redis', () => {
  let redis: PrivateRedis;
  let db: Db;
  beforeAll(async () => {
    redis = await redisForTest('shared gateway breakers');
    db = await openPglite();
  });
  afterAll(async () => {
    await db.close();
    await redis.stop();
  });

  async function startReplica(upstream: string, now?: () => number) {
    const registry = new Registry();
    const connection = connectRedis(redis.url, 'test-gateway', () => undefined);
    const shared = redisSharedBreakers(connection, () => undefined);
    const app = createService({ name: 'shell', db, logger: false });
    await app.register(gatewayRoutes, {
      routes: [{ prefix: '/api/section', upstream }],
      // Refused or not, an opened breaker waits 10 s before it probes (on its own clock).
      breaker: { failureThreshold: 3, coolDownMs: 10_000, refusedCoolDownMs: 10_000, now },
      registry,
      sharedBreakers: shared,
    });
    const base = await listenForTest(app);
    /** How many times this replica's breaker went to `to`, from the metric. */
    const went = async (to: string) =>
      Number(
        new RegExp(`sl_shell_gateway_breaker_transitions_total\\{[^}]*to="${to}"\\} (\\d+)`).exec(
          await registry.metrics(),
        )?.[1] ?? 0,
      );
    return {
      get: (path: string) => fetch(`${base}/api/section${path}`),
      went,
      close: async () => {
        await app.close();
        await shared.close();
        connection.disconnect();
      },
    };
  }

  async function until(done: () => Promise<boolean>) {
    for (const end = Date.now() + 5_000; !(await done()) && Date.now() < end;) await sleep(20);
  }

  it("opens every replica's breaker from the first replica's failures, and closes them all on its probe", async () => {
    const port = await freePort();
    let clockA = 1_000_000;
    const a = await startReplica(`http://127.0.0.1:${port}`, () => clockA);
    const b = await startReplica(`http://127.0.0.1:${port}`);
    let section: Server | undefined;
    try {
      // The section is down: A spends three failures learning it.
      for (let i = 0; i < 3; i += 1) expect((await a.get('/v1/x')).status).toBe(502);
      expect((await a.get('/v1/x')).status).toBe(503);
      // B has not tried it once, and already fails fast.
      await until(async () => (await b.went('open')) === 1);
      const first = await b.get('/v1/x');
      expect(first.status).toBe(503);
      expect(first.headers.get('retry-after')).toBe('10');

      // The section comes back; A's cool-down ends (its clock), and its probe gets through.
      const seen: string[] = [];
      section = createServer((request, response) => {
        seen.push(request.url ?? '');
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
      await new Promise<void>((resolve) => section?.listen(port, '127.0.0.1', resolve));
      clockA += 10_000;
      expect((await a.get('/v1/probe')).status).toBe(200);
      // B, seconds into its own 10 s cool-down, is closed by A's news and uses the section at once.
      await until(async () => (await b.went('closed')) === 1);
      expect((await b.get('/v1/after')).status).toBe(200);
      expect(seen).toEqual(['/api/section/v1/probe', '/api/section/v1/after']);
      // Each replica opened once and closed once: news is not sent back round.
      expect([await a.went('open'), await a.went('closed')]).toEqual([1, 1]);
      expect([await b.went('open'), await b.went('closed')]).toEqual([1, 1]);
    } finally {
      await a.close();
      await b.close();
      await new Promise((resolve) => (section ? section.close(resolve) : resolve(undefined)));
    }
  });
});
