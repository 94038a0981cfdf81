import type { FormRun, HorseDetail } from '@sl/contracts/race-history';
import { AW_GOINGS, TURF_GOINGS } from '../feed/courses';
import { racesOn } from '../feed/world/calendar';
import { coreDay } from '../feed/world/day';
import { officialRatingOf } from '../feed/world/entry-extras';
import { ratingOn } from '../feed/world/fields';
import { dateOfDay, dayNumber } from '../feed/world/hash';
import {
  HISTORY_DAYS,
  RUNS_SHOWN,
  performanceOf,
  startedFavourite,
  type PastRun,
} from '../feed/world/history';
import { ageOn, racingDays, sexOn, type WorldHorse } from '../feed/world/horses';
import { ratingDrift } from '../feed/world/ratings';
import { recordOf, recordsBy } from './records';

const careers = new Map<string, PastRun[]>();

/** Every run of the horse's career before the day, newest first (the days it could race, looked up in the world). */
function careerRuns(seed: string, h: WorldHorse, today: string): PastRun[] {
  const key = `${seed}:${h.code}:${today}`;
  const held = careers.get(key);
  if (held) return held;
  const runs: PastRun[] = [];
  const days = racingDays(seed, h, h.debutDay, dayNumber(today) - 1);
  for (let i = days.length - 1; i >= 0; i--) {
    const date = dateOfDay(days[i]!.day);
    const found = coreDay(seed, date, racesOn).find(h.code);
    if (found && found.entry.runs) runs.push({ date, race: found.race, entry: found.entry });
  }
  if (careers.size > 500) careers.clear();
  careers.set(key, runs);
  return runs;
}

/** The runs a card on the day of run `i` listed (the same look-back and count as the feed's), newest first. */
function runsBefore(career: PastRun[], i: number): PastRun[] {
  const on = dayNumber(career[i]!.date);
  return career
    .slice(i + 1)
    .filter((r) => dayNumber(r.date) >= on - HISTORY_DAYS)
    .slice(0, RUNS_SHOWN);
}

/** The official rating the horse ran off: the handicapper's mark moved by its results, as that day's card gave it. */
function ratingRanOff(career: PastRun[], i: number): number {
  const { race, entry, date } = career[i]!;
  const before = runsBefore(career, i);
  const moved = entry.rating + ratingDrift(before, date);
  const rating = race.plan.ratingBand ? Math.min(race.plan.ratingBand[1], moved) : moved;
  return officialRatingOf(race.plan, rating, before);
}

function formRunOf(career: PastRun[], i: number): FormRun {
  const run = career[i]!;
  const { race, entry } = run;
  return {
    ...performanceOf(run),
    raceId: race.plan.raceId,
    title: race.plan.title,
    going: race.meeting.going,
    distance: race.plan.distance,
    distanceYards: race.plan.distanceYards,
    raceClass: race.plan.raceClass,
    raceType: race.plan.type,
    officialRating: ratingRanOff(career, i),
    startingPrice: entry.sp,
    favourite: startedFavourite(race, entry),
    runners: race.entries.filter((e) => e.runs).length,
    countryCode: race.meeting.course.country,
  };
}

/** Trip bands as form students split them: sprints, milers, middle distances and stayers; jumps by two miles and three. */
function tripBand(yards: number, type: FormRun['raceType']): string {
  if (type === 'Flat') {
    if (yards < 1540) return '5f–6f';
    if (yards < 2200) return '7f–1m1f';
    if (yards < 3300) return '1m2f–1m4f';
    return '1m5f+';
  }
  if (yards < 4180) return 'Up to 2m3f';
  if (yards < 5280) return '2m3f–2m7f';
  return '3m+';
}

const TRIP_ORDER = ['5f–6f', '7f–1m1f', '1m2f–1m4f', '1m5f+', 'Up to 2m3f', '2m3f–2m7f', '3m+'];
const GOING_ORDER: string[] = [...[...TURF_GOINGS].reverse(), ...AW_GOINGS];

/** A horse's page: who it is, its whole career counted every way a punter reads it, and each run. */
export function horseDetail(seed: string, h: WorldHorse, today: string): HorseDetail {
  const career = careerRuns(seed, h, today);
  const form = career.map((_, i) => formRunOf(career, i));
  const last = career[0];
  const jumpsNow = last ? last.race.plan.type !== 'Flat' : h.discipline === 'jumps';
  const trainer = jumpsNow ? h.jumpsTrainer : h.trainer;
  // Today's rating as a card would print it in a non-handicap: the mark moved by its last runs, once rated.
  const recent = career
    .filter((r) => dayNumber(r.date) >= dayNumber(today) - HISTORY_DAYS)
    .slice(0, RUNS_SHOWN);
  const rated = recent.length >= 3 || recent.some((r) => r.entry.position === 1);
  const current = rated
    ? Math.max(
        1,
        ratingOn(seed, h, dayNumber(today), jumpsNow ? 'jumps' : 'flat') + ratingDrift(recent, today),
      )
    : 0;
  const counted = form.map((r) => ({ ...r, position: r.positionOfficial }));
  const wins = form.filter((r) => r.positionOfficial === 1);
  return {
    age: ageOn(h, today),
    sex: sexOn(h, today),
    trainer: { name: trainer.name, code: trainer.code },
    owner: h.owner.name,
    silk: h.owner.colours,
    officialRating: current,
    career: {
      total: recordOf(counted),
      byYear: recordsBy(counted, (r) => Number(r.meetingDate.slice(0, 4)))
        .sort((a, b) => b.key - a.key)
        .map(({ key, record }) => ({ year: key, ...record })),
      byCode: recordsBy(counted, (r) => (r.raceType === 'Flat' ? ('Flat' as const) : ('Jumps' as const)), [
        'Flat',
        'Jumps',
      ]).map(({ key, record }) => ({ code: key, ...record })),
      winPrize: {
        gbp: wins
          .filter((r) => r.countryCode === 'GB')
          .reduce((sum, r) => sum + prizeOf(career, r.raceId), 0),
        eur: wins
          .filter((r) => r.countryCode === 'IE')
          .reduce((sum, r) => sum + prizeOf(career, r.raceId), 0),
      },
      since: form.at(-1)?.meetingDate.slice(0, 10) ?? '',
    },
    ratings: form
      .filter((r) => r.performanceRating > 0 || r.officialRating > 0)
      .map((r) => ({
        date: r.meetingDate.slice(0, 10),
        performanceRating: r.performanceRating,
        officialRating: r.officialRating,
      }))
      .reverse(),
    byGoing: recordsBy(counted, (r) => r.going, GOING_ORDER).map(({ key, record }) => ({
      going: key,
      ...record,
    })),
    byTrip: recordsBy(counted, (r) => tripBand(r.distanceYards, r.raceType), TRIP_ORDER).map(
      ({ key, record }) => ({
        trip: key,
        ...record,
      }),
    ),
    form,
  };
}

const prizeOf = (career: PastRun[], raceId: number) =>
  career.find((r) => r.race.plan.raceId === raceId)?.race.plan.prize ?? 0;
