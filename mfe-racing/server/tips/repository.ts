import type { TipResult } from '@sl/contracts';
import type { Db } from '@sl/server-kit';
import type { TipDraft } from './pick';

export interface StoredTip {
  draft: TipDraft;
  result: TipResult;
  startingPrice: string | null;
  profit: number | null;
}

interface Row {
  draft: unknown;
  result: TipResult;
  starting_price: string | null;
  profit: string | number | null;
}

const parse = (row: Row): StoredTip => ({
  draft: (typeof row.draft === 'string' ? JSON.parse(row.draft) : row.draft) as TipDraft,
  result: row.result,
  startingPrice: row.starting_price,
  profit: row.profit === null ? null : Number(row.profit),
});

const COLUMNS = 'draft, result, starting_price, profit';

export class TipsRepository {
  constructor(private readonly db: Db) {}

  async hasDay(date: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM tip_days WHERE tip_date = $1', [date])).length > 0;
  }

  /** Stores a day's tips once: a day already held is left as it is (tips are not re-given after the off). */
  async saveDay(date: string, drafts: readonly TipDraft[], source: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx.query(
        'INSERT INTO tip_days (tip_date, source) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING tip_date',
        [date, source],
      );
      if (inserted.length === 0) return false;
      for (const d of drafts) {
        await tx.query(
          `INSERT INTO tips (tip_id, tip_date, tipster_id, race_id, off_time, nap, draft)
           VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
          [d.id, date, d.tipsterId, d.raceId, d.offTime, d.nap, JSON.stringify(d)],
        );
      }
      return true;
    });
  }

  async onDay(date: string): Promise<StoredTip[]> {
    const rows = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM tips WHERE tip_date = $1 ORDER BY off_time, race_id, tipster_id`,
      [date],
    );
    return rows.map(parse);
  }

  /** Tips from `from` to `to` (inclusive), optionally one tipster's and naps only. */
  async between(from: string, to: string, options: { tipsterId?: string; napsOnly?: boolean } = {}) {
    const rows = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM tips
        WHERE tip_date BETWEEN $1 AND $2
          AND ($3::text IS NULL OR tipster_id = $3)
          AND (NOT $4::boolean OR nap)
        ORDER BY tip_date, off_time, race_id`,
      [from, to, options.tipsterId ?? null, options.napsOnly ?? false],
    );
    return rows.map(parse);
  }

  async earliestDay(): Promise<string | null> {
    const rows = await this.db.query<{ d: string | null }>('SELECT min(tip_date)::text AS d FROM tips');
    return rows[0]?.d ?? null;
  }

  /** Pending tips whose race has gone off by `now`. */
  async pendingSince(now: Date): Promise<TipDraft[]> {
    const rows = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM tips WHERE result = 'pending' AND off_time <= $1 ORDER BY off_time`,
      [now.toISOString()],
    );
    return rows.map((r) => parse(r).draft);
  }

  async settle(
    tipId: string,
    settlement: { result: TipResult; startingPrice: string | null; profit: number | null },
    at: Date,
  ): Promise<void> {
    await this.db.query(
      `UPDATE tips SET result = $2, starting_price = $3, profit = $4, settled_at = $5
        WHERE tip_id = $1 AND result = 'pending'`,
      [tipId, settlement.result, settlement.startingPrice, settlement.profit, at.toISOString()],
    );
  }
}
