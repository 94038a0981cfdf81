import { ENTRY_STATUS, type Entry, type RaceCard } from '@sl/contracts';

/** One day of a feed file: the shape every invariant reads. */
export interface Day {
  date: string;
  races: RaceCard[];
}

/** A rule over a day: the problems it finds, each a sentence naming the race and the horse or person. */
export type DayRule = (day: Day) => string[];

/** "race 20261121021 (Ascot 12:40)": enough for someone holding the file to find the race. */
export const raceLabel = (race: RaceCard): string =>
  `race ${race.raceId} (${race.courseName} ${race.offTimeLocal})`;

/** "Jet Stream (jockey Tom Harte)": the horse and who rides it. */
export const entryLabel = (entry: Entry): string =>
  entry.jockeyFullName ? `${entry.horseName} (jockey ${entry.jockeyFullName})` : entry.horseName;

export const runnersOf = (race: RaceCard): Entry[] =>
  race.entries.filter((e) => e.statusId === ENTRY_STATUS.runner);

/** The races grouped by meeting, in file order. */
export function meetingsOf(day: Day): RaceCard[][] {
  const byMeeting = new Map<number, RaceCard[]>();
  for (const race of day.races) {
    const list = byMeeting.get(race.meetingId) ?? [];
    list.push(race);
    byMeeting.set(race.meetingId, list);
  }
  return [...byMeeting.values()];
}

/** The calendar date (yyyy-mm-dd) of a feed date-time. */
export const dateOf = (isoDateTime: string): string => isoDateTime.slice(0, 10);
