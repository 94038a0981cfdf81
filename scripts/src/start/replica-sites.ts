import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshDatabase } from './fresh-database';
import { freePorts, startSite, type RunningSite } from './site';

/** Two replicas of the whole site on one PostgreSQL database, and the way to take them down again. */
export interface ReplicaSites {
  a: RunningSite;
  b: RunningSite;
  stop(): Promise<void>;
}

/**
 * Two replicas of the site (two supervisors, ten processes) as a second machine would add them: one PostgreSQL
 * database, the secrets the first replica generates (one data folder; a cluster gives them as Secrets), one public
 * origin for both shells (as behind a load balancer: the identity provider's issuer), and each shell's gateway
 * spreading account over both replicas, and racing too unless `aRacingAlone` keeps replica A's shell on its own
 * racing (a one-replica baseline in the same run).
 */
export async function startReplicaSites(
  serverUrl: string,
  options: { env?: Record<string, string>; aRacingAlone?: boolean } = {},
): Promise<ReplicaSites> {
  const database = await freshDatabase(serverUrl);
  const [shellA, racingA, footballA, promosA, accountA, shellB, racingB, footballB, promosB, accountB] =
    (await freePorts(10)) as [number, number, number, number, number, number, number, number, number, number];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sl-replicas-'));
  const bothRacing = `http://127.0.0.1:${racingA},http://127.0.0.1:${racingB}`;
  const env = {
    LOG_LEVEL: 'warn',
    ...options.env,
    DATABASE_URL: database.url,
    SHELL_ORIGIN: `http://localhost:${shellA}`,
    RACING_REPLICAS: bothRacing,
    ACCOUNT_REPLICAS: `http://127.0.0.1:${accountA},http://127.0.0.1:${accountB}`,
  };
  let a: RunningSite | undefined;
  let b: RunningSite | undefined;
  try {
    // A first: it generates the shared secrets and seeds the registry that B then finds.
    a = await startSite({
      dataDir,
      ports: { shell: shellA, racing: racingA, football: footballA, promos: promosA, account: accountA },
      env: options.aRacingAlone ? { ...env, RACING_REPLICAS: `http://127.0.0.1:${racingA}` } : env,
      logs: path.join(dataDir, 'logs-a'),
    });
    b = await startSite({
      dataDir,
      ports: { shell: shellB, racing: racingB, football: footballB, promos: promosB, account: accountB },
      env,
      logs: path.join(dataDir, 'logs-b'),
    });
  } catch (error) {
    await Promise.all([a?.stop(), b?.stop()]);
    await database.drop();
    throw error;
  }
  const [siteA, siteB] = [a, b];
  return {
    a: siteA,
    b: siteB,
    stop: async () => {
      await Promise.all([siteA.stop(), siteB.stop()]);
      await database.drop();
    },
  };
}
