import { horseCode, parseHorseCode } from './codes';
import { dayNumber, hash, intIn, seedOf, unit } from './hash';
import { HORSE_NAMES } from './horse-names';
import { peopleOf, trainerFor, type Code, type Country, type Owner, type Trainer } from './people';

type Discipline = 'flat' | 'jumps' | 'dual';
export type Sex = 'colt' | 'filly' | 'gelding' | 'mare' | 'horse';
type RunStyle = 'leader' | 'prominent' | 'midfield' | 'held up';

/** A horse of the world: fixed at foaling by the world seed, its crop (birth year) and its place in the crop. */
export interface WorldHorse {
  code: string;
  name: string;
  birthYear: number;
  index: number;
  /** A number unique to the horse in its world (crop and index). */
  serial: number;
  female: boolean;
  /** The age a colt is gelded at (most jumpers are); null for a colt kept entire, and for fillies. */
  geldedAge: number | null;
  country: Country;
  discipline: Discipline;
  sire: string;
  dam: string;
  trainer: Trainer;
  /** A dual-purpose horse's jumping trainer (the same as trainer for everybody else). */
  jumpsTrainer: Trainer;
  owner: Owner;
  /** Official-rating scale peaks (lb) on the flat and over jumps. */
  flatPeak: number;
  jumpsPeak: number;
  peakAge: number;
  /** First and last racing days (day numbers). */
  debutDay: number;
  retireDay: number;
  /** Age from which a jumper races over fences; null for one that stays hurdling. */
  chaseAge: number | null;
  /** Flat horses that race on the all-weather through the winter; jumpers that race through the summer. */
  allYear: boolean;
  /** Availability: one possible racing day in each block of this many days, never closer than minRest. */
  block: number;
  phase: number;
  minRest: number;
  /** -1 wants it soft, +1 wants it fast. */
  goingPref: number;
  /** Best trip in yards. */
  tripYards: number;
  style: RunStyle;
}

/** Foals per crop: enough horses for the busiest days' fields, each running about every three to four weeks. */
const CROP_SIZE = 6000;
/** Names are walked with a stride coprime to the name count, so any 138,000 consecutive foals (23 crops) differ. */
const NAME_STRIDE = 7919;

const cropCache = new Map<string, WorldHorse[]>();

const STYLES: RunStyle[] = ['leader', 'prominent', 'prominent', 'midfield', 'held up', 'held up'];

const jan1Days = new Map<number, number>();
/** The day number of 1 January of a year. */
function jan1(year: number): number {
  let d = jan1Days.get(year);
  if (d === undefined) {
    d = dayNumber(`${year}-01-01`);
    jan1Days.set(year, d);
  }
  return d;
}

