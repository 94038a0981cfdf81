import { randomUUID } from 'node:crypto';
import type { Db } from '@sl/server-kit';
import type { Subscription, SubscriptionItem, SubscriptionType } from '@sl/contracts';

interface Row {
  id: string;
  account_id: string;
  subscription_type: SubscriptionType;
  subscription_id: string;
  display_text: string;
}

const toSubscription = (row: Row): Subscription => ({
  server_subscription_id: row.id,
  subscription_type: row.subscription_type,
  subscription_id: row.subscription_id,
  display_text: row.display_text,
});

export type DeleteOutcome = 'deleted' | 'not-found' | 'not-yours';

/** The member's follows. Every write is one statement or one transaction, so races lose and duplicate nothing. */
export class SubscriptionsRepository {
  constructor(private readonly db: Db) {}

  async search(accountId: string, types: SubscriptionType[]): Promise<Subscription[]> {
    const rows = await this.db.query<Row>(
      `SELECT * FROM subscriptions WHERE account_id = $1 AND subscription_type = ANY($2::text[])
       ORDER BY created_at, id`,
      [accountId, types],
    );
    return rows.map(toSubscription);
  }

  /**
   * Follows each item; an existing follow keeps its row and server id (its display text is refreshed).
   * All items or none: one transaction.
   */
  async follow(
    accountId: string,
    items: SubscriptionItem[],
    pushIds: string[] = [],
  ): Promise<Subscription[]> {
    return this.db.transaction(async (tx) => {
      const saved: Subscription[] = [];
      for (const item of items) {
        const rows = await tx.query<Row>(
          `INSERT INTO subscriptions (id, account_id, subscription_type, subscription_id, display_text)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT ON CONSTRAINT subscriptions_one_follow
           DO UPDATE SET display_text = EXCLUDED.display_text
           RETURNING *`,
          [randomUUID(), accountId, item.subscription_type, item.subscription_id, item.display_text],
        );
        if (rows[0]) saved.push(toSubscription(rows[0]));
      }
      await this.rememberDevices(tx, accountId, pushIds);
      return saved;
    });
  }

  async rememberDevices(tx: Pick<Db, 'query'>, accountId: string, pushIds: string[]): Promise<void> {
    for (const pushId of new Set(pushIds)) {
      await tx.query(
        `INSERT INTO subscription_devices (account_id, push_id) VALUES ($1, $2)
         ON CONFLICT (account_id, push_id) DO UPDATE SET seen_at = now()`,
        [accountId, pushId],
      );
    }
  }

  /** Deletes the member's own follow; tells apart a follow that is gone from one that belongs to someone else. */
  async unfollow(accountId: string, serverId: string): Promise<DeleteOutcome> {
    const deleted = await this.db.query<{ id: string }>(
      'DELETE FROM subscriptions WHERE id = $1 AND account_id = $2 RETURNING id',
      [serverId, accountId],
    );
    if (deleted.length > 0) return 'deleted';
    const other = await this.db.query('SELECT 1 FROM subscriptions WHERE id = $1', [serverId]);
    return other.length > 0 ? 'not-yours' : 'not-found';
  }
}
