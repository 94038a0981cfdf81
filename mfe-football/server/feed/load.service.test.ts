import { migrate, type Db } from '@sl/server-kit';
import { testDatabases } from '@sl/server-kit/testing';
import { footballMigrations } from '../migrations';
import { FEED_VERSION, FootballFeed } from './load';
import { seasonSchedule } from './schedule';

const NOW = new Date('2026-11-21T15:40:00Z');

describe.each(testDatabases())('football feed load on $label', ({ open }) => {
  let db: Db;

  beforeAll(async () => {
    db = await open();
    await migrate(db, footballMigrations);
  });
  afterAll(() => db.close());

  it('replaces a data folder loaded by the old generator (round-the-clock friendlies) with the season model', async () => {
    // A data folder as the old build left it: its reference rows, one old friendly and its load markers.
    await new FootballFeed(db).ensure(NOW);
    await db.query('DELETE FROM matches');
    await db.query('DELETE FROM feed_loads');
    await db.query(
      `INSERT INTO matches (id, competition_id, match_date, kick_off, home_team_id, away_team_id, round_type,
         round_number, grp, knockout) VALUES (2026112203, 31, '2026-11-22', '2026-11-22T03:00:00Z', 1000, 1001,
         'Friendly', 1, NULL, false)`,
    );
    await db.query(`INSERT INTO feed_loads (feed_key) VALUES ('season:2026'), ('friendlies:2026-11-22')`);

    await new FootballFeed(db).ensure(NOW);
    const ids = await db.query<{ id: string | number }>('SELECT id FROM matches');
    expect(ids.some((r) => Number(r.id) === 2026112203)).toBe(false);
    expect(ids).toHaveLength(seasonSchedule(2026).length);
    const keys = await db.query<{ feed_key: string }>('SELECT feed_key FROM feed_loads');
    expect(keys.map((k) => k.feed_key)).toEqual([`${FEED_VERSION}:season:2026`]);
  });
});
