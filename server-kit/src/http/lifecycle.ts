import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';

/**
 * Listens, then closes cleanly on SIGTERM or SIGINT: in-flight requests finish, the database closes (PGlite
 * flushes its files), and a stuck close is cut off after ten seconds rather than hanging a deploy.
 */
export async function runService(app: FastifyInstance, db: Db, port: number, host: string) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  // Started by `npm start`, a test or a benchmark with an IPC channel: when that parent dies, so do we, rather
  // than living on as an orphan holding a port and a database.
  if (process.send) process.once('disconnect', () => void shutdown('parent exited'));
  await app.listen({ port, host });
}
