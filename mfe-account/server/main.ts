import { openDb, runService, serviceRuntime } from '@sl/server-kit';
import { buildAccountApp } from './app';

const runtime = serviceRuntime('account');
const db = await openDb({ service: 'account', databaseUrl: runtime.databaseUrl, dataRoot: runtime.dataRoot });
const app = await buildAccountApp({
  db,
  allowedOrigins: [runtime.shellOrigin],
  issuer: process.env.OIDC_ISSUER || undefined,
  seedDemo: process.env.ACCOUNT_SEED_DEMO !== 'false',
});
await runService(app, db, runtime.port, runtime.host);
