import { Type, type Static } from 'typebox';
import type { FeatureFlags } from '@sl/contracts';
import type { Same } from '@sl/server-kit';
import type { FeatureFlagAudit } from './repository';

export const NameParams = Type.Object({ name: Type.String({ maxLength: 64 }) });
/** A change says why: the audit keeps the reason beside the person and the before and after. */
export const SetBody = Type.Object(
  { enabled: Type.Boolean(), reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) },
  { additionalProperties: false },
);
export const AuditQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) });

/** The feature configuration every page reads, and the admin API's answer to a change. */
export const FlagsSchema = Type.Object({ flags: Type.Record(Type.String(), Type.Boolean()) });

export const FlagAuditSchema = Type.Array(
  Type.Object({
    id: Type.Number(),
    at: Type.String(),
    name: Type.String(),
    actor: Type.String(),
    before: Type.Union([Type.Boolean(), Type.Null()]),
    after: Type.Union([Type.Boolean(), Type.Null()]),
    reason: Type.Union([Type.String(), Type.Null()]),
  }),
);

const _flags: Same<Static<typeof FlagsSchema>, { flags: FeatureFlags }> = true;
const _audit: Same<Static<typeof FlagAuditSchema>, FeatureFlagAudit[]> = true;
