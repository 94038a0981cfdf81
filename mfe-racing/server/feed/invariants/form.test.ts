import type { Performance } from '@sl/contracts';
import { entryAt, validDay } from '../fixtures/valid-day';
import { formFigure, formOf } from './form';
import { problemsAfter } from './testing';

const past = (date: string, positionOfficial: number, nonFinisherCode = ''): Performance => ({
  ...(validDay().races[0]?.entries[0]?.horse.performances[0] as Performance),
  meetingDate: `${date}T00:00:00.000Z`,
  positionOfficial,
  nonFinisherCode,
});

describe('form figures', () => {
  it("a run's figure is its place, 0 for 10th or worse, the non-finisher code's first letter", () => {
    expect(
      [past('2026-01-01', 1), past('2026-01-01', 9), past('2026-01-01', 10), past('2026-01-01', 17)].map(
        formFigure,
      ),
    ).toEqual(['1', '9', '0', '0']);
    expect(
      ['F', 'UR', 'PU', 'BD', 'RO', 'SU'].map((code) => formFigure(past('2026-01-01', 0, code))),
    ).toEqual(['F', 'U', 'P', 'B', 'R', 'S']);
  });

  it('form is the last six runs by date, oldest first, whatever order the feed lists them in', () => {
    const runs = [
      past('2026-10-01', 3),
      past('2026-11-01', 1),
      past('2026-02-01', 0, 'PU'),
      past('2026-09-01', 12),
      past('2026-06-01', 2),
      past('2026-05-01', 4),
      past('2026-01-01', 5),
    ];
    expect(formOf(runs)).toEqual('P42031');
  });

  it("an entry's form is its runs' figures", () => {
    expect(problemsAfter((d) => (entryAt(d, 0, 0).form = '21'))).toEqual([
      'race 20261121021 (Ascot 12:40): Storm Harbour shows form "21" but its runs make "12"',
    ]);
    expect(problemsAfter((d) => (entryAt(d, 3, 1).form = '1'))).toEqual([
      'race 20261121092 (Wolverhampton 17:30): Harbour Light shows form "1" but its runs make ""',
    ]);
  });

  it('every past run is dated before the day', () => {
    expect(
      problemsAfter(
        (d) =>
          ((entryAt(d, 0, 0).horse.performances[0] as Performance).meetingDate = '2026-11-21T00:00:00.000Z'),
      ),
    ).toEqual([
      'race 20261121021 (Ascot 12:40): Storm Harbour has a run dated 2026-11-21 (WETHERBY), not before 2026-11-21',
    ]);
  });

  it('a horse entered twice in the day shows the same runs in both', () => {
    const enterAgain = (change: (runs: Performance[]) => void) =>
      problemsAfter((d) => {
        const storm = entryAt(d, 0, 0);
        const dropped = entryAt(d, 1, 4);
        dropped.horseCode = storm.horseCode;
        dropped.horseName = storm.horseName;
        dropped.form = storm.form;
        dropped.horse = structuredClone(storm.horse);
        change(dropped.horse.performances);
        dropped.form = formOf(dropped.horse.performances);
      });
    expect(enterAgain(() => undefined)).toEqual([]);
    expect(enterAgain((runs) => runs.pop())).toEqual([
      'Storm Harbour shows different past runs in race 20261121021 (Ascot 12:40) and race 20261121022 (Ascot 13:15)',
    ]);
  });
});
