import { entryAt, raceAt } from '../fixtures/valid-day';
import { problemsAfter } from './testing';
import { parseWeight } from './weights';

describe('weights', () => {
  it('parses st-lb into pounds', () => {
    expect(parseWeight('11-4')).toBe(158);
    expect(parseWeight('7-7')).toBe(105);
    expect(parseWeight('9-14')).toBeNull();
    expect(parseWeight('11st 4lb')).toBeNull();
  });

  it('jumps weights are 10-0 to 12-7', () => {
    expect(problemsAfter((d) => (entryAt(d, 1, 3).weight = '10-0'))).toEqual([]);
    expect(problemsAfter((d) => (entryAt(d, 1, 0).weight = '12-7'))).toEqual([]);
    expect(problemsAfter((d) => (entryAt(d, 1, 3).weight = '9-13'))).toEqual([
      'race 20261121022 (Ascot 13:15): Saltmarsh (jockey Sam Fairley) carries 9-13 in a Chase race (10-0 to 12-7)',
    ]);
    expect(problemsAfter((d) => (entryAt(d, 0, 0).weight = '12-8'))).toEqual([
      'race 20261121021 (Ascot 12:40): Storm Harbour (jockey Tom Ashby) carries 12-8 in a Hurdle race (10-0 to 12-7)',
    ]);
  });

  it('NH flat weights are 10-0 to 12-0', () => {
    const bumper = (weight: string) =>
      problemsAfter((d) => {
        raceAt(d, 0).title = 'Coral Standard Open National Hunt Flat Race';
        raceAt(d, 0).result = null;
        entryAt(d, 0, 0).weight = weight;
      });
    expect(bumper('12-0')).toEqual([]);
    expect(bumper('12-1')).toEqual([
      'race 20261121021 (Ascot 12:40): Storm Harbour (jockey Tom Ashby) carries 12-1 in a NH Flat race (10-0 to 12-0)',
    ]);
  });

  it('flat weights are 7-7 to 10-2, and a weight is st-lb', () => {
    expect(problemsAfter((d) => (entryAt(d, 2, 0).weight = '10-2'))).toEqual([]);
    expect(problemsAfter((d) => (entryAt(d, 2, 0).weight = '10-3'))).toEqual([
      'race 20261121091 (Wolverhampton 17:00): Golden Sextant (jockey Hollie Carver) carries 10-3 in a Flat race (7-7 to 10-2)',
    ]);
    expect(problemsAfter((d) => (entryAt(d, 2, 3).weight = '7-6'))).toEqual([
      'race 20261121091 (Wolverhampton 17:00): Amber Quay (jockey Tom Ashby) carries 7-6 in a Flat race (7-7 to 10-2)',
    ]);
    expect(problemsAfter((d) => (entryAt(d, 3, 1).weight = '9st'))).toEqual([
      'race 20261121092 (Wolverhampton 17:30): Harbour Light (jockey Luke Morrow) has weight "9st", not st-lb',
    ]);
  });
});

describe('ages', () => {
  it('flat from 2, hurdles from 3, chases from 4, NH flat 4 to 7', () => {
    expect(problemsAfter((d) => (entryAt(d, 3, 0).age = 1))).toEqual([
      'race 20261121092 (Wolverhampton 17:30): Silent Reed is 1 in a Flat race (ages 2 and up)',
    ]);
    expect(problemsAfter((d) => (entryAt(d, 0, 2).age = 3))).toEqual([]);
    expect(problemsAfter((d) => (entryAt(d, 0, 2).age = 2))).toEqual([
      'race 20261121021 (Ascot 12:40): Bright Meadow is 2 in a Hurdle race (ages 3 and up)',
    ]);
    expect(problemsAfter((d) => (entryAt(d, 1, 0).age = 3))).toEqual([
      'race 20261121022 (Ascot 13:15): Red Ledger is 3 in a Chase race (ages 4 and up)',
    ]);
    expect(
      problemsAfter((d) => {
        raceAt(d, 0).title = 'Coral Maiden NH Flat Race';
        raceAt(d, 0).result = null;
        entryAt(d, 0, 1).age = 8;
      }),
    ).toEqual(['race 20261121021 (Ascot 12:40): Kilcash Lad is 8 in a NH Flat race (ages 4 to 7)']);
  });
});
