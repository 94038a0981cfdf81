import type { GreyhoundFormLine, GreyhoundRaceCard, GreyhoundRunner } from '@sl/contracts';
import { dateOfDay, dayNumber, dayOfMeeting, meetingIndex, racesOn, runCycle } from './calendar';
import { ageYears } from './dogs';
import { buildMeeting, type ModelMeeting, type ModelRace } from './meeting';
import { GREYHOUND_TRACKS, greyhoundTrack } from './tracks';

/** The world the site shows; tests draw others. */
export const DEFAULT_GREYHOUND_SEED = 2_026;
/** Form lines a card prints per dog. */
const FORM_RUNS = 5;

const cache = new Map<string, ModelMeeting | null>();

/** Meetings are pure functions of (track, day, seed); a small cache spares rebuilding the ones form lines revisit. */
function meeting(trackId: string, day: number, seed: number): ModelMeeting | null {
  const key = `${seed}:${trackId}:${day}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const track = greyhoundTrack(trackId);
  const built = track ? buildMeeting(track, day, seed) : null;
  if (cache.size > 600) cache.delete(cache.keys().next().value as string);
  cache.set(key, built);
  return built;
}

/** The day's meetings, in order of their first race. */
export function greyhoundMeetings(date: string, seed = DEFAULT_GREYHOUND_SEED): ModelMeeting[] {
  const day = dayNumber(date);
  return GREYHOUND_TRACKS.flatMap((t) => meeting(t.id, day, seed) ?? []).sort(
    (a, b) => (a.races[0]?.offTime.getTime() ?? 0) - (b.races[0]?.offTime.getTime() ?? 0),
  );
}

const RACE_ID = /^([a-z]+(?:-[a-z]+)*)-(\d{4})(\d{2})(\d{2})-(\d{1,2})$/;

export function isGreyhoundRaceId(raceId: string): boolean {
  return RACE_ID.test(raceId);
}

export function greyhoundRace(raceId: string, seed = DEFAULT_GREYHOUND_SEED): ModelRace | null {
  const match = RACE_ID.exec(raceId);
  if (!match) return null;
  const [, trackId, y, m, d, n] = match as unknown as [string, string, string, string, string, string];
  const date = `${y}-${m}-${d}`;
  const day = dayNumber(date);
  // Date.parse rolls 30 February on into March: a real date reads back the same.
  if (Number.isNaN(day) || day < 0 || dateOfDay(day) !== date) return null;
  const found = meeting(trackId, day, seed);
  return found?.races.find((r) => r.raceNumber === Number(n)) ?? null;
}

/** The dog's runs before `day`, newest first: its group's earlier meetings at its track, since its career began. */
function formLines(
  trackId: string,
  dogId: string,
  careerStart: number,
  day: number,
  seed: number,
): GreyhoundFormLine[] {
  const track = greyhoundTrack(trackId);
  if (!track || !racesOn(track, day)) return [];
  const cycle = runCycle(track);
  const lines: GreyhoundFormLine[] = [];
  for (let index = meetingIndex(track, day) - cycle; index >= 0 && lines.length < FORM_RUNS; index -= cycle) {
    const past = dayOfMeeting(track, index);
    if (past < careerStart) break;
    for (const race of meeting(trackId, past, seed)?.races ?? []) {
      const placing = race.result.placings.find((p) => p.dogId === dogId);
      if (!placing) continue;
      lines.push({
        date: race.date,
        raceId: race.raceId,
        trackName: track.name,
        distance: race.distance,
        trap: placing.trap,
        position: placing.position,
        distanceBehind: placing.distanceBehind,
        time: placing.time,
        grade: race.grade,
        sp: placing.sp,
        comment: placing.comment,
      });
    }
  }
  return lines;
}

/** A race card with every runner's form; `withResult` false hides the result of a race not yet off. */
export function raceCard(
  race: ModelRace,
  withResult: boolean,
  seed = DEFAULT_GREYHOUND_SEED,
): GreyhoundRaceCard {
  const day = dayNumber(race.date);
  const runners: GreyhoundRunner[] = race.runners.map((r) => {
    const recentRuns = formLines(race.track.id, r.dog.id, r.dog.careerStart, day, seed);
    const atTrip = recentRuns.filter((l) => l.distance === race.distance).map((l) => l.time);
    return {
      trap: r.trap,
      dogId: r.dog.id,
      name: r.dog.name,
      colourSex: `${r.dog.colour} ${r.dog.sex}`,
      ageYears: ageYears(r.dog, race.date),
      sire: r.dog.sire,
      dam: r.dog.dam,
      trainer: r.dog.trainer,
      seed: r.dog.seed,
      form: recentRuns
        .map((l) => String(l.position))
        .reverse()
        .join(''),
      bestTime: atTrip.length ? Math.min(...atTrip) : null,
      recentRuns,
      forecastPrice: r.forecast.text,
    };
  });
  return {
    raceId: race.raceId,
    meetingId: race.meetingId,
    trackId: race.track.id,
    trackName: race.track.name,
    date: race.date,
    session: race.session,
    raceNumber: race.raceNumber,
    offTime: race.offTime.toISOString(),
    offTimeLocal: race.offTimeLocal,
    grade: race.grade,
    distance: race.distance,
    trip: race.trip,
    forecastBook: race.forecastBook,
    runners,
    result: withResult ? race.result : null,
  };
}
