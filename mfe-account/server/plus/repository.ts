import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '@sl/server-kit';
import type { PlusPlanId, PlusStatus, PlusSubscriptionView } from '@sl/contracts/plus';

interface Row {
  id: string;
  account_id: string;
  plan: PlusPlanId;
  status: PlusStatus;
  price_pence: number;
  started_at: string | Date;
  current_period_end: string | Date;
  cancelled_at: string | Date | null;
  provider: string;
  provider_reference: string;
  idempotency_key: string;
}

export interface PlusSubscription {
  id: string;
  accountId: string;
  plan: PlusPlanId;
  status: PlusStatus;
  pricePence: number;
  startedAt: Date;
  currentPeriodEnd: Date;
  cancelledAt: Date | null;
  provider: string;
  providerReference: string;
}

const toSubscription = (row: Row): PlusSubscription => ({
  id: row.id,
  accountId: row.account_id,
  plan: row.plan,
  status: row.status,
  pricePence: row.price_pence,
  startedAt: new Date(row.started_at),
  currentPeriodEnd: new Date(row.current_period_end),
  cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null,
  provider: row.provider,
  providerReference: row.provider_reference,
});

export const subscriptionView = (s: PlusSubscription): PlusSubscriptionView => ({
  id: s.id,
  plan: s.plan,
  status: s.status,
  startedAt: s.startedAt.toISOString(),
  currentPeriodEnd: s.currentPeriodEnd.toISOString(),
  cancelledAt: s.cancelledAt?.toISOString() ?? null,
  pricePence: s.pricePence,
});

export interface NewPlusSubscription {
  accountId: string;
  plan: PlusPlanId;
  pricePence: number;
  startedAt: Date;
  currentPeriodEnd: Date;
  provider: string;
  providerReference: string;
  idempotencyKey: string;
}

/** plus_subscriptions: reads and single-statement writes; the service wraps them in transactions. */
export class PlusRepository {
  constructor(readonly db: Db) {}

  /** Holds the member's row until the transaction ends, so one member's joins and cancels run one at a time. */
  async lockMember(tx: Queryable, accountId: string): Promise<{ complimentary: boolean } | undefined> {
    const rows = await tx.query<{ premium: boolean }>(
      'SELECT premium FROM accounts WHERE id = $1 FOR UPDATE',
      [accountId],
    );
    return rows[0] ? { complimentary: rows[0].premium } : undefined;
  }

  async byIdempotencyKey(
    tx: Queryable,
    accountId: string,
    key: string,
  ): Promise<PlusSubscription | undefined> {
    const rows = await tx.query<Row>(
      'SELECT * FROM plus_subscriptions WHERE account_id = $1 AND idempotency_key = $2',
      [accountId, key],
    );
    return rows[0] ? toSubscription(rows[0]) : undefined;
  }

  /** The subscription that gives access at `now` (active, or cancelled with paid time left), if any. */
  async current(tx: Queryable, accountId: string, now: Date): Promise<PlusSubscription | undefined> {
    const rows = await tx.query<Row>(
      `SELECT * FROM plus_subscriptions WHERE account_id = $1 AND current_period_end > $2
       ORDER BY (status = 'active') DESC, current_period_end DESC LIMIT 1`,
      [accountId, now.toISOString()],
    );
    return rows[0] ? toSubscription(rows[0]) : undefined;
  }

  async active(tx: Queryable, accountId: string): Promise<PlusSubscription | undefined> {
    const rows = await tx.query<Row>(
      `SELECT * FROM plus_subscriptions WHERE account_id = $1 AND status = 'active'`,
      [accountId],
    );
    return rows[0] ? toSubscription(rows[0]) : undefined;
  }

  async insert(tx: Queryable, input: NewPlusSubscription): Promise<PlusSubscription> {
    const rows = await tx.query<Row>(
      `INSERT INTO plus_subscriptions (id, account_id, plan, status, price_pence, started_at, current_period_end,
         provider, provider_reference, idempotency_key)
       VALUES ($1, $2, $3, 'active', $4, $5, $6, $7, $8, $9) RETURNING *`,
      [
        randomUUID(),
        input.accountId,
        input.plan,
        input.pricePence,
        input.startedAt.toISOString(),
        input.currentPeriodEnd.toISOString(),
        input.provider,
        input.providerReference,
        input.idempotencyKey,
      ],
    );
    const row = rows[0];
    if (!row) throw new Error('plus subscription insert returned nothing');
    return toSubscription(row);
  }

  async markCancelled(tx: Queryable, id: string, at: Date): Promise<PlusSubscription> {
    const rows = await tx.query<Row>(
      `UPDATE plus_subscriptions SET status = 'cancelled', cancelled_at = $2 WHERE id = $1 RETURNING *`,
      [id, at.toISOString()],
    );
    const row = rows[0];
    if (!row) throw new Error(`plus subscription ${id} vanished`);
    return toSubscription(row);
  }

  async extend(tx: Queryable, id: string, periodEnd: Date): Promise<void> {
    await tx.query('UPDATE plus_subscriptions SET current_period_end = $2 WHERE id = $1', [
      id,
      periodEnd.toISOString(),
    ]);
  }

  /**
   * Takes one due subscription for renewal: its row, locked for the transaction, if it is still active and still
   * due now. A replica already renewing it holds the lock, and this one skips it (SKIP LOCKED) rather than wait and
   * charge the same period again; one that finished moved the period end, so it is no longer due.
   */
  async claimDue(tx: Queryable, id: string, now: Date): Promise<PlusSubscription | undefined> {
    const rows = await tx.query<Row>(
      `SELECT * FROM plus_subscriptions WHERE id = $1 AND status = 'active' AND current_period_end <= $2
       FOR UPDATE SKIP LOCKED`,
      [id, now.toISOString()],
    );
    return rows[0] ? toSubscription(rows[0]) : undefined;
  }

  /** Active subscriptions whose paid period has run out (one member's, or everybody's). */
  async due(now: Date, accountId?: string): Promise<PlusSubscription[]> {
    const rows = await this.db.query<Row>(
      `SELECT * FROM plus_subscriptions WHERE status = 'active' AND current_period_end <= $1
       AND ($2::text IS NULL OR account_id = $2) ORDER BY current_period_end LIMIT 500`,
      [now.toISOString(), accountId ?? null],
    );
    return rows.map(toSubscription);
  }
}
