import type { Performance } from '@sl/contracts';
import { entryAt, validDay } from '../fixtures/valid-day';
import { commentProblems } from './comments';
import { problemsAfter } from './testing';

const runWith = (short: string, positionOfficial: number, nonFinisherCode = ''): Performance => ({
  ...(validDay().races[0]?.entries[0]?.horse.performances[0] as Performance),
  performanceCommentShort: short,
  performanceCommentLong: '',
  positionOfficial,
  nonFinisherCode,
});

describe('comments agree with the result', () => {
  it.each([
    ['led 2 out, won going away', 1, ''],
    ['made all', 1, ''],
    ['led approaching last, scored readily', 1, ''],
    ['landed the odds', 1, ''],
    ['landed awkwardly at the last, kept on', 3, ''],
    ['chased leaders, beaten a length', 2, ''],
    ['weakened 2 out', 6, ''],
    ['unbeaten run goes on', 1, ''],
    ['fell 4th', 0, 'F'],
    ['unseated rider 3 out', 0, 'UR'],
    ['pulled up before 2 out', 0, 'PU'],
    ['brought down 7th', 0, 'BD'],
    ['refused to race', 0, 'R'],
    ['slipped up on bend', 0, 'SU'],
  ])('accepts "%s" for place %i %s', (comment, position, code) => {
    expect(commentProblems(runWith(comment, position, code))).toEqual([]);
  });

  it.each([
    ['won going away', 2, ''],
    ['made all', 0, 'PU'],
    ['scored readily', 3, ''],
    ['landed a gamble', 4, ''],
    ['beaten a neck', 1, ''],
    ['no extra final furlong', 1, ''],
    ['weakened', 1, ''],
    ['fell 4th', 0, 'UR'],
    ['unseated rider', 2, ''],
    ['pulled up', 0, 'F'],
    ['brought down', 5, ''],
    ['refused 3rd', 0, 'PU'],
    ['slipped up', 0, 'BD'],
  ])('rejects "%s" for place %i %s', (comment, position, code) => {
    expect(commentProblems(runWith(comment, position, code))).toHaveLength(1);
  });

  it("a run's short or long comment that contradicts its result is a problem naming the race, horse and run", () => {
    expect(
      problemsAfter((d) => {
        const run = entryAt(d, 0, 0).horse.performances[0] as Performance;
        run.performanceCommentLong = 'Led early, weakened after 2 out.';
        (entryAt(d, 0, 0).horse.performances[1] as Performance).performanceCommentShort =
          'made all, beaten close home';
      }),
    ).toEqual([
      'race 20261121021 (Ascot 12:40): Storm Harbour\'s run of 2026-04-12 at FFOS LAS: short comment "made all, beaten close home" says it was beaten but it won',
    ]);
    expect(
      problemsAfter(
        (d) =>
          ((entryAt(d, 1, 3).horse.performances[0] as Performance).performanceCommentLong =
            'Won a weak race.'),
      ),
    ).toEqual([
      'race 20261121022 (Ascot 13:15): Saltmarsh\'s run of 2026-10-10 at HEXHAM: long comment "Won a weak race." says it won but it finished 6',
    ]);
  });
});
