import type { Entry, Performance } from '@sl/contracts';
import { dateOf, runnersOf, type Day } from './day';
import { FORM_LENGTH, newestFirst } from './form';

const horsesOf = (day: Day): Map<string, Entry> => {
  const horses = new Map<string, Entry>();
  for (const race of day.races)
    for (const e of race.entries) if (!horses.has(e.horseCode)) horses.set(e.horseCode, e);
  return horses;
};

const runLabel = (p: Performance) => `${dateOf(p.meetingDate)} ${p.courseName} race ${p.raceNumber}`;

/**
 * Two days of one world agree on a horse's past. For a horse shown on both days:
 * - its runs before the earlier day are the same records on both: the later day's runs dated before the earlier
 *   day are the newest of the earlier day's runs, field for field (a longer list on either day only reaches further
 *   back);
 * - a run on the earlier day with a result (finisher or not) is among its later runs, with the same place, unless
 *   the later day already shows FORM_LENGTH or more newer runs.
 */
export function historyProblems(earlier: Day, later: Day): string[] {
  const problems: string[] = [];
  const before = horsesOf(earlier);
  for (const [code, entry] of horsesOf(later)) {
    const first = before.get(code);
    if (!first) continue;
    const old = newestFirst(first.horse.performances).filter((p) => dateOf(p.meetingDate) < earlier.date);
    const shown = newestFirst(entry.horse.performances).filter((p) => dateOf(p.meetingDate) < earlier.date);
    const overlap = Math.min(old.length, shown.length);
    for (let i = 0; i < overlap; i++)
      if (JSON.stringify(old[i]) !== JSON.stringify(shown[i])) {
        const [was, now] = [runLabel(old[i] as Performance), runLabel(shown[i] as Performance)];
        problems.push(
          was === now
            ? `${entry.horseName}: its run ${was} reads differently on ${earlier.date} and ${later.date}`
            : `${entry.horseName}: its runs before ${earlier.date} differ, ${earlier.date} shows ${was} where ${later.date} shows ${now}`,
        );
        break;
      }
  }
  const laterHorses = horsesOf(later);
  for (const race of earlier.races) {
    if (!race.result) continue;
    const runners = new Set(runnersOf(race).map((e) => e.horseCode));
    for (const placing of race.result.placings) {
      const entry = laterHorses.get(placing.horseCode);
      if (!entry || !runners.has(placing.horseCode)) continue;
      const runs = entry.horse.performances;
      const newer = runs.filter(
        (p) => dateOf(p.meetingDate) > earlier.date && dateOf(p.meetingDate) < later.date,
      );
      if (newer.length >= FORM_LENGTH) continue;
      const run = runs.find(
        (p) =>
          dateOf(p.meetingDate) === earlier.date &&
          p.courseId === race.courseId &&
          p.raceNumber === race.raceNumber,
      );
      const where = `${race.courseName} ${race.offTimeLocal} on ${earlier.date}`;
      if (!run)
        problems.push(`${placing.horseName}: its run in ${where} is missing from its runs on ${later.date}`);
      else if (run.positionOfficial !== placing.position || run.nonFinisherCode !== placing.nonFinisherCode)
        problems.push(
          `${placing.horseName}: finished ${placing.position || placing.nonFinisherCode} in ${where}, its runs on ${later.date} say ${run.positionOfficial || run.nonFinisherCode}`,
        );
    }
  }
  return problems;
}
