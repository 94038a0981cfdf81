/**
 * The yardstick for the gateway throughput: a bare Fastify route answering `{ hello: 'world' }`, the most a Fastify
 * process on this machine serves. It runs in a worker thread of the bench process, so it has an event loop of its
 * own and does not share one with the load generator (the gateway and the racing service are processes of their
 * own too). This file is both the worker's code (below) and the function that starts it.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import Fastify from 'fastify';

const ROLE = 'sl-bench-hello-server';

export interface HelloServer {
  url: string;
  close(): Promise<void>;
}

/** Starts the hello server on a free loopback port in a worker thread. */
export async function startHelloServer(): Promise<HelloServer> {
  // The worker inherits this process's `--import tsx`, so it can run this TypeScript file.
  const worker = new Worker(new URL(import.meta.url), { workerData: { role: ROLE } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (message: number) => resolve(message));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`hello server worker exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await worker.terminate();
    },
  };
}

async function serve(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('hello server has no port');
  parentPort?.postMessage(address.port);
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === ROLE) await serve();
