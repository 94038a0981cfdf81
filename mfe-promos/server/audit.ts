import type { Queryable } from '@sl/server-kit';

/** A value as the audit's jsonb column holds it: SQL NULL for nothing. */
const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** One audit record of a change to promos config or offers, written in the change's own transaction. */
export async function writePromoAudit(
  tx: Queryable,
  entry: { actor: string; action: string; target: string; before: unknown; after: unknown },
): Promise<void> {
  await tx.query(
    'INSERT INTO promo_audit (actor, action, target, before, after) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)',
    [entry.actor, entry.action, entry.target, json(entry.before), json(entry.after)],
  );
}
