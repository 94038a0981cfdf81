import type { GreyhoundSeed, GreyhoundTrip } from '@sl/contracts';
import { dateOfDay } from './calendar';
import { dogName, trainerName } from './names';
import { normal, rngFor } from './random';
import { GREYHOUND_TRACKS, type GreyhoundTrackInfo } from './tracks';

export interface Dog {
  id: string;
  name: string;
  sex: 'd' | 'b';
  colour: string;
  /** First day (model day number) of its racing career; it has no runs before. */
  careerStart: number;
  birthDate: string;
  sire: string;
  dam: string;
  trainer: string;
  seed: GreyhoundSeed;
  trip: GreyhoundTrip;
  /** Seconds slower (+) or faster (-) than a top-grade dog over its trip. */
  ability: number;
  /** Early pace out of the traps, standard-normal. */
  breakSpeed: number;
}

/** A racing career of about three years: dogs start at two and retire by five. */
const CAREER_DAYS = 1_100;
const COLOURS = ['bk', 'bk', 'be', 'bd', 'bd', 'dkbd', 'wbk', 'wbd', 'f', 'bebd', 'wf', 'wbe'];
const TRAINERS_PER_TRACK = 9;
/** Room for every slot of every track in the name scramble: 14 races x 6 traps, up to 5 groups. */
const SLOTS_PER_GROUP = 84;
const MAX_GROUPS = 5;

/** How a card splits into sprints, standard-trip races and stayers' races. */
export function tripRaces(track: GreyhoundTrackInfo): Record<GreyhoundTrip, number> {
  const sprint = track.sprint === null ? 0 : track.races >= 12 ? 2 : 1;
  const stayers = track.races >= 13 ? 2 : 1;
  return { sprint, stayers, standard: track.races - sprint - stayers };
}

function slotTrip(track: GreyhoundTrackInfo, slot: number): GreyhoundTrip {
  const counts = tripRaces(track);
  if (slot < counts.sprint * 6) return 'sprint';
  if (slot < (counts.sprint + counts.stayers) * 6) return 'stayers';
  return 'standard';
}

/**
 * The dog that holds a kennel slot on `day`. A slot is one place in one of the track's run groups; when a dog
 * retires, a two-year-old takes its slot, so the track always has dogs for every race and each dog's history
 * is its own.
 */
export function dogInSlot(
  worldSeed: number,
  track: GreyhoundTrackInfo,
  group: number,
  slot: number,
  day: number,
): Dog {
  const trackIndex = GREYHOUND_TRACKS.indexOf(track);
  const offset = rngFor(worldSeed, 'slot', track.id, group, slot).int(0, CAREER_DAYS - 1);
  const generation = Math.floor((day + offset) / CAREER_DAYS);
  const careerStart = generation * CAREER_DAYS - offset;
  const rng = rngFor(worldSeed, 'dog', track.id, group, slot, generation);
  const serial = ((trackIndex * MAX_GROUPS + group) * SLOTS_PER_GROUP + slot) * 2 + (generation & 1);
  const sex = rng.chance(0.55) ? 'd' : 'b';
  const seedDraw = rng.next();
  const trip = slotTrip(track, slot);
  return {
    id: `${track.id}-${group}-${slot}-${generation}`,
    name: dogName(serial + worldSeed),
    sex,
    colour: rng.pick(COLOURS),
    careerStart,
    birthDate: dateOfDay(careerStart - 730 - rng.int(0, 100)),
    sire: dogName(rng.int(0, 1_000_000)),
    dam: dogName(rng.int(0, 1_000_000)),
    trainer: trainerName(trackIndex * TRAINERS_PER_TRACK + rng.int(0, TRAINERS_PER_TRACK - 1)),
    seed: seedDraw < 0.35 ? 'R' : seedDraw < 0.65 ? 'M' : 'W',
    trip,
    // About a tenth of a second a grade; dogs within a grade differ by less, so graded races stay open. Sprints
    // and stayers' races are few a meeting, so their dogs span only as many grades as there are races.
    ability:
      0.1 * rng.int(0, (trip === 'standard' ? track.lowestGrade : tripRaces(track)[trip]) - 1) +
      0.05 * normal(rng),
    breakSpeed: normal(rng),
  };
}

export function ageYears(dog: Dog, date: string): number {
  const [by, bm, bd] = dog.birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export function slotsPerGroup(track: GreyhoundTrackInfo): number {
  return track.races * 6;
}
