import type { RaceCardEntry } from './racecard';
import { formSortValue, sortRunners } from './sorting';

function entry(over: Partial<RaceCardEntry> & { horseName: string }): RaceCardEntry {
  return {
    meetingDate: '2026-11-22',
    courseId: 1,
    raceNumber: 1,
    horseCode: '000000000001',
    jockeyFullName: '',
    jockeyCode: '',
    trainerFullName: '',
    trainerCode: '',
    statusDescription: 'Runner',
    statusId: 21,
    entryNumber: 1,
    draw: 0,
    age: 5,
    weight: '11-0',
    form: '',
    formPosition: 999,
    currentOdds: '',
    bookmakerOdds: [],
    horse: { horseCode: '000000000001', performances: [] },
    ...over,
  };
}

const names = (list: RaceCardEntry[]) => list.map((e) => e.horseName);

const A = entry({
  horseName: 'Alpha',
  entryNumber: 3,
  draw: 2,
  currentOdds: '5/1',
  formPosition: 2,
  ratingStars: 1,
});
const B = entry({
  horseName: 'Bravo',
  entryNumber: 1,
  draw: 3,
  currentOdds: '2/1',
  formPosition: 999,
  ratingStars: 5,
});
const C = entry({
  horseName: 'Charlie',
  entryNumber: 2,
  draw: 1,
  currentOdds: '10/11',
  formPosition: 1,
  ratingStars: 3,
});
const NR = entry({ horseName: 'Aardvark', entryNumber: 0, statusId: 39, ratingStars: 5, currentOdds: '1/5' });
const all = [A, B, C, NR];

describe('sortRunners', () => {
  it('sorts by cloth, odds, draw, name and stars (descending), dropped-out entries last', () => {
    expect(names(sortRunners(all, 'cloth'))).toEqual(['Bravo', 'Charlie', 'Alpha', 'Aardvark']);
    expect(names(sortRunners(all, 'odds'))).toEqual(['Charlie', 'Bravo', 'Alpha', 'Aardvark']);
    expect(names(sortRunners(all, 'draw'))).toEqual(['Charlie', 'Alpha', 'Bravo', 'Aardvark']);
    expect(names(sortRunners(all, 'name'))).toEqual(['Alpha', 'Bravo', 'Charlie', 'Aardvark']);
    expect(names(sortRunners(all, 'stars'))).toEqual(['Bravo', 'Charlie', 'Alpha', 'Aardvark']);
  });
  it('sorts by form with 999 counting as 0', () => {
    expect(formSortValue(999)).toBe(0);
    expect(formSortValue(4)).toBe(4);
    expect(names(sortRunners(all, 'form'))).toEqual(['Bravo', 'Charlie', 'Alpha', 'Aardvark']);
  });
  it('puts unpriced runners after priced ones and does not change the input', () => {
    const unpriced = entry({ horseName: 'Delta', entryNumber: 4, currentOdds: '' });
    const list = [unpriced, A];
    expect(names(sortRunners(list, 'odds'))).toEqual(['Alpha', 'Delta']);
    expect(names(list)).toEqual(['Delta', 'Alpha']);
  });
});
