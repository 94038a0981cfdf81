export type { Db, Queryable } from './db/db';
export { openDb, type OpenDbOptions } from './db/open';
export { openPglite } from './db/pglite';
export { openPostgres } from './db/postgres';
export { migrate, type Migration } from './db/migrate';
export {
  DEFAULT_PORTS,
  SERVICE_NAMES,
  internalUrl,
  publicOrigin,
  servicePort,
  serviceRuntime,
  type ServiceName,
  type ServiceRuntime,
} from './config/site';
export {
  HttpError,
  badRequest,
  conflict,
  errorBody,
  forbidden,
  notFound,
  unauthorized,
  type ErrorBody,
} from './http/errors';
export { createService, type AppInstance, type ServiceOptions } from './http/service';
export { serveRemoteStatic, cacheControlFor, type RemoteStaticOptions } from './http/remote-static';
export { runService } from './http/lifecycle';
export { loadSecret } from './secrets/secret';
export { SeededRandom, hashString } from './feed/random';
export { addDays, londonInstant, londonTime, londonToday, parseIsoDate } from './feed/dates';
export { siteClock } from './feed/site-clock';
