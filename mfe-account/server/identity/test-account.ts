import type { Db } from '@sl/server-kit';
import { buildAccountApp } from '../app';
import { freePort } from './test-flow';

export type AccountApp = Awaited<ReturnType<typeof buildAccountApp>>;

/**
 * The account service over `db` on a free port, its identity provider's issuer at that address, for service tests
 * over real HTTP (as the browser and the shell's gateway reach it).
 */
export async function startAccountForTest(db: Db): Promise<{ app: AccountApp; base: string }> {
  // The port first: the issuer (and the allowed origin) must name the address the app will listen on.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = await buildAccountApp({
    db,
    allowedOrigins: [base],
    issuer: `${base}/openid`,
    distDir: '/nonexistent',
  });
  app.log.level = 'silent';
  await app.listen({ port, host: '127.0.0.1' });
  return { app, base };
}
