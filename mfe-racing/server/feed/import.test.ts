import { jest } from '@jest/globals';
import { testDatabases } from '@sl/server-kit/testing';
import { migrate } from '@sl/server-kit';
import { racingMigrations } from '../migrations';
import { RacecardsRepository } from '../racecards/repository';
import { VALID_DAY_DATE, entryAt, raceAt, validDay } from './fixtures/valid-day';
import { generateFeedDay } from './generate';
import { FeedImportError, importFeedDay, parseFeedFile } from './import';
import { RULE_NAMES } from './invariants';
import type { Day } from './invariants';

const DAY = VALID_DAY_DATE;
const fileText = (mutate?: (file: Day) => void) => {
  const file = validDay();
  mutate?.(file);
  return JSON.stringify(file);
};
const problemsOf = (text: string, rules?: Parameters<typeof parseFeedFile>[1]): string[] => {
  try {
    parseFeedFile(text, rules);
  } catch (error) {
    if (error instanceof FeedImportError) return error.problems;
    throw error;
  }
  return [];
};
/** A jockey on two horses in the Ascot hurdle. */
const twoRides = (f: Day) => {
  Object.assign(entryAt(f, 0, 1), { jockeyFullName: 'Tom Ashby', jockeyCode: '000000800001' });
};
/** The Wolverhampton handicap's third placed fourth. */
const gapInResult = (f: Day) => {
  const third = raceAt(f, 2).result?.placings[2];
  if (third) third.position = 4;
};

describe('parseFeedFile', () => {
  it('accepts a valid day in the spec shapes', () => {
    expect(parseFeedFile(fileText()).races).toHaveLength(4);
    expect(parseFeedFile(fileText(), RULE_NAMES).races).toHaveLength(4);
  });

  it('accepts days from the world model under every rule (a winter and a summer day)', () => {
    for (const day of ['2027-01-10', '2027-06-12']) {
      const { date, races } = generateFeedDay(day);
      expect(parseFeedFile(JSON.stringify({ date, races })).races).toHaveLength(races.length);
    }
  });

  it("holds files to the world's rules unless told otherwise", () => {
    expect(problemsOf(fileText(gapInResult))).toEqual([
      'race 20261121091 (Wolverhampton 17:00): finishing positions 1, 2, 4, 4 are not 1 to 4 in order',
    ]);
    expect(problemsOf(fileText(twoRides))).toEqual([
      'race 20261121021 (Ascot 12:40): jockey Tom Ashby rides 2 horses (Storm Harbour, Kilcash Lad)',
    ]);
  });

  it('names what is wrong with a bad file', () => {
    expect(() => parseFeedFile('{not json')).toThrow(/not JSON/);
    expect(() => parseFeedFile(fileText((f) => (entryAt(f, 0, 0).horseCode = '123')))).toThrow(/horseCode/);
    expect(() =>
      parseFeedFile(fileText((f) => raceAt(f, 0).entries.forEach((e) => (e.topRated = false)))),
    ).toThrow(/race 20261121021 \(Ascot 12:40\): 0 entries are topRated/);
    expect(() => parseFeedFile(fileText((f) => (f.date = '2026-02-30')))).toThrow(/calendar date/);
    expect(() => parseFeedFile(fileText((f) => (f.date = '2026-11-22')))).toThrow(
      /meetingDate is not 2026-11-22/,
    );
    expect(() => parseFeedFile(fileText((f) => (entryAt(f, 1, 4).entryNumber = 7)))).toThrow(
      /dropped-out Long Furrow must have entryNumber 0/,
    );
    expect(() => parseFeedFile(fileText((f) => (raceAt(f, 3).raceId = raceAt(f, 0).raceId)))).toThrow(
      /the race id appears twice/,
    );
    // A result is in one of the spec's racing states (RESULT, WEIGHEDIN, FINISHED), never DORMANT or made up.
    for (const state of ['DORMANT', 'OFF'])
      expect(() =>
        parseFeedFile(fileText((f) => ((raceAt(f, 0).result as { state: string }).state = state))),
      ).toThrow(/\/races\/0\/result/);
    expect(
      problemsOf(fileText((f) => ((raceAt(f, 0) as { raceNumber: unknown }).raceNumber = 'one'))),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/\/races\/0\/raceNumber/)]));
  });

  it('lists at most 20 problems in its message, with the count of the rest', () => {
    const tooLight = fileText((f) => f.races.forEach((r) => r.entries.forEach((e) => (e.weight = '5-0'))));
    try {
      parseFeedFile(tooLight, RULE_NAMES);
      throw new Error('no error');
    } catch (error) {
      expect(error).toBeInstanceOf(FeedImportError);
      const { problems, message } = error as FeedImportError;
      expect(problems).toHaveLength(16);
      expect(message.split('\n')[0]).toBe(
        'The racing feed file is not valid (16 problems; nothing was imported):',
      );
    }
    const many = fileText((f) => {
      for (const race of f.races) race.entries.forEach((e) => ((e.weight = '5-0'), (e.age = 1)));
    });
    try {
      parseFeedFile(many, RULE_NAMES);
      throw new Error('no error');
    } catch (error) {
      const { problems, message } = error as FeedImportError;
      expect(problems).toHaveLength(32);
      const lines = message.split('\n');
      expect(lines.filter((line) => line.startsWith('  - '))).toHaveLength(20);
      expect(lines.at(-1)).toBe('  … and 12 more');
    }
  });

  it('checks the file before writing anything', async () => {
    const saveDay = jest.fn(async () => undefined);
    const repo = { saveDay } as unknown as RacecardsRepository;
    await expect(importFeedDay(repo, fileText(gapInResult))).rejects.toThrow(FeedImportError);
    await expect(importFeedDay(repo, fileText(twoRides))).rejects.toThrow(/rides 2 horses/);
    expect(saveDay).not.toHaveBeenCalled();
    await importFeedDay(repo, fileText());
    expect(saveDay).toHaveBeenCalledTimes(1);
  });
});

