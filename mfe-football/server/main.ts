import { DEFAULT_COUNTRY_HEADER } from '@sl/contracts';
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
  geo: {
    countryHeader: process.env.COUNTRY_HEADER ?? DEFAULT_COUNTRY_HEADER,
    development: (process.env.NODE_ENV ?? 'development') !== 'production',
  },
});
await runService(app, db, runtime.port, runtime.host);
