import { loadSecret, openDb, runService, serviceRuntime, siteClock } from '@sl/server-kit';
import { feedSourcesFromEnv } from './content';
import { buildPromosApp } from './app';

const runtime = serviceRuntime('promos');
const db = await openDb({ service: 'promos', databaseUrl: runtime.databaseUrl, dataRoot: runtime.dataRoot });
const adminToken = loadSecret(process.env.PROMOS_ADMIN_TOKEN, runtime.dataRoot, 'promos-admin-token');
const app = await buildPromosApp({
  db,
  allowedOrigins: [runtime.shellOrigin],
  adminToken,
  redisUrl: runtime.redisUrl,
  content: { now: siteClock(), feeds: feedSourcesFromEnv() },
});
await runService(app, db, runtime.port, runtime.host);
