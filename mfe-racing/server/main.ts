import { openDb, runService, serviceRuntime } from '@sl/server-kit';
import { buildRacingApp } from './app';

const runtime = serviceRuntime('racing');
const db = await openDb({ service: 'racing', databaseUrl: runtime.databaseUrl, dataRoot: runtime.dataRoot });
const app = await buildRacingApp({ db, allowedOrigins: [runtime.shellOrigin] });
await runService(app, db, runtime.port, runtime.host);
