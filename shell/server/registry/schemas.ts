import { Type, type Static } from 'typebox';
import { MAX_REMOTE_ROUTES, type RegistryRow } from '@sl/contracts';
import {
  type AuditEntry,
  type RegistryStatus,
  type ReleaseRecord,
  type RemoteRates,
} from '@sl/contracts/release';
import { type Same } from '@sl/server-kit';

export const NameParams = Type.Object({ name: Type.String({ maxLength: 40 }) });
/** Why, for the audit and history; required when the release check is skipped. */
const reason = Type.Optional(Type.String({ maxLength: 500 }));
/** A drill's deliberately broken build: goes live unchecked, recorded as such with its reason. */
const skipVerify = Type.Optional(Type.Boolean());

export const SetBody = Type.Object(
  {
    entry: Type.String({ minLength: 1, maxLength: 2048 }),
    version: Type.Optional(Type.String({ maxLength: 64 })),
    reason,
    skipVerify,
  },
  { additionalProperties: false },
);
export const ScheduleBody = Type.Object(
  {
    entry: Type.String({ minLength: 1, maxLength: 2048 }),
    from: Type.String({ minLength: 1, maxLength: 40 }),
    to: Type.String({ minLength: 1, maxLength: 40 }),
    version: Type.Optional(Type.String({ maxLength: 64 })),
    reason,
    skipVerify,
  },
  { additionalProperties: false },
);
/** Optional as a whole: a bare POST rolls back to the last good version (the route reads no body as `{}`). */
export const RollbackBody = Type.Object(
  { to: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })), reason },
  { additionalProperties: false },
);
/**
 * A gradual rollout: a fixed `percent` or a `plan` (canary:<percent>:<duration> or linear:<step>:<interval>), one of
 * the two. Checked in commands.ts rather than here, so the CLI's offline path gives the same messages.
 */
export const RolloutBody = Type.Object(
  {
    entry: Type.String({ minLength: 1, maxLength: 2048 }),
    version: Type.Optional(Type.String({ maxLength: 64 })),
    percent: Type.Optional(Type.Number()),
    plan: Type.Optional(Type.String({ maxLength: 64 })),
    reason,
    skipVerify,
  },
  { additionalProperties: false },
);
/** Optional as a whole, like RollbackBody. */
export const ReasonBody = Type.Object({ reason }, { additionalProperties: false });
export const AuditQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) });

const RemoteRouteSchema = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 41 }),
    module: Type.String({ minLength: 1, maxLength: 41 }),
    label: Type.String({ minLength: 1, maxLength: 40 }),
  },
  { additionalProperties: false },
);

/**
 * A remote registered at runtime (registered-remotes.ts in @sl/contracts has the rules): its scope, sections and
 * API, with its first release, checked as `set` checks one.
 */
export const RegisterBody = Type.Object(
  {
    scope: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    entry: Type.String({ minLength: 1, maxLength: 2048 }),
    version: Type.Optional(Type.String({ maxLength: 64 })),
    routes: Type.Optional(Type.Array(RemoteRouteSchema, { maxItems: MAX_REMOTE_ROUTES })),
    api: Type.Optional(
      Type.Object(
        {
          prefix: Type.String({ minLength: 1, maxLength: 40 }),
          upstream: Type.String({ minLength: 1, maxLength: 2048 }),
        },
        { additionalProperties: false },
      ),
    ),
    reason,
    skipVerify,
  },
  { additionalProperties: false },
);

/** One remote's registry row as release managers see it. */
export const RegistryRowSchema = Type.Object({
  name: Type.String(),
  scope: Type.String(),
  routes: Type.Union([Type.Array(RemoteRouteSchema), Type.Null()]),
  apiPrefix: Type.Union([Type.String(), Type.Null()]),
  apiUpstream: Type.Union([Type.String(), Type.Null()]),
  entry: Type.String(),
  version: Type.String(),
  enabled: Type.Boolean(),
  windowFrom: Type.Union([Type.String(), Type.Null()]),
  windowTo: Type.Union([Type.String(), Type.Null()]),
  windowEntry: Type.Union([Type.String(), Type.Null()]),
  windowVersion: Type.Union([Type.String(), Type.Null()]),
  previousEntry: Type.Union([Type.String(), Type.Null()]),
  previousVersion: Type.Union([Type.String(), Type.Null()]),
  lastGoodEntry: Type.Union([Type.String(), Type.Null()]),
  lastGoodVersion: Type.Union([Type.String(), Type.Null()]),
  rolloutEntry: Type.Union([Type.String(), Type.Null()]),
  rolloutVersion: Type.Union([Type.String(), Type.Null()]),
  rolloutPlan: Type.Union([Type.String(), Type.Null()]),
  rolloutStartedAt: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String(),
});

/** A row with its rollout's share now and each version's failure rate: the status, rollout, promote, abort answers. */
export const RegistryStatusSchema = Type.Object({
  ...RegistryRowSchema.properties,
  rolloutShare: Type.Union([Type.Number(), Type.Null()]),
  health: Type.Array(
    Type.Object({
      version: Type.String(),
      pages: Type.Number(),
      failures: Type.Number(),
      failureRate: Type.Union([Type.Number(), Type.Null()]),
    }),
  ),
});

export const RegistryAuditSchema = Type.Array(
  Type.Object({
    id: Type.Number(),
    at: Type.String(),
    remote: Type.String(),
    action: Type.String(),
    actor: Type.String(),
    reason: Type.Union([Type.String(), Type.Null()]),
    before: Type.Union([RegistryRowSchema, Type.Null()]),
    after: Type.Union([RegistryRowSchema, Type.Null()]),
  }),
);

const nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const ReleaseHistorySchema = Type.Array(
  Type.Object({
    id: Type.Number(),
    remote: Type.String(),
    version: Type.String(),
    entry: Type.String(),
    integrity: nullable(Type.String()),
    verified: Type.Boolean(),
    actor: Type.String(),
    at: Type.String(),
    reason: nullable(Type.String()),
    rolledBackAt: nullable(Type.String()),
    rolledBackBy: nullable(Type.String()),
    live: Type.Boolean(),
  }),
);

/** Each version of a remote by the minute over the last hour: the console's chart, `release rates`. */
export const RemoteRatesSchema = Type.Object({
  remote: Type.String(),
  from: Type.String(),
  to: Type.String(),
  bucketSeconds: Type.Number(),
  versions: Type.Array(
    Type.Object({
      version: Type.String(),
      pages: Type.Number(),
      failures: Type.Number(),
      points: Type.Array(Type.Object({ at: Type.String(), pages: Type.Number(), failures: Type.Number() })),
    }),
  ),
});

const _row: Same<Static<typeof RegistryRowSchema>, RegistryRow> = true;
const _status: Same<Static<typeof RegistryStatusSchema>, RegistryStatus> = true;
const _audit: Same<Static<typeof RegistryAuditSchema>, AuditEntry[]> = true;
const _history: Same<Static<typeof ReleaseHistorySchema>, ReleaseRecord[]> = true;
const _rates: Same<Static<typeof RemoteRatesSchema>, RemoteRates> = true;
