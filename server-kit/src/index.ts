export type { Db, Queryable } from './db/db';
export { openDb, type OpenDbOptions } from './db/open';
export { openPglite } from './db/pglite';
export { openPostgres } from './db/postgres';
export { migrate, migrationsIn, type Migration } from './db/migrate';
export { runMigrationsJob } from './db/migrations-job';
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
export { ERROR_RESPONSES, ErrorBodySchema, type Same } from './http/error-schema';
export { PageStatusQuery, PageStatusSchema } from './http/page-status-schema';
export {
  NapsTableSchema,
  TipRecordSchema,
  TipResultSchema,
  TippingRecordsSchema,
  TipsResponseSchema,
} from './http/tips-schema';
export { createService, type AppInstance, type ServiceOptions } from './http/service';
export type { EarlyAnswer } from './http/early-answers';
export { oneOf } from './http/one-of';
export { API_CSP, HSTS, PERMISSIONS_POLICY } from './http/security-headers';
export {
  serveRemoteStatic,
  cacheControlFor,
  staticFileHeaders,
  type RemoteStaticOptions,
} from './http/remote-static';
export { runService } from './http/lifecycle';
export { requireBearerToken } from './http/bearer-token';
export { prepareAnswer, sendPrepared, type PreparedAnswer } from './http/prepared-answer';
export {
  bearerTokenOf,
  requireMember,
  userinfoClaims,
  userinfoVerifier,
  type AccessTokenVerifier,
  type UserinfoSource,
  type VerifiedMember,
} from './http/userinfo';
export { loadSecret } from './secrets/secret';
export { connectRedis } from './redis/connect';
export { replicaTurns, type ReplicaTurns } from './redis/replica-turns';
export { noSharedMutex, redisMutex, type Mutex } from './redis/mutex';
export { everyReplica, redisJobLease, type JobLease } from './redis/job-lease';
export { ProofOfWorkCaptcha, type CaptchaVerdict } from './captcha/proof-of-work';
export { SeededRandom, hashString } from './feed/random';
export {
  addDays,
  londonInstant,
  londonIso,
  londonTime,
  londonToday,
  longCalendarDate,
  parseIsoDate,
} from './feed/dates';
export { siteClock } from './feed/site-clock';
export {
  changedIds,
  createLiveTicker,
  type LiveChange,
  type LiveSample,
  type LiveTicker,
} from './live/live-ticker';
export { registerLiveStream, serveLiveChanges, type LiveStreamOptions } from './live/live-stream';
