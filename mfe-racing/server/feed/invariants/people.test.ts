import { ENTRY_STATUS } from '@sl/contracts';
import { entryAt, raceAt, setOff } from '../fixtures/valid-day';
import { problemsAfter } from './testing';

describe('people rules', () => {
  it('a jockey rides at most one horse in a race', () => {
    expect(
      problemsAfter((d) => {
        const kilcash = entryAt(d, 0, 1);
        kilcash.jockeyFullName = 'Tom Ashby';
        kilcash.jockeyCode = '000000800001';
      }),
    ).toEqual([
      'race 20261121021 (Ascot 12:40): jockey Tom Ashby rides 2 horses (Storm Harbour, Kilcash Lad)',
    ]);
  });

  it('a horse runs at most once in the day; entered elsewhere and dropped out is fine', () => {
    const copyStormHarbour = (target: ReturnType<typeof entryAt>, from: ReturnType<typeof entryAt>) => {
      target.horseCode = from.horseCode;
      target.horseName = from.horseName;
      target.horse = structuredClone(from.horse);
      target.form = from.form;
    };
    expect(problemsAfter((d) => copyStormHarbour(entryAt(d, 3, 2), entryAt(d, 0, 0)))).toEqual([
      'Storm Harbour runs 2 times in the day: race 20261121021 (Ascot 12:40), race 20261121092 (Wolverhampton 17:30)',
    ]);
    expect(
      problemsAfter((d) => {
        const dropped = entryAt(d, 1, 4);
        copyStormHarbour(dropped, entryAt(d, 0, 0));
        expect(dropped.statusId).toBe(ENTRY_STATUS.droppedOutFourDay);
      }),
    ).toEqual([]);
  });

  it('a jockey riding at two courses has an hour between the offs', () => {
    // Tom Ashby rides at Ascot 13:15 and Wolverhampton 17:00; bring the evening race forward.
    expect(problemsAfter((d) => setOff(raceAt(d, 2), '14:15'))).toEqual([]);
    expect(problemsAfter((d) => setOff(raceAt(d, 2), '13:45'))).toEqual([
      'jockey Tom Ashby rides Red Ledger in race 20261121022 (Ascot 13:15) and Amber Quay in race 20261121091 (Wolverhampton 13:45), 30 minutes apart at two courses',
    ]);
  });

  it("a trainer's code and name agree across the day", () => {
    expect(problemsAfter((d) => (entryAt(d, 2, 1).trainerFullName = 'Hugo Merchant'))).toEqual([
      'trainer code 000000700004 is both "Hugo Marchant" and "Hugo Merchant" (Pinewood Lass in race 20261121091 (Wolverhampton 17:00))',
    ]);
    expect(problemsAfter((d) => (entryAt(d, 3, 0).trainerCode = '000000700009'))).toEqual([
      'trainer "Hugo Marchant" has codes 000000700004 and 000000700009 (Silent Reed in race 20261121092 (Wolverhampton 17:30))',
    ]);
  });
});
