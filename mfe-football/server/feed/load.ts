import { addDays, londonToday, type Db, type Queryable } from '@sl/server-kit';
import { hasLeagueTable } from '@sl/contracts';
import { COMPETITIONS } from './clubs';
import { TEAMS } from './teams';
import { friendliesOn, seasonOf, seasonSchedule, type ScheduledMatch } from './schedule';

const BATCH = 400;

async function insertMatches(tx: Queryable, matches: readonly ScheduledMatch[]) {
  for (let i = 0; i < matches.length; i += BATCH) {
    const chunk = matches.slice(i, i + BATCH);
    const params: unknown[] = [];
    const rows = chunk.map((m) => {
      const base = params.length;
      params.push(
        m.id,
        m.competitionId,
        m.matchDate,
        m.kickOff.toISOString(),
        m.homeTeamId,
        m.awayTeamId,
        m.roundType,
        m.roundNumber,
        m.group,
        m.knockout,
      );
      return `(${Array.from({ length: 10 }, (_, k) => `$${base + k + 1}`).join(', ')})`;
    });
    await tx.query(
      `INSERT INTO matches (id, competition_id, match_date, kick_off, home_team_id, away_team_id, round_type,
         round_number, grp, knockout) VALUES ${rows.join(', ')} ON CONFLICT (id) DO NOTHING`,
      params,
    );
  }
}

async function loadOnce(db: Db, key: string, matches: () => ScheduledMatch[]): Promise<boolean> {
  const done = await db.query('SELECT 1 FROM feed_loads WHERE feed_key = $1', [key]);
  if (done.length) return false;
  // A feed load is all or nothing: the marker row is written in the same transaction as its matches.
  await db.transaction(async (tx) => {
    await insertMatches(tx, matches());
    await tx.query('INSERT INTO feed_loads (feed_key) VALUES ($1) ON CONFLICT DO NOTHING', [key]);
  });
  return true;
}

async function loadReference(db: Db) {
  await db.transaction(async (tx) => {
    for (const c of COMPETITIONS) {
      await tx.query(
        // The priority list is reference data: a data folder seeded by an older build takes the current order.
        `INSERT INTO competitions (id, name, sort_order, kind, has_table) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET sort_order = EXCLUDED.sort_order`,
        [
          c.id,
          c.name,
          c.sortOrder,
          c.kind,
          c.kind !== 'friendly' && c.kind !== 'cup' && hasLeagueTable(c.name),
        ],
      );
    }
    for (let i = 0; i < TEAMS.length; i += BATCH) {
      const chunk = TEAMS.slice(i, i + BATCH);
      const params: unknown[] = [];
      const rows = chunk.map((t) => {
        const base = params.length;
        params.push(t.id, t.name, t.abbrev, t.competitionId, t.group);
        return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5})`;
      });
      await tx.query(
        `INSERT INTO teams (id, name, abbrev, competition_id, grp) VALUES ${rows.join(', ')} ON CONFLICT (id) DO NOTHING`,
        params,
      );
    }
  });
}

/** Days of round-the-clock friendlies kept ahead of (and just behind) today. */
const FRIENDLY_DAYS_BEHIND = 3;
const FRIENDLY_DAYS_AHEAD = 14;

/**
 * Loads what the feed has for the season around `now` and the friendlies near it; already loaded parts are left
 * alone, so calling this again (each new day) only adds what is missing.
 */
export class FootballFeed {
  private readonly loaded = new Set<string>();
  private reference = false;

  constructor(private readonly db: Db) {}

  private readonly inflight = new Map<string, Promise<void>>();

  /** Concurrent callers share one load per day. */
  ensure(now: Date): Promise<void> {
    const today = londonToday(now);
    if (this.loaded.has(today)) return Promise.resolve();
    let pending = this.inflight.get(today);
    if (!pending) {
      pending = this.load(today).finally(() => this.inflight.delete(today));
      this.inflight.set(today, pending);
    }
    return pending;
  }

  private async load(today: string): Promise<void> {
    if (!this.reference) {
      await loadReference(this.db);
      this.reference = true;
    }
    const season = seasonOf(today);
    await loadOnce(this.db, `season:${season}`, () => seasonSchedule(season));
    for (let offset = -FRIENDLY_DAYS_BEHIND; offset <= FRIENDLY_DAYS_AHEAD; offset++) {
      const date = addDays(today, offset);
      await loadOnce(this.db, `friendlies:${date}`, () => friendliesOn(date));
    }
    this.loaded.add(today);
  }
}
