import { entryProblems, type EntryHorseFacts, type EntryRaceConditions } from '@sl/contracts/race-history';

const horse = (over: Partial<EntryHorseFacts> = {}): EntryHorseFacts => ({
  code: 'jumps',
  age: 7,
  female: false,
  novice: false,
  chaser: true,
  rating: 150,
  ...over,
});
const race = (over: Partial<EntryRaceConditions> = {}): EntryRaceConditions => ({
  type: 'Chase',
  minAge: 5,
  maxAge: null,
  sex: 'any',
  ratingBand: null,
  ...over,
});

describe('early entry eligibility', () => {
  it('accepts a horse that fits', () => {
    expect(entryProblems(horse(), race())).toEqual([]);
    expect(
      entryProblems(horse({ code: 'flat', age: 3 }), race({ type: 'Flat', minAge: 3, maxAge: 3 })),
    ).toEqual([]);
  });

  it('turns away a horse out of training, of the other code, or of the wrong age or sex', () => {
    expect(entryProblems(horse({ code: null }), race())).toEqual(['not in training on the day of the race']);
    expect(entryProblems(horse({ code: 'flat' }), race())).toEqual([
      'races on the Flat on the day of the race',
    ]);
    expect(entryProblems(horse({ age: 4 }), race())).toContain('too young: 4 against a minimum of 5');
    expect(entryProblems(horse({ age: 5 }), race({ minAge: 4, maxAge: 4 }))).toContain(
      'too old: 5 against a maximum of 4',
    );
    expect(entryProblems(horse(), race({ sex: 'mares' }))).toEqual(['a race for mares']);
    expect(entryProblems(horse({ female: true }), race({ sex: 'mares' }))).toEqual([]);
  });

  it('keeps bumpers for young unraced-over-obstacles horses and fences for chasers', () => {
    const bumper = race({ type: 'NH Flat', minAge: 4, maxAge: 6 });
    expect(entryProblems(horse({ age: 5, novice: true, chaser: false }), bumper)).toEqual([]);
    expect(entryProblems(horse({ age: 5, novice: false, chaser: false }), bumper)).toEqual([
      'a bumper is for young horses yet to race over obstacles',
    ]);
    expect(entryProblems(horse({ chaser: false, novice: true }), race())).toEqual([
      'not ready to race over fences',
    ]);
    expect(entryProblems(horse({ chaser: false, novice: false, age: 6 }), race())).toEqual([]);
  });

  it('keeps a handicap to its rating band', () => {
    expect(entryProblems(horse({ rating: 141 }), race({ ratingBand: [0, 140] }))).toEqual([
      "rated 141, above the handicap's ceiling of 140",
    ]);
    expect(entryProblems(horse({ rating: 140 }), race({ ratingBand: [0, 140] }))).toEqual([]);
  });
});
