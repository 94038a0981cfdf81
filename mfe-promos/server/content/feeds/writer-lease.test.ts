import type { FastifyBaseLogger } from 'fastify';
import type { ContentRepository } from '../repository';
import { startFeedWriter } from './writer';

/** Waits until `done` holds (or 5 s): timers on a busy machine run late, never early. */
async function until(done: () => boolean) {
  for (const end = Date.now() + 5_000; !done() && Date.now() < end;)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

// Feeds at a closed port: a run fails at once, which is enough to see whether it ran.
const sources = {
  racing: 'http://127.0.0.1:9',
  football: 'http://127.0.0.1:9',
  intervalMs: 200,
  retryMs: 50,
};

/** A writer whose lease always answers `mine`, with what it asked the lease and what it said in its log. */
function writerWithLease(mine: boolean) {
  const asked: [string, number][] = [];
  const said: string[] = [];
  const keep = (_details: unknown, message: string) => void said.push(message);
  const log = { info: keep, warn: keep } as unknown as FastifyBaseLogger;
  const writer = startFeedWriter(
    {} as ContentRepository,
    sources,
    () => new Date(),
    log,
    async (job, everyMs) => {
      asked.push([job, everyMs]);
      return mine;
    },
  );
  return { asked, said, stop: () => writer.stop() };
}

describe('the content feed writer and its job lease', () => {
  it('does not run on a replica without the lease, and asks again each interval', async () => {
    const { asked, said, stop } = writerWithLease(false);
    await until(() => asked.length >= 2);
    stop();
    expect(said).toEqual([]);
    expect(asked.slice(0, 2)).toEqual([
      ['promos:content-feed-writer', 200],
      ['promos:content-feed-writer', 200],
    ]);
  });

  it('runs on the replica holding the lease, and its retries keep asking for it', async () => {
    const { asked, said, stop } = writerWithLease(true);
    await until(() => said.length >= 2); // the first run and a retry 50 ms later
    stop();
    expect(said[0]).toBe('content feed writer ran');
    expect(asked.length).toBe(said.length);
  });
});
