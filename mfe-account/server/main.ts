import { openDb, runService, serviceRuntime } from '@sl/server-kit';
import { buildAccountApp } from './app';
import { releaseManagersFrom } from './identity/roles';

const runtime = serviceRuntime('account');
const db = await openDb({ service: 'account', databaseUrl: runtime.databaseUrl, dataRoot: runtime.dataRoot });
const seedDemo = process.env.ACCOUNT_SEED_DEMO !== 'false';
const app = await buildAccountApp({
  db,
  allowedOrigins: [runtime.shellOrigin],
  redisUrl: runtime.redisUrl,
  issuer: process.env.OIDC_ISSUER || undefined,
  seedDemo,
  releaseManagers: releaseManagersFrom(process.env.RELEASE_MANAGERS, seedDemo),
});
await runService(app, db, runtime.port, runtime.host);
