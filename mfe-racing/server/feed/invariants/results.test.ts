import type { ResultPlacing } from '@sl/contracts';
import { raceAt } from '../fixtures/valid-day';
import type { Day } from './day';
import { problemsAfter } from './testing';

/** The Wolverhampton handicap's placings (Pinewood Lass, Golden Sextant, Fleet Street, Amber Quay). */
const handicapPlacings = (d: Day): ResultPlacing[] => raceAt(d, 2).result?.placings ?? [];
const hurdlePlacings = (d: Day): ResultPlacing[] => raceAt(d, 0).result?.placings ?? [];
const at = (placings: ResultPlacing[], index: number): ResultPlacing => {
  const placing = placings[index];
  if (!placing) throw new Error(`no placing ${index}`);
  return placing;
};

describe('result rules', () => {
  it('finishers are placed 1 to n; a dead heat shares a place', () => {
    expect(problemsAfter((d) => (at(handicapPlacings(d), 2).position = 4))).toEqual([
      'race 20261121091 (Wolverhampton 17:00): finishing positions 1, 2, 4, 4 are not 1 to 4 in order',
    ]);
    expect(problemsAfter((d) => handicapPlacings(d).forEach((p) => (p.position += 1)))).toEqual([
      'race 20261121091 (Wolverhampton 17:00): finishing positions 2, 3, 4, 5 are not 1 to 4 in order',
    ]);
    // Dead heat for first: 1, 1, 3, 4.
    expect(
      problemsAfter((d) => {
        at(handicapPlacings(d), 1).position = 1;
        at(handicapPlacings(d), 1).distance = '';
      }),
    ).toEqual([]);
  });

  it('a non-finisher has a code and a finisher none', () => {
    expect(problemsAfter((d) => (at(hurdlePlacings(d), 3).nonFinisherCode = ''))).toEqual([
      'race 20261121021 (Ascot 12:40): Quiet Amber (jockey Sam Fairley) did not finish but has no non-finisher code',
    ]);
    expect(problemsAfter((d) => (at(hurdlePlacings(d), 2).nonFinisherCode = 'PU'))).toEqual([
      'race 20261121021 (Ascot 12:40): Kilcash Lad (jockey Ciaran Devlin) finished 3 but has non-finisher code PU',
    ]);
  });

  it('no jumps-only non-finisher code in a flat race', () => {
    const pulledUp = (code: string) =>
      problemsAfter((d) => {
        const amber = at(handicapPlacings(d), 3);
        amber.position = 0;
        amber.distance = '';
        amber.nonFinisherCode = code;
      });
    expect(pulledUp('RTR')).toEqual([]);
    expect(pulledUp('PU')).toEqual([
      'race 20261121091 (Wolverhampton 17:00): Amber Quay (jockey Tom Ashby) has jumps-only code PU in a flat race',
    ]);
    expect(pulledUp('UR')).toHaveLength(1);
  });

  it("the winner's distance is empty", () => {
    expect(problemsAfter((d) => (at(handicapPlacings(d), 0).distance = 'nk'))).toEqual([
      'race 20261121091 (Wolverhampton 17:00): winner Pinewood Lass (jockey Luke Morrow) has distance "nk"; a winner\'s is empty',
    ]);
  });

  it('every placed horse is a runner of the race', () => {
    expect(problemsAfter((d) => (at(hurdlePlacings(d), 3).horseCode = '000000900009'))).toEqual([
      'race 20261121021 (Ascot 12:40): Quiet Amber (000000900009) is in the result but not a runner',
    ]);
  });
});
