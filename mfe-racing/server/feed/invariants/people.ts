import type { Entry, RaceCard } from '@sl/contracts';
import { raceLabel, runnersOf, type Day } from './day';

/** Jockeys at two courses need this long between offs to travel (real doubles are afternoon and evening). */
const JOCKEY_TRAVEL_MINUTES = 60;

const jockeyKey = (e: Entry) => e.jockeyCode || e.jockeyFullName;

/** A jockey rides at most one horse in a race. */
export function jockeyOncePerRaceProblems(day: Day): string[] {
  const problems: string[] = [];
  for (const race of day.races) {
    const byJockey = new Map<string, Entry[]>();
    for (const e of runnersOf(race)) {
      if (!jockeyKey(e)) continue;
      byJockey.set(jockeyKey(e), [...(byJockey.get(jockeyKey(e)) ?? []), e]);
    }
    for (const rides of byJockey.values())
      if (rides.length > 1)
        problems.push(
          `${raceLabel(race)}: jockey ${rides[0]?.jockeyFullName} rides ${rides.length} horses (${rides.map((e) => e.horseName).join(', ')})`,
        );
  }
  return problems;
}

/** A horse runs at most once in a day (declared elsewhere and dropped out is fine). */
export function horseOncePerDayProblems(day: Day): string[] {
  const runs = new Map<string, { race: RaceCard; entry: Entry }[]>();
  for (const race of day.races)
    for (const entry of runnersOf(race))
      runs.set(entry.horseCode, [...(runs.get(entry.horseCode) ?? []), { race, entry }]);
  return [...runs.values()]
    .filter((list) => list.length > 1)
    .map(
      (list) =>
        `${list[0]?.entry.horseName} runs ${list.length} times in the day: ${list.map((r) => raceLabel(r.race)).join(', ')}`,
    );
}

/** A jockey at two courses has at least JOCKEY_TRAVEL_MINUTES between the offs. */
export function jockeyTravelProblems(day: Day): string[] {
  const rides = new Map<string, { race: RaceCard; entry: Entry }[]>();
  for (const race of day.races)
    for (const entry of runnersOf(race))
      if (jockeyKey(entry))
        rides.set(jockeyKey(entry), [...(rides.get(jockeyKey(entry)) ?? []), { race, entry }]);
  const problems: string[] = [];
  for (const list of rides.values())
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const [a, b] = [list[i], list[j]];
        if (!a || !b || a.race.courseId === b.race.courseId) continue;
        const minutes = Math.abs(Date.parse(a.race.offTime) - Date.parse(b.race.offTime)) / 60_000;
        if (minutes < JOCKEY_TRAVEL_MINUTES)
          problems.push(
            `jockey ${a.entry.jockeyFullName} rides ${a.entry.horseName} in ${raceLabel(a.race)} and ${b.entry.horseName} in ${raceLabel(b.race)}, ${minutes} minutes apart at two courses`,
          );
      }
  return problems;
}

/** A trainer's code always goes with the same name, and a name with the same code, through the day's entries. */
export function trainerNameProblems(day: Day): string[] {
  const nameOf = new Map<string, string>();
  const codeOf = new Map<string, string>();
  const problems = new Set<string>();
  for (const race of day.races)
    for (const e of race.entries) {
      if (!e.trainerCode) continue;
      const name = nameOf.get(e.trainerCode);
      const code = codeOf.get(e.trainerFullName);
      if (name !== undefined && name !== e.trainerFullName)
        problems.add(
          `trainer code ${e.trainerCode} is both "${name}" and "${e.trainerFullName}" (${e.horseName} in ${raceLabel(race)})`,
        );
      if (code !== undefined && code !== e.trainerCode)
        problems.add(
          `trainer "${e.trainerFullName}" has codes ${code} and ${e.trainerCode} (${e.horseName} in ${raceLabel(race)})`,
        );
      nameOf.set(e.trainerCode, name ?? e.trainerFullName);
      codeOf.set(e.trainerFullName, code ?? e.trainerCode);
    }
  return [...problems];
}
