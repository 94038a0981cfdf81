import type { GreyhoundResult, GreyhoundSession, GreyhoundTrip, TrapNumber } from '@sl/contracts';
import { londonInstant, type SeededRandom } from '@sl/server-kit';
import { dateOfDay, meetingIndex, racesOn, runCycle } from './calendar';
import { dogInSlot, slotsPerGroup, tripRaces, type Dog } from './dogs';
import { bookPercent, makeBook, type Price } from './prices';
import { normal, rngFor } from './random';
import {
  comment,
  expectedTime,
  favourites,
  marginText,
  run,
  RUN_SPREAD,
  SECONDS_PER_LENGTH,
  type Starter,
} from './results';
import { GREYHOUND_TRACKS, SESSION_START, type GreyhoundTrackInfo, type Weekday } from './tracks';

interface ModelRunner extends Starter {
  forecast: Price;
}

export interface ModelRace {
  raceId: string;
  meetingId: string;
  track: GreyhoundTrackInfo;
  date: string;
  session: GreyhoundSession;
  raceNumber: number;
  offTime: Date;
  offTimeLocal: string;
  grade: string;
  distance: number;
  trip: GreyhoundTrip;
  runners: ModelRunner[];
  forecastBook: number;
  /** The race as it will be run; callers show it only once the race is off. */
  result: GreyhoundResult;
}

export interface ModelMeeting {
  meetingId: string;
  track: GreyhoundTrackInfo;
  date: string;
  session: GreyhoundSession;
  races: ModelRace[];
}

/** Dogs kept out of a meeting (injury, season, a trainer's choice): the odd five-dog race. */
const ABSENCE = 0.04;

function raceIdOf(trackId: string, date: string, raceNumber: number): string {
  return `${trackId}-${date.replaceAll('-', '')}-${raceNumber}`;
}

function distanceOf(track: GreyhoundTrackInfo, trip: GreyhoundTrip): number {
  return trip === 'sprint'
    ? (track.sprint ?? track.standard)
    : trip === 'stayers'
      ? track.stayers
      : track.standard;
}

/** A top-grade time over `distance` at the track: longer trips add bends, so time grows a little faster than distance. */
function baseTime(track: GreyhoundTrackInfo, distance: number): number {
  return 1.3 + (track.standardTime - 1.3) * (distance / track.standard) ** 1.06;
}