function foal(seed: string, birthYear: number, index: number): WorldHorse {
  const s = seedOf(seed, 'horse');
  const u = (k: number) => unit(s, birthYear, index, k);
  const d = u(1);
  const discipline: Discipline = d < 0.5 ? 'flat' : d < 0.9 ? 'jumps' : 'dual';
  const female = u(2) < (discipline === 'flat' ? 0.45 : 0.3);
  const geldedAge = female
    ? null
    : discipline === 'flat'
      ? u(3) < 0.45
        ? intIn(2, 4, s, birthYear, index, 4)
        : null
      : u(3) < 0.95
        ? intIn(2, 4, s, birthYear, index, 4)
        : null;
  const country: Country = u(5) < (discipline === 'flat' ? 0.25 : 0.4) ? 'IE' : 'GB';
  const people = peopleOf(seed);
  const trainerCode: Code = discipline === 'flat' ? 'flat' : 'jumps';
  const trainer = trainerFor(people, country, discipline === 'dual' ? 'flat' : trainerCode, u(6));
  const jumpsTrainer = discipline === 'dual' ? trainerFor(people, country, 'jumps', u(7)) : trainer;
  const a = u(8);
  const flatPeak = Math.round(40 + 80 * a ** 1.8);
  const jumpsPeak = Math.round(80 + 95 * a ** 1.6);
  const jumps = discipline === 'jumps';
  const peakAge = jumps ? 7 + u(9) * 2 : 3.5 + u(9) * 1.5;
  const debutAge = jumps ? (u(10) < 0.5 ? 4 : u(10) < 0.9 ? 5 : 6) : u(10) < 0.65 ? 2 : 3;
  // Two-year-olds start from May, older debutants any time in their season.
  const debutDay =
    jan1(birthYear + debutAge) +
    (debutAge === 2 ? Math.round(85 + 190 * u(11) ** 1.8) : intIn(20, 300, s, birthYear, index, 11));
  const retireAge =
    discipline === 'flat'
      ? intIn(4, 7, s, birthYear, index, 12)
      : discipline === 'dual'
        ? intIn(8, 11, s, birthYear, index, 12)
        : intIn(9, 13, s, birthYear, index, 12);
  const retireDay = Math.max(
    debutDay + 120,
    jan1(birthYear + retireAge) + intIn(0, 364, s, birthYear, index, 13),
  );
  const flatish = discipline === 'flat';
  const block = flatish ? intIn(12, 24, s, birthYear, index, 14) : intIn(20, 34, s, birthYear, index, 14);
  const serial = (birthYear - 1990) * CROP_SIZE + index;
  const nameAt = (n: number) =>
    HORSE_NAMES[
      (((n * NAME_STRIDE + (s % HORSE_NAMES.length)) % HORSE_NAMES.length) + HORSE_NAMES.length) %
        HORSE_NAMES.length
    ]!;
  return {
    code: horseCode(birthYear, index),
    name: nameAt(serial),
    birthYear,
    index,
    serial,
    female,
    geldedAge,
    country,
    discipline,
    // Sires and dams are named from the far side of the name walk, well away from any horse in training.
    sire: nameAt(serial + 60_000 + (hash(s, birthYear, index, 15) % 400)),
    dam: nameAt(serial + 90_000 + (hash(s, birthYear, index, 16) % 5000)),
    trainer,
    jumpsTrainer,
    owner: people.owners[hash(s, birthYear, index, 17) % people.owners.length]!,
    flatPeak,
    jumpsPeak,
    peakAge,
    debutDay,
    retireDay,
    chaseAge:
      jumps || discipline === 'dual' ? (u(18) < 0.65 ? intIn(6, 8, s, birthYear, index, 19) : null) : null,
    allYear: flatish ? u(20) < 0.5 : u(20) < 0.25,
    block,
    phase: hash(s, birthYear, index, 21) % block,
    minRest: flatish ? 7 : 14,
    goingPref: u(22) * 2 - 1,
    tripYards: jumps
      ? Math.round(3520 + 2900 * u(23))
      : discipline === 'dual'
        ? Math.round(2400 + 1400 * u(23))
        : Math.round(1100 + 1900 * u(23) ** 1.3),
    style: STYLES[hash(s, birthYear, index, 24) % STYLES.length]!,
  };
}

/** A crop of foals, built once per seed and year. */
function cropOf(seed: string, birthYear: number): WorldHorse[] {
  const key = `${seed}:${birthYear}`;
  let crop = cropCache.get(key);
  if (!crop) {
    crop = Array.from({ length: CROP_SIZE }, (_, i) => foal(seed, birthYear, i));
    cropCache.set(key, crop);
  }
  return crop;
}

export function horseByCode(seed: string, code: string): WorldHorse | null {
  const at = parseHorseCode(code);
  if (!at || at.index >= CROP_SIZE) return null;
  return cropOf(seed, at.birthYear)[at.index] ?? null;
}

/** Racing age: every horse turns a year older on 1 January. */
export const ageOn = (h: WorldHorse, date: string) => Number(date.slice(0, 4)) - h.birthYear;

export function sexOn(h: WorldHorse, date: string): Sex {
  const age = ageOn(h, date);
  if (h.female) return age <= 4 ? 'filly' : 'mare';
  if (h.geldedAge !== null && age >= h.geldedAge) return 'gelding';
  return age <= 4 ? 'colt' : 'horse';
}

/** The year and day of the year of a day number (1 January is 0). */
export function yearDay(day: number): { year: number; doy: number } {
  const year = new Date(day * 86_400_000).getUTCFullYear();
  return { year, doy: day - jan1(year) };
}
/** Flat turf runs late March to early November; the jumps season October to the end of April. */
const flatSeason = (doy: number) => doy >= 82 && doy <= 312;
const jumpsSeason = (doy: number) => doy >= 275 || doy <= 120;

/** The code a horse races under on a day (a dual-purpose horse is on the flat in summer), or null when it rests. */
export function codeOn(h: WorldHorse, day: number, at = yearDay(day)): Code | null {
  if (day < h.debutDay || day > h.retireDay) return null;
  const { doy } = at;
  if (h.discipline === 'dual') {
    const age = at.year - h.birthYear;
    // A dual-purpose horse goes juvenile hurdling from the July of its three-year-old year.
    if (age === 3 && doy >= 200) return 'jumps';
    return flatSeason(doy) && age <= 5
      ? 'flat'
      : age >= 4 && (jumpsSeason(doy) || h.allYear)
        ? 'jumps'
        : null;
  }
  if (h.discipline === 'flat') return flatSeason(doy) || h.allYear ? 'flat' : null;
  return jumpsSeason(doy) || h.allYear ? 'jumps' : null;
}

