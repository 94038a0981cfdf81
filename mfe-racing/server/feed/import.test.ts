import { testDatabases } from '@sl/server-kit/testing';
import { migrate } from '@sl/server-kit';
import { racingMigrations } from '../migrations';
import { RacecardsRepository } from '../racecards/repository';
import { generateFeedDay } from './generate';
import { FeedImportError, importFeedDay, parseFeedFile } from './import';

const DAY = '2027-01-10';
const fileText = (mutate?: (file: ReturnType<typeof clone>) => void) => {
  const file = clone();
  mutate?.(file);
  return JSON.stringify(file);
};
const clone = () => {
  const { date, races } = generateFeedDay(DAY);
  return JSON.parse(JSON.stringify({ date, races })) as {
    date: string;
    races: ReturnType<typeof generateFeedDay>['races'];
  };
};

describe('parseFeedFile', () => {
  it('accepts a day in the spec shapes', () => {
    expect(parseFeedFile(fileText()).races).toHaveLength(generateFeedDay(DAY).races.length);
  });
  it('names what is wrong with a bad file', () => {
    expect(() => parseFeedFile('{not json')).toThrow(/not JSON/);
    expect(() =>
      parseFeedFile(
        fileText((f) => ((f.races[0] as { entries: { horseCode: string }[] }).entries[0]!.horseCode = '123')),
      ),
    ).toThrow(/horseCode/);
    expect(() =>
      parseFeedFile(fileText((f) => f.races[0]!.entries.forEach((e) => (e.topRated = false)))),
    ).toThrow(/0 entries are topRated/);
    expect(() => parseFeedFile(fileText((f) => (f.date = '2027-02-30')))).toThrow(
      /calendar date|meetingDate/,
    );
    const withRunner = fileText((f) => {
      const dropped = f.races.flatMap((r) => r.entries).find((e) => e.statusId !== 21);
      if (dropped) dropped.entryNumber = 7;
    });
    expect(() => parseFeedFile(withRunner)).toThrow(/must have entryNumber 0/);
    // A result is in one of the spec's racing states (RESULT, WEIGHEDIN, FINISHED), never DORMANT or made up.
    for (const state of ['DORMANT', 'OFF'])
      expect(() =>
        parseFeedFile(fileText((f) => ((f.races[0]!.result as { state: string }).state = state))),
      ).toThrow(/\/races\/0\/result/);
    try {
      parseFeedFile(fileText((f) => ((f.races[0] as { raceNumber: unknown }).raceNumber = 'one')));
      throw new Error('no error');
    } catch (error) {
      expect(error).toBeInstanceOf(FeedImportError);
      expect((error as FeedImportError).problems.join('\n')).toMatch(/\/races\/0\/raceNumber/);
    }
  });
});

describe.each(testDatabases())('importFeedDay on $label', ({ open }) => {
  it('writes a whole day, replaces it on a second import, and writes nothing for a bad file', async () => {
    const db = await open();
    try {
      await migrate(db, racingMigrations);
      const repo = new RacecardsRepository(db);
      expect(await importFeedDay(repo, fileText())).toEqual({
        date: DAY,
        races: generateFeedDay(DAY).races.length,
      });
      expect(await repo.day(DAY)).toEqual(generateFeedDay(DAY).meetings);
      const renamed = fileText((f) => f.races.forEach((r) => (r.title = `Imported ${r.raceNumber}`)));
      await importFeedDay(repo, renamed);
      expect(
        (await repo.day(DAY))
          .flatMap((m) => m.races.map((r) => r.title))
          .every((t) => t.startsWith('Imported')),
      ).toBe(true);

      const other = '2027-01-11';
      const { races } = generateFeedDay(other);
      const broken = JSON.parse(JSON.stringify({ date: other, races }));
      // Valid to the schema but the last race repeats the first race's id: the insert fails part way through.
      broken.races[broken.races.length - 1].raceId = broken.races[0].raceId;
      await expect(importFeedDay(repo, JSON.stringify(broken))).rejects.toThrow(/appears twice/);
      await expect(repo.saveDay(other, broken.races, 'import')).rejects.toThrow();
      expect(await repo.day(other)).toEqual([]);
      expect(await repo.hasDay(other)).toBe(false);
    } finally {
      await db.close();
    }
  }, 60_000);
});
