import { addDays, londonInstant, londonToday, type Db } from '@sl/server-kit';
import { type Tip } from '@sl/contracts';
import { seasonStart } from '@sl/contracts/tip-records';
import { scheduledMatch, settlementOf, tipCandidates, tipMatch } from './context';
import { footballTips } from './picks';
import { settleFootballTip } from './settle';

/** Tips are given this many days ahead. */
const TIPS_DAYS_AHEAD = 3;
/** Records reach back to the start of the tipping season, and at least this many days. */
const MIN_HISTORY_DAYS = 30;

interface TipRow {
  tip: Tip | string;
}

const parse = (row: TipRow): Tip => (typeof row.tip === 'string' ? (JSON.parse(row.tip) as Tip) : row.tip);

/**
 * Football tips, stored once given (a tip never changes after the day it was made for) and settled from the
 * match clock's final scores as they come in.
 */
export class FootballTips {
  private readonly made = new Set<string>();
  private readonly inflight = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    /** The first day tips are kept from; by default the tipping season's start (at least 30 days back). */
    private readonly historyFrom?: (today: string) => string,
  ) {}

  today(): string {
    return londonToday(this.now());
  }

  /** The first and last days tips are given for. */
  range(): { from: string; to: string } {
    const today = this.today();
    const season = seasonStart('football', today);
    const floor = addDays(today, -MIN_HISTORY_DAYS);
    const from = this.historyFrom ? this.historyFrom(today) : season < floor ? season : floor;
    return { from, to: addDays(today, TIPS_DAYS_AHEAD) };
  }

  /** Gives a day's tips once (as the tipsters saw the matches at the start of that day) and stores them. */
  private ensureDay(date: string): Promise<void> {
    if (this.made.has(date)) return Promise.resolve();
    let pending = this.inflight.get(date);
    if (!pending) {
      pending = this.make(date).finally(() => this.inflight.delete(date));
      this.inflight.set(date, pending);
    }
    return pending;
  }

  private async make(date: string): Promise<void> {
    const done = await this.db.query('SELECT 1 FROM football_tip_days WHERE tip_date = $1', [date]);
    if (!done.length) {
      const asOf = londonInstant(date, 0, 0);
      const tips = footballTips(
        date,
        tipCandidates(date).map((m) => tipMatch(m, asOf)),
      );
      await this.db.transaction(async (tx) => {
        for (const tip of tips)
          await tx.query(
            `INSERT INTO football_tips (id, tip_date, tipster_id, result, tip) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (id) DO NOTHING`,
            [tip.id, date, tip.tipster.id, tip.result, JSON.stringify(tip)],
          );
        await tx.query('INSERT INTO football_tip_days (tip_date) VALUES ($1) ON CONFLICT DO NOTHING', [date]);
      });
    }
    this.made.add(date);
  }

  /** Settles the pending tips among `tips` whose matches are over, storing the results. */
  private async settle(tips: Tip[]): Promise<Tip[]> {
    const now = this.now();
    const outcomeOf = (date: string) => (matchId: string) => {
      const m = scheduledMatch(Number(matchId), date);
      return m ? settlementOf(m, now) : { state: 'void' as const };
    };
    const out: Tip[] = [];
    for (const tip of tips) {
      if (tip.result !== 'pending') {
        out.push(tip);
        continue;
      }
      const settled = settleFootballTip(tip, outcomeOf(tip.date));
      const next: Tip = { ...tip, ...settled };
      const legsMoved = JSON.stringify(next.legs) !== JSON.stringify(tip.legs);
      if (next.result !== 'pending' || legsMoved)
        await this.db.query('UPDATE football_tips SET result = $2, tip = $3 WHERE id = $1', [
          tip.id,
          next.result,
          JSON.stringify(next),
        ]);
      out.push(next);
    }
    return out;
  }

  /** Tips from `from` to `to` (inclusive, within the range tips are given for), settled as of now. */
  async between(from: string, to: string): Promise<Tip[]> {
    for (let d = from; d <= to; d = addDays(d, 1)) await this.ensureDay(d);
    const rows = await this.db.query<TipRow>(
      'SELECT tip FROM football_tips WHERE tip_date >= $1 AND tip_date <= $2 ORDER BY tip_date, id',
      [from, to],
    );
    const tips = await this.settle(rows.map(parse));
    return tips.sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.event.startTime.localeCompare(b.event.startTime) ||
        a.id.localeCompare(b.id),
    );
  }
}
