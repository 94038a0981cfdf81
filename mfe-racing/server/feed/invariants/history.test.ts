import type { Entry, Performance } from '@sl/contracts';
import { entryAt, validDay } from '../fixtures/valid-day';
import type { Day } from './day';
import { historyProblems } from './history';

const LATER = '2026-11-28';

/** Storm Harbour's and Bright Meadow's win and second in the Ascot hurdle of the 21st, as later runs show them. */
const ascotRun = (entry: Entry, position: number): Performance => ({
  meetingDate: '2026-11-21T00:00:00.000Z',
  courseId: 2,
  raceNumber: 1,
  courseName: 'ASCOT',
  positionOfficial: position,
  positionPastPost: position,
  nonFinisherCode: '',
  jockeyFullName: entry.jockeyFullName,
  jockeyCode: entry.jockeyCode,
  trainerFullName: entry.trainerFullName,
  trainerCode: entry.trainerCode,
  performanceRating: 120,
  performanceCommentShort: '',
  performanceCommentLong: '',
  timefigure: 70,
});

/** A week later: the hurdle's first two run again, their Ascot runs added to the runs they showed before. */
function laterDay(): Day {
  const day = validDay();
  day.date = LATER;
  const storm = entryAt(day, 0, 0);
  const bright = entryAt(day, 0, 2);
  storm.horse.performances.unshift(ascotRun(storm, 1));
  bright.horse.performances.unshift(ascotRun(bright, 2));
  // Only those two are shown a week later.
  day.races = [{ ...(day.races[0] as Day['races'][number]), result: null, entries: [storm, bright] }];
  return day;
}
const runsOf = (day: Day, index: number): Performance[] => entryAt(day, 0, index).horse.performances;

describe('historyProblems', () => {
  it('accepts a later day showing the same past runs plus the earlier day’s results', () => {
    expect(historyProblems(validDay(), laterDay())).toEqual([]);
  });

  it('a past run reads the same on both days', () => {
    const later = laterDay();
    (runsOf(later, 0)[1] as Performance).performanceCommentShort = 'chased leaders, kept on well';
    expect(historyProblems(validDay(), later)).toEqual([
      'Storm Harbour: its run 2026-10-30 WETHERBY race 3 reads differently on 2026-11-21 and 2026-11-28',
    ]);
  });

  it('a run cannot vanish from between two shown runs', () => {
    const later = laterDay();
    runsOf(later, 0).splice(1, 1);
    expect(historyProblems(validDay(), later)).toEqual([
      'Storm Harbour: its runs before 2026-11-21 differ, 2026-11-21 shows 2026-10-30 WETHERBY race 3 where 2026-11-28 shows 2026-04-12 FFOS LAS race 2',
    ]);
  });

  it('a later day may show fewer or older runs of the past, the same records', () => {
    const later = laterDay();
    runsOf(later, 0).pop();
    runsOf(later, 1).push({
      ...(runsOf(later, 1)[1] as Performance),
      meetingDate: '2026-05-01T00:00:00.000Z',
    });
    expect(historyProblems(validDay(), later)).toEqual([]);
  });

  it("an earlier day's result enters the horse's later runs, with the same place", () => {
    const missing = laterDay();
    runsOf(missing, 0).shift();
    expect(historyProblems(validDay(), missing)).toEqual([
      'Storm Harbour: its run in Ascot 12:40 on 2026-11-21 is missing from its runs on 2026-11-28',
    ]);
    const misplaced = laterDay();
    (runsOf(misplaced, 1)[0] as Performance).positionOfficial = 4;
    expect(historyProblems(validDay(), misplaced)).toEqual([
      'Bright Meadow: finished 2 in Ascot 12:40 on 2026-11-21, its runs on 2026-11-28 say 4',
    ]);
  });

  it('a later day already showing six newer runs need not reach back to it', () => {
    const later = laterDay();
    const runs = runsOf(later, 0);
    runs.shift();
    const newer = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map(
      (date) => ({ ...(runs[0] as Performance), meetingDate: `${date}T00:00:00.000Z` }),
    );
    runs.splice(0, runs.length, ...newer);
    expect(historyProblems(validDay(), later)).toEqual([]);
    runs.pop();
    expect(historyProblems(validDay(), later)).toEqual([
      'Storm Harbour: its run in Ascot 12:40 on 2026-11-21 is missing from its runs on 2026-11-28',
    ]);
  });
});
