import { internalUrl, openDb, runService, serviceRuntime, siteClock } from '@sl/server-kit';
import { DEFAULT_COUNTRY_HEADER } from '@sl/contracts';
import { buildRacingApp } from './app';

const runtime = serviceRuntime('racing');
const db = await openDb({ service: 'racing', databaseUrl: runtime.databaseUrl, dataRoot: runtime.dataRoot });
const app = await buildRacingApp({
  db,
  allowedOrigins: [runtime.shellOrigin],
  now: siteClock(),
  geo: {
    countryHeader: process.env.COUNTRY_HEADER ?? DEFAULT_COUNTRY_HEADER,
    development: (process.env.NODE_ENV ?? 'development') !== 'production',
  },
  partnerWeightsUrl: `${internalUrl('promos')}/api/content/betting-partners`,
});
await runService(app, db, runtime.port, runtime.host);
