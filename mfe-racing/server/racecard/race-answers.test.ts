import type { RaceCard } from '@sl/contracts';
import { RaceAnswers } from './race-answers';
import { prepareAnswer } from '@sl/server-kit';

/** A repository stand-in that counts reads and lets the test write (bump the version) and edit the stored card. */
function repoWith(card: RaceCard | null) {
  const repo = {
    version: 0,
    reads: 0,
    stored: card,
    race: async () => {
      repo.reads += 1;
      return repo.stored;
    },
  };
  return repo;
}

const card = (title: string) => ({ raceId: 7, title }) as unknown as RaceCard;

describe('RaceAnswers', () => {
  it('reads a card once per ten seconds, and keeps the answers serialized from it until then', async () => {
    let now = 0;
    const repo = repoWith(card('2m Novices Hurdle'));
    const answers = new RaceAnswers(repo, () => now);
    const first = await answers.race(7);
    first.answers.set('free', prepareAnswer('[{"title":"2m Novices Hurdle"}]'));
    now = 9_999;
    expect(await answers.race(7)).toBe(first);
    expect(repo.reads).toBe(1);

    repo.stored = card('2m Novices Hurdle (Class 3)');
    now = 10_000;
    const second = await answers.race(7);
    expect(repo.reads).toBe(2);
    expect(second.card?.title).toBe('2m Novices Hurdle (Class 3)');
    expect(second.answers.size).toBe(0);
  });

  it('reads again at once after a write through the repository (a new feed day, an import)', async () => {
    const repo = repoWith(card('Handicap Chase'));
    const answers = new RaceAnswers(repo, () => 0);
    await answers.race(7);
    repo.stored = card('Handicap Chase (abandoned)');
    repo.version += 1;
    expect((await answers.race(7)).card?.title).toBe('Handicap Chase (abandoned)');
    expect(repo.reads).toBe(2);
  });

  it('remembers a race it does not know only as long as one it does', async () => {
    const repo = repoWith(null);
    const answers = new RaceAnswers(repo, () => 0);
    expect((await answers.race(99)).card).toBeNull();
    await answers.race(99);
    expect(repo.reads).toBe(1);
  });
});
