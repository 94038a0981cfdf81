import { openDb, runService, serviceRuntime } from '@sl/server-kit';
import { buildPromosApp } from './app';

const runtime = serviceRuntime('promos');
const db = await openDb({ service: 'promos', databaseUrl: runtime.databaseUrl, dataRoot: runtime.dataRoot });
const app = await buildPromosApp({ db, allowedOrigins: [runtime.shellOrigin] });
await runService(app, db, runtime.port, runtime.host);
