import type { RaceCard } from '@sl/contracts';
import { listenForTest, replicaDatabasesForTest, type ReplicaDatabases } from '@sl/server-kit/testing';
import { buildRacingApp } from '../app';
import { TEST_DAY, TEST_NOW } from '../testing';
import { RacecardsRepository } from './repository';

/** Asks until `read` answers `want` or `ms` pass; answers the last reading (the expectation then says what it was). */
async function settle<T>(read: () => Promise<T>, want: T, ms: number): Promise<T> {
  const until = Date.now() + ms;
  let last = await read();
  while (last !== want && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  return last;
}

// Issue 21: two racing replicas on one PostgreSQL. Each serves race cards from memory for ten seconds; a new feed
// day written by either (or by the importer) must reach the other's readers at once, not when that runs out.
describe('race cards across two racing replicas', () => {
  let replicas: ReplicaDatabases;
  let closeApp: () => Promise<void> = async () => undefined;
  let base = '';

  beforeAll(async () => {
    replicas = await replicaDatabasesForTest('race cards across replicas');
    const app = await buildRacingApp({
      db: replicas.dbs[0]!,
      allowedOrigins: [],
      distDir: '/nonexistent',
      now: () => TEST_NOW,
    });
    app.log.level = 'silent';
    base = await listenForTest(app);
    closeApp = () => app.close();
  });
  afterAll(async () => {
    await closeApp();
    await replicas.close();
  });

  it('serves the card another replica rewrote well inside the ten seconds it would otherwise hold the old one', async () => {
    const other = new RacecardsRepository(replicas.dbs[1]!);
    const cards = await other.cardsOn(TEST_DAY);
    const race = cards[0] as RaceCard;
    const title = async () => {
      const response = await fetch(`${base}/api/horse-racing/v2/racing/race/${race.raceId}`);
      return ((await response.json()) as Array<{ title: string }>)[0]?.title;
    };
    expect(await title()).toBe(race.title);

    const renamed = cards.map((card) =>
      card.raceId === race.raceId ? { ...card, title: `${card.title} (Division II)` } : card,
    );
    await other.saveDay(TEST_DAY, renamed, 'replica-b');
    // Half the time-to-live: only the database's notice can have told this replica.
    expect(await settle(title, `${race.title} (Division II)`, 5_000)).toBe(`${race.title} (Division II)`);
  });
});
