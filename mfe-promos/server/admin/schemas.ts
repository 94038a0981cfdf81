import { Type, type Static } from 'typebox';
import { oneOf, type Same } from '@sl/server-kit';
import type { AuditEntry, PromoAdminRow } from '../config/repository';

export const NameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 40 }) });
export const FieldParams = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 40 }),
  field: Type.String({ minLength: 1, maxLength: 40 }),
});
export const ValueBody = Type.Object(
  { value: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export const DatesBody = Type.Object(
  { from: Type.String({ minLength: 1, maxLength: 40 }), to: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
export const RoyalAscotBody = Type.Object(
  { value: oneOf(['true', 'false']) },
  { additionalProperties: false },
);
export const AuditQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) });

/** One promo as release managers see it. */
export const PromoAdminRowSchema = Type.Object({
  name: Type.String(),
  enabled: Type.Boolean(),
  hero: Type.Boolean(),
  banner: Type.Boolean(),
  sortOrder: Type.Number(),
  title: Type.String(),
  text: Type.String(),
  link: Type.String(),
  navLabel: Type.String(),
  signPostingEnabled: Type.String(),
  startDate: Type.Union([Type.String(), Type.Null()]),
  endDate: Type.Union([Type.String(), Type.Null()]),
  priority: Type.Number(),
  updatedAt: Type.String(),
});

export const AuditEntrySchema = Type.Object({
  id: Type.Number(),
  at: Type.String(),
  actor: Type.String(),
  action: Type.String(),
  target: Type.String(),
  // A changed row as it was and became: free-form JSON, written as it is.
  before: Type.Unknown(),
  after: Type.Unknown(),
});

const _row: Same<Static<typeof PromoAdminRowSchema>, PromoAdminRow> = true;
const _audit: Same<Static<typeof AuditEntrySchema>, AuditEntry> = true;
