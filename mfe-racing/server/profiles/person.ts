import type { ProfileKind } from '@sl/contracts';
import type { PersonDetail } from '@sl/contracts/race-history';
import { addDays } from '@sl/server-kit';
import { fortnightForm, formWindow, NO_FORM } from '../people/form';
import { bettingRecordOf, recordsBy } from './records';
import type { Ride } from './rides';
import { flatSeason, jumpsSeason } from './seasons';

export type RidesOn = (date: string) => Promise<Ride[]>;

const RECENT_WINNERS = 10;

/** Every day from one date to another, both included. */
export function daysFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * A jockey's or trainer's figures, counted from the results: the current Flat and Jumps seasons to today, their
 * record at each course over those seasons, and their latest winners.
 */
export async function personDetail(
  kind: Exclude<ProfileKind, 'horse'>,
  code: string,
  today: string,
  ridesOn: RidesOn,
): Promise<PersonDetail> {
  const flat = flatSeason(today);
  const jumps = jumpsSeason(today);
  const formDays = formWindow(today);
  const from = [flat.from, jumps.from, formDays.from].sort()[0]!;
  const mine: Ride[] = [];
  for (const day of daysFrom(from, today))
    for (const r of await ridesOn(day))
      if ((kind === 'jockey' ? r.jockeyCode : r.trainerCode) === code) mine.push(r);
  const seasons = [flat, jumps].map((s) => ({
    code: s.code,
    season: s.label,
    from: s.from,
    to: today,
    record: bettingRecordOf(mine.filter((r) => r.code === s.code && r.date >= s.from)),
  }));
  const inSeason = mine.filter((r) => r.date >= (r.code === 'Flat' ? flat.from : jumps.from));
  const courses = recordsBy(inSeason, (r) => r.courseName).map(({ key, record }) => ({
    courseName: key,
    ...record,
  }));
  const recentWinners = inSeason
    .filter((r) => r.position === 1)
    .sort((a, b) => b.date.localeCompare(a.date) || b.raceId - a.raceId)
    .slice(0, RECENT_WINNERS)
    .map((r) => ({
      date: r.date,
      courseName: r.courseName,
      raceId: r.raceId,
      title: r.title,
      horseName: r.horseName,
      horseCode: r.horseCode,
      startingPrice: r.startingPrice,
    }));
  // The same count as a race card's 14-day form (the race cards' own function), over the days before today.
  const fortnight = fortnightForm(mine, today);
  return {
    seasons,
    fortnight: (kind === 'jockey' ? fortnight.jockeys : fortnight.trainers).get(code) ?? NO_FORM,
    courses,
    recentWinners,
  };
}
