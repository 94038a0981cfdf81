import { londonToday, type Db, type Queryable } from '@sl/server-kit';
import { hasLeagueTable } from '@sl/contracts';
import { COMPETITIONS } from './clubs';
import { TEAMS } from './teams';
import { seasonOf, seasonSchedule, worldSeed, type ScheduledMatch } from './schedule';

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
          (c.kind === 'league' || c.kind === 'european') && hasLeagueTable(c.name),
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

/**
 * The world model's version: feed keys carry it, so a data folder loaded by an older generator (round-the-clock
 * friendlies, a calendar without international breaks) is cleared and reloaded rather than mixed with this one.
 */
export const FEED_VERSION = 'v3';

/** Keys of this generator and world seed (FEED_SEED): another seed's world is another set of matches. */
const feedPrefix = () => `${FEED_VERSION}${worldSeed() ? `/${worldSeed()}` : ''}:`;

/** Drops matches written by an older generator or another seed, with their load markers, in one transaction. */
async function dropStaleFeeds(db: Db): Promise<void> {
  const keys = await db.query<{ feed_key: string }>('SELECT feed_key FROM feed_loads');
  if (keys.every((k) => k.feed_key.startsWith(feedPrefix()))) return;
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM matches');
    await tx.query('DELETE FROM feed_loads');
  });
}

/**
 * Loads the season around `now` (its leagues, cups, European nights and pre-season friendlies); already loaded
 * seasons are left alone, so calling this again (each new day) only adds what is missing.
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
      await dropStaleFeeds(this.db);
      await loadReference(this.db);
      this.reference = true;
    }
    const season = seasonOf(today);
    await loadOnce(this.db, `${feedPrefix()}season:${season}`, () => seasonSchedule(season));
    this.loaded.add(today);
  }
}
