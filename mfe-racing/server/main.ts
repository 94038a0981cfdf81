import { internalUrl, openDb, runService, serviceRuntime, siteClock } from '@sl/server-kit';
import { buildRacingApp } from './app';

const runtime = serviceRuntime('racing');
const db = await openDb({ service: 'racing', databaseUrl: runtime.databaseUrl, dataRoot: runtime.dataRoot });
const app = await buildRacingApp({
  db,
  allowedOrigins: [runtime.shellOrigin],
  now: siteClock(),
  geo: runtime.geo,
  partnerWeightsUrl: `${internalUrl('promos')}/api/content/betting-partners`,
});
await runService(app, db, runtime.port, runtime.host);
