import { ENTRY_STATUS } from '@sl/contracts';
import { dateOf, raceLabel, type Day } from './day';

/** Race ids are unique in the day, and every race is on the file's date. */
export function raceIdentityProblems(day: Day): string[] {
  const problems: string[] = [];
  const ids = new Set<number>();
  for (const race of day.races) {
    if (ids.has(race.raceId)) problems.push(`${raceLabel(race)}: the race id appears twice`);
    ids.add(race.raceId);
    if (dateOf(race.meetingDate) !== day.date)
      problems.push(`${raceLabel(race)}: meetingDate is not ${day.date}`);
  }
  return problems;
}

/** One top-rated runner a race; runners numbered; dropped-out entries unnumbered, unridden and unrated. */
export function entryStatusProblems(day: Day): string[] {
  const problems: string[] = [];
  for (const race of day.races) {
    const where = raceLabel(race);
    const top = race.entries.filter((e) => e.topRated).length;
    if (top !== 1) problems.push(`${where}: ${top} entries are topRated; exactly one must be`);
    for (const e of race.entries) {
      if (e.horse.horseCode !== e.horseCode)
        problems.push(`${where}: ${e.horseName} has two different horse codes`);
      if (e.statusId === ENTRY_STATUS.runner && e.entryNumber <= 0)
        problems.push(`${where}: runner ${e.horseName} has no entryNumber`);
      if (e.statusId !== ENTRY_STATUS.runner) {
        if (e.entryNumber !== 0)
          problems.push(`${where}: dropped-out ${e.horseName} must have entryNumber 0`);
        if (e.jockeyCode !== '' || e.jockeyFullName !== '')
          problems.push(`${where}: dropped-out ${e.horseName} must have no rider`);
        if (e.rating123 !== 0 || e.ratingStars !== 0 || e.preRaceAdjustedRating !== 0)
          problems.push(`${where}: dropped-out ${e.horseName} must have no ratings`);
      }
    }
  }
  return problems;
}