describe.each(testDatabases())('importFeedDay on $label', ({ open }) => {
  it('writes a whole day, replaces it on a second import, and writes nothing for a bad file', async () => {
    const db = await open();
    try {
      await migrate(db, racingMigrations);
      const repo = new RacecardsRepository(db);
      expect(await importFeedDay(repo, fileText())).toEqual({ date: DAY, races: 4 });
      const held = await repo.day(DAY);
      expect(held.map((m) => [m.courseName, m.races.map((r) => r.title)])).toEqual([
        ['Ascot', ['Coral Novices Hurdle', 'Betfair Handicap Chase']],
        ['Wolverhampton', ['Unibet Handicap', 'Betfair Maiden Stakes']],
      ]);
      const renamed = fileText((f) => f.races.forEach((r) => (r.title = `Imported ${r.title}`)));
      await importFeedDay(repo, renamed);
      const titles = (await repo.day(DAY)).flatMap((m) => m.races.map((r) => r.title));
      expect(titles.every((t) => t.startsWith('Imported'))).toBe(true);

      // A file breaking an invariant: rejected with the problem named, and the day held is unchanged.
      const before = await repo.day(DAY);
      const broken = fileText((f) => {
        f.races.forEach((r) => (r.title = `Broken ${r.title}`));
        gapInResult(f);
      });
      await expect(importFeedDay(repo, broken)).rejects.toThrow(
        /race 20261121091 \(Wolverhampton 17:00\): finishing positions 1, 2, 4, 4/,
      );
      expect(await repo.day(DAY)).toEqual(before);

      // A new date breaking an invariant is not held at all.
      const other = fileText((f) => {
        f.date = '2026-11-22';
        f.races.forEach((r) => (r.meetingDate = '2026-11-22T00:00:00.000Z'));
        twoRides(f);
      });
      await expect(importFeedDay(repo, other, RULE_NAMES)).rejects.toThrow(/jockey Tom Ashby rides 2 horses/);
      expect(await repo.hasDay('2026-11-22')).toBe(false);
      expect(await repo.day('2026-11-22')).toEqual([]);

      // A day the rules pass but the database refuses (the last race repeats the first race's id) is rolled back.
      const clash = JSON.parse(fileText((f) => (f.date = '2026-11-23'))) as Day;
      await expect(repo.saveDay('2026-11-23', [...clash.races, clash.races[0]!], 'import')).rejects.toThrow();
      expect(await repo.hasDay('2026-11-23')).toBe(false);
    } finally {
      await db.close();
    }
  });
});
