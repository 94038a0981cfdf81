import type { Entry, Performance, RaceCard } from '@sl/contracts';
import { dateOf, raceLabel, type Day } from './day';

/** Form figures show the last six runs. */
export const FORM_LENGTH = 6;

/** A run's form figure: its place, '0' for 10th or worse, the non-finisher code's first letter (F, U, P, B, R, S …). */
export function formFigure(p: Performance): string {
  if (p.positionOfficial === 0) return p.nonFinisherCode[0] ?? 'U';
  return p.positionOfficial > 9 ? '0' : String(p.positionOfficial);
}

/** Runs newest first, by date (the feed's order is only "mostly" newest first). */
export const newestFirst = (performances: readonly Performance[]): Performance[] =>
  [...performances].sort((a, b) => b.meetingDate.localeCompare(a.meetingDate));

/** The form figures of the last FORM_LENGTH runs, oldest to newest, as an entry's `form` shows them. */
export const formOf = (performances: readonly Performance[]): string =>
  newestFirst(performances).slice(0, FORM_LENGTH).reverse().map(formFigure).join('');

/** An entry's form is its runs' figures. */
export const formProblems = (day: Day): string[] =>
  day.races.flatMap((race) =>
    race.entries
      .filter((e) => e.form !== formOf(e.horse.performances))
      .map(
        (e) =>
          `${raceLabel(race)}: ${e.horseName} shows form "${e.form}" but its runs make "${formOf(e.horse.performances)}"`,
      ),
  );

/** Every past run is dated before the day. */
export const performanceDateProblems = (day: Day): string[] =>
  day.races.flatMap((race) =>
    race.entries.flatMap((e) =>
      e.horse.performances
        .filter((p) => dateOf(p.meetingDate) >= day.date)
        .map(
          (p) =>
            `${raceLabel(race)}: ${e.horseName} has a run dated ${dateOf(p.meetingDate)} (${p.courseName}), not before ${day.date}`,
        ),
    ),
  );

/** A horse shown in two races of the day (entered twice) shows the same runs in both. */
export function horseHistoryInDayProblems(day: Day): string[] {
  const seen = new Map<string, { race: RaceCard; entry: Entry; runs: string }>();
  const problems: string[] = [];
  for (const race of day.races)
    for (const entry of race.entries) {
      const runs = JSON.stringify(newestFirst(entry.horse.performances));
      const first = seen.get(entry.horseCode);
      if (!first) seen.set(entry.horseCode, { race, entry, runs });
      else if (first.runs !== runs)
        problems.push(
          `${entry.horseName} shows different past runs in ${raceLabel(first.race)} and ${raceLabel(race)}`,
        );
    }
  return problems;
}