/** The horses whose careers touch a year (a fraction of the crops alive), per seed and year. */
const inYearCache = new Map<string, WorldHorse[]>();
function racingIn(seed: string, year: number): WorldHorse[] {
  const key = `${seed}:${year}`;
  let list = inYearCache.get(key);
  if (!list) {
    const [from, to] = [jan1(year), jan1(year + 1) - 1];
    list = [];
    for (let born = year - 14; born <= year - 2; born++)
      for (const h of cropOf(seed, born)) if (h.debutDay <= to && h.retireDay >= from) list.push(h);
    inYearCache.set(key, list);
  }
  return list;
}

/** The horse's official-rating-scale ability on a day: it improves to its peak age, then declines. */
export function markOn(h: WorldHorse, day: number, code: Code): number {
  const age = (day - jan1(h.birthYear) - 100) / 365.25;
  const peak = code === 'flat' ? h.flatPeak : h.jumpsPeak;
  const up = code === 'flat' ? 0.07 : 0.045;
  const down = code === 'flat' ? 0.05 : 0.04;
  const f = age < h.peakAge ? 1 - up * (h.peakAge - age) : 1 - down * (age - h.peakAge) ** 1.2;
  return peak * Math.max(0.6, f);
}

/** Every horse that could race on the day (any code); the fields choose from these. */
/**
 * A horse's possible racing days: one main day in each block of its calendar, never closer than its minimum rest,
 * and between two main days far enough apart a reserve day halfway, which a short field may call on. A horse can
 * race on both without breaking its rest, so the days it runs never depend on any other day's fields.
 */
export interface RacingDay {
  day: number;
  reserve: boolean;
}

const mainDay = (s: number, h: WorldHorse, k: number) =>
  k * h.block - h.phase + (hash(s, h.serial, k) % (h.block - h.minRest + 1));

/** The horse's possible racing days from one day to another (both included), oldest first. */
export function racingDays(seed: string, h: WorldHorse, from: number, to: number): RacingDay[] {
  const s = availabilitySeed(seed);
  const start = Math.max(from, h.debutDay);
  const end = Math.min(to, h.retireDay);
  const out: RacingDay[] = [];
  for (let k = Math.floor((start + h.phase) / h.block) - 1; k * h.block - h.phase <= end; k++) {
    const a = mainDay(s, h, k);
    const b = mainDay(s, h, k + 1);
    if (a >= start && a <= end) out.push({ day: a, reserve: false });
    const r = a + Math.floor((b - a) / 2);
    if (b - a >= 2 * h.minRest && r >= start && r <= end) out.push({ day: r, reserve: true });
  }
  return out;
}

interface DayIndex {
  main: WorldHorse[];
  reserve: WorldHorse[];
}

const byDayCache = new Map<string, Map<number, DayIndex>>();

/** Each day of a year with the horses that may race on it, built once per seed and year. */
function availabilityIndex(seed: string, year: number): Map<number, DayIndex> {
  const key = `${seed}:${year}`;
  let index = byDayCache.get(key);
  if (!index) {
    const built = new Map<number, DayIndex>();
    const [from, to] = [jan1(year), jan1(year + 1) - 1];
    const s = availabilitySeed(seed);
    const add = (day: number, h: WorldHorse, reserve: boolean) => {
      let at = built.get(day);
      if (!at) built.set(day, (at = { main: [], reserve: [] }));
      (reserve ? at.reserve : at.main).push(h);
    };
    // The same days as racingDays, without a list per horse: this runs over every horse of the year.
    for (const h of racingIn(seed, year)) {
      const start = Math.max(from, h.debutDay);
      const end = Math.min(to, h.retireDay);
      let k = Math.floor((start + h.phase) / h.block) - 1;
      let b = mainDay(s, h, k);
      for (; k * h.block - h.phase <= end; k++) {
        const a = b;
        b = mainDay(s, h, k + 1);
        if (a >= start && a <= end) add(a, h, false);
        const r = a + Math.floor((b - a) / 2);
        if (b - a >= 2 * h.minRest && r >= start && r <= end) add(r, h, true);
      }
    }
    byDayCache.set(key, built);
    index = built;
  }
  return index;
}

/** The horses that may race on the day in their code: main days first, reserve days for short fields. */
export function availableHorses(seed: string, date: string): { main: WorldHorse[]; reserve: WorldHorse[] } {
  const day = dayNumber(date);
  const at = yearDay(day);
  const held = availabilityIndex(seed, at.year).get(day);
  const racing = (h: WorldHorse) => codeOn(h, day, at) !== null;
  return { main: (held?.main ?? []).filter(racing), reserve: (held?.reserve ?? []).filter(racing) };
}

const availabilitySeed = (seed: string) => seedOf(seed, 'availability');