function gradeOf(track: GreyhoundTrackInfo, trip: GreyhoundTrip, rank: number): string {
  if (trip === 'sprint') return `D${Math.min(4, rank + 1)}`;
  if (trip === 'stayers') return `S${Math.min(8, rank + 1)}`;
  // A card has more standard-trip races than some tracks have grades: the bottom grade then runs twice.
  return `A${Math.min(track.lowestGrade, rank + 1)}`;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Split `n` dogs into `races` fields of at most six, as even as they come. A racing manager short of dogs (a few
 * absent) keeps the advertised card with five- or four-dog races before dropping a race.
 */
function fieldSizes(n: number, races: number): number[] {
  const used = Math.min(races, Math.max(Math.ceil(n / 6), Math.floor(n / 4)));
  return Array.from({ length: used }, (_, i) => Math.floor(n / used) + (i < n % used ? 1 : 0));
}

/** Traps by seeding: railers inside, wide runners outside, middle seeds between, in a random order of choosing. */
function drawTraps(dogs: Dog[], rng: SeededRandom): Starter[] {
  const preference = { R: [1, 2, 3, 4, 5, 6], M: [3, 4, 2, 5, 1, 6], W: [6, 5, 4, 3, 2, 1] } as const;
  const free = new Set<number>([1, 2, 3, 4, 5, 6]);
  // With fewer than six the vacant trap is where no seed wants to be, as racing managers leave it.
  return rng.sample(dogs, dogs.length).map((dog) => {
    const trap = preference[dog.seed].find((t) => free.has(t)) as TrapNumber;
    free.delete(trap);
    return { trap, dog };
  });
}

function result(race: Omit<ModelRace, 'result'>, seed: number): GreyhoundResult {
  const base = baseTime(race.track, race.distance);
  const scale = race.distance / race.track.standard;
  const runnings = run(race.runners, base, scale, rngFor(seed, 'run', race.raceId));
  const sps = makeBook(
    race.runners.map(
      (r) => (100 / r.forecast.decimal) * Math.exp(0.2 * normal(rngFor(seed, 'drift', race.raceId, r.trap))),
    ),
    rngFor(seed, 'sp', race.raceId),
  );
  const spOf = (trap: TrapNumber) => sps[race.runners.findIndex((r) => r.trap === trap)] as Price;
  const favs = favourites(race.runners.map((r) => spOf(r.trap).decimal));
  const winner = (runnings[0] as (typeof runnings)[number]).time;
  let cumulative = 0;
  const placings = runnings.map((r, i) => {
    const margin =
      i === 0
        ? 0
        : Math.round(((r.time - (runnings[i - 1] as typeof r).time) / SECONDS_PER_LENGTH) * 100) / 100;
    cumulative = Math.round((cumulative + margin) * 100) / 100;
    return {
      position: i + 1,
      trap: r.starter.trap,
      dogId: r.starter.dog.id,
      name: r.starter.dog.name,
      time: r.time,
      distanceBehind: i === 0 ? '' : marginText(margin),
      cumulativeLengths: cumulative,
      sp: spOf(r.starter.trap).text,
      favourite: favs[race.runners.findIndex((x) => x.trap === r.starter.trap)] ?? null,
      comment: comment(r, i + 1, cumulative, runnings.length),
    };
  });
  return { winningTime: winner, placings, spBook: bookPercent(sps) };
}

/**
 * Chances for the forecast from what is known (ability, draw): a logistic stand-in for the chance of having the
 * lowest of the runners' noisy times, close to the normal model the race is run by and cheap to compute.
 */
function chances(starters: Starter[], base: number, scale: number): number[] {
  const expected = starters.map((s) => expectedTime(base, scale, s));
  const fastest = Math.min(...expected);
  return expected.map((e) => Math.exp((-1.2 * (e - fastest)) / (RUN_SPREAD * scale)));
}

/** The track's meeting on model day `day`, or null when it does not race that day. */
export function buildMeeting(track: GreyhoundTrackInfo, day: number, seed: number): ModelMeeting | null {
  if (!racesOn(track, day)) return null;
  const date = dateOfDay(day);
  const session = track.week[(((day % 7) + 1) % 7) as Weekday] as GreyhoundSession;
  const group = meetingIndex(track, day) % runCycle(track);
  const meetingId = `${track.id}-${date.replaceAll('-', '')}`;
  const rng = rngFor(seed, 'meeting', meetingId);
  const dogs: Dog[] = [];
  for (let slot = 0; slot < slotsPerGroup(track); slot++) {
    const dog = dogInSlot(seed, track, group, slot, day);
    if (!rngFor(seed, 'absent', dog.id, day).chance(ABSENCE)) dogs.push(dog);
  }
  type Field = { trip: GreyhoundTrip; grade: string; dogs: Dog[] };
  const fields: Field[] = [];
  const counts = tripRaces(track);
  for (const trip of ['sprint', 'standard', 'stayers'] as const) {
    // Graded by ability with a little of the racing manager's judgement: similar dogs meet, not the same six.
    const ranked = dogs
      .filter((d) => d.trip === trip)
      .map((d) => ({ d, key: d.ability + Math.max(-0.08, Math.min(0.08, 0.04 * normal(rng))) }))
      .sort((a, b) => a.key - b.key)
      .map((x) => x.d);
    const sizes = fieldSizes(ranked.length, counts[trip]);
    let at = 0;
    sizes.forEach((size, rank) => {
      fields.push({ trip, grade: gradeOf(track, trip, rank), dogs: ranked.slice(at, at + size) });
      at += size;
    });
  }
  const start = SESSION_START[session];
  const stagger = (GREYHOUND_TRACKS.indexOf(track) * 7) % 25;
  const firstMinutes = start.hour * 60 + start.minute + stagger;
  const firstOff = londonInstant(date, Math.floor(firstMinutes / 60), firstMinutes % 60);
  const races = rng.sample(fields, fields.length).map((field, i): ModelRace => {
    const raceNumber = i + 1;
    const raceId = raceIdOf(track.id, date, raceNumber);
    const minutes = start.hour * 60 + start.minute + stagger + i * track.interval;
    // Clocks change in the small hours, never during a meeting: one zone lookup serves the whole card.
    const offTime = new Date(firstOff.getTime() + (minutes - firstMinutes) * 60_000);
    const distance = distanceOf(track, field.trip);
    const starters = drawTraps(field.dogs, rngFor(seed, 'traps', raceId)).sort((a, b) => a.trap - b.trap);
    const base = baseTime(track, distance);
    const scale = distance / track.standard;
    const forecasts = makeBook(chances(starters, base, scale), rngFor(seed, 'book', raceId));
    const runners = starters.map((s, k) => ({ ...s, forecast: forecasts[k] as Price }));
    const race = {
      raceId,
      meetingId,
      track,
      date,
      session,
      raceNumber,
      offTime,
      offTimeLocal: clock(minutes),
      grade: field.grade,
      distance,
      trip: field.trip,
      runners,
      forecastBook: bookPercent(forecasts),
    };
    return { ...race, result: result(race, seed) };
  });
  return { meetingId, track, date, session, races };
}
