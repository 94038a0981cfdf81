import { openDb, runService, serviceRuntime, siteClock } from '@sl/server-kit';
import { buildFootballApp } from './app';

const runtime = serviceRuntime('football');
const db = await openDb({
  service: 'football',
  databaseUrl: runtime.databaseUrl,
  dataRoot: runtime.dataRoot,
});
const app = await buildFootballApp({
  db,
  allowedOrigins: [runtime.shellOrigin],
  now: siteClock(),
  geo: runtime.geo,
});
await runService(app, db, runtime.port, runtime.host);
