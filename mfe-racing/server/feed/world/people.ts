import { code12 } from './codes';
import { hash, pickBy, seedOf, unit } from './hash';
import {
  CAP_PATTERNS,
  FIRST_NAMES,
  GB_FLAT_YARDS,
  GB_JUMPS_YARDS,
  IE_YARDS,
  OWNER_GROUPS,
  SILK_COLOURS,
  SILK_PATTERNS,
  SURNAMES,
  list,
} from './people-names';

export type Country = 'GB' | 'IE';
export type Code = 'flat' | 'jumps';

export interface Jockey {
  /** Index in the world's riders (a number to hash on). */
  id: number;
  code: string;
  name: string;
  country: Country;
  rides: Code;
  /** 0 (journeyman) to 1 (champion): the better horses get the better riders. */
  skill: number;
}

export interface Trainer {
  code: string;
  name: string;
  yard: string;
  country: Country;
  trains: Code;
  /** Relative size of the yard: a few big yards train many of the horses. */
  size: number;
}

export interface Owner {
  name: string;
  silks: string;
}

export interface People {
  jockeys: Jockey[];
  trainers: Trainer[];
  owners: Owner[];
  /** Trainers by country and code, with cumulative sizes for weighted picks. */
  trainerPools: Map<string, { trainers: Trainer[]; cumulative: number[] }>;
}

const first = list(FIRST_NAMES);
const surnames = list(SURNAMES);
const pipe = (text: string) => list(text, /\|/);

/** How many of each kind the world holds: enough riders for the busiest summer Saturday and winter Boxing Day. */
const JOCKEY_SQUADS: [Country, Code, number][] = [
  ['GB', 'flat', 230],
  ['GB', 'jumps', 190],
  ['IE', 'flat', 80],
  ['IE', 'jumps', 100],
];
const TRAINER_SQUADS: [Country, Code, number][] = [
  ['GB', 'flat', 200],
  ['GB', 'jumps', 180],
  ['IE', 'flat', 60],
  ['IE', 'jumps', 90],
];
const OWNERS = 1500;

const cache = new Map<string, People>();

export const poolKey = (country: Country, code: Code) => `${country}:${code}`;

/** The world's riders, trainers and owners for a seed (built once, then shared). */
export function peopleOf(seed: string): People {
  const held = cache.get(seed);
  if (held) return held;
  const s = seedOf(seed, 'people');
  const used = new Set<string>();
  let draw = 0;
  const personName = (): string => {
    for (;;) {
      draw += 1;
      const name = `${pickBy(first, s, draw, 1)} ${pickBy(surnames, s, draw, 2)}`;
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
  };
  const jockeys: Jockey[] = [];
  for (const [country, rides, count] of JOCKEY_SQUADS)
    for (let i = 0; i < count; i++)
      jockeys.push({
        id: jockeys.length,
        code: code12(100_000 + jockeys.length + 1),
        name: personName(),
        country,
        rides,
        skill: unit(s, 11, jockeys.length) ** 2,
      });
  const trainers: Trainer[] = [];
  const yardLists = { IE: pipe(IE_YARDS), flat: pipe(GB_FLAT_YARDS), jumps: pipe(GB_JUMPS_YARDS) };
  const yardsFor = (country: Country, code: Code) => (country === 'IE' ? yardLists.IE : yardLists[code]);
  for (const [country, trains, count] of TRAINER_SQUADS)
    for (let i = 0; i < count; i++)
      trainers.push({
        code: code12(200_000 + trainers.length + 1),
        name: personName(),
        yard: pickBy(yardsFor(country, trains), s, 21, trainers.length),
        country,
        trains,
        // A long tail: a handful of big yards, many small ones.
        size: 1 + 12 * unit(s, 22, trainers.length) ** 3,
      });
  const colours = pipe(SILK_COLOURS);
  const patterns = pipe(SILK_PATTERNS);
  const caps = pipe(CAP_PATTERNS);
  const groups = pipe(OWNER_GROUPS);
  const yards = pipe(GB_JUMPS_YARDS);
  const owners: Owner[] = [];
  for (let i = 0; i < OWNERS; i++) {
    const kind = unit(s, 31, i);
    const initial = String.fromCharCode(65 + (hash(s, 32, i) % 26));
    const surname = pickBy(surnames, s, 33, i);
    const name =
      kind < 0.45
        ? `${unit(s, 34, i) < 0.6 ? 'Mr' : 'Mrs'} ${initial}. ${surname}`
        : kind < 0.6
          ? `Mr & Mrs ${initial}. ${surname}`
          : `${kind < 0.8 ? `The ${pickBy(surnames, s, 35, i)}` : pickBy(yards, s, 36, i)} ${pickBy(groups, s, 37, i)}`;
    const base = pickBy(colours, s, 38, i);
    const other = pickBy(
      colours.filter((c) => c !== base),
      s,
      39,
      i,
    ).toLowerCase();
    const cap = pickBy(colours, s, 40, i).toLowerCase();
    owners.push({
      name,
      silks: `${base}, ${other} ${pickBy(patterns, s, 41, i)}, ${cap} ${pickBy(caps, s, 42, i)}`,
    });
  }
  const trainerPools = new Map<string, { trainers: Trainer[]; cumulative: number[] }>();
  for (const t of trainers) {
    const key = poolKey(t.country, t.trains);
    const pool = trainerPools.get(key) ?? { trainers: [], cumulative: [] };
    pool.cumulative.push((pool.cumulative[pool.cumulative.length - 1] ?? 0) + t.size);
    pool.trainers.push(t);
    trainerPools.set(key, pool);
  }
  const made: People = { jockeys, trainers, owners, trainerPools };
  cache.set(seed, made);
  return made;
}

/** A trainer of the country and code, big yards more likely, from a uniform draw u in [0, 1). */
export function trainerFor(people: People, country: Country, code: Code, u: number): Trainer {
  const pool = people.trainerPools.get(poolKey(country, code))!;
  const total = pool.cumulative[pool.cumulative.length - 1]!;
  const target = u * total;
  const i = pool.cumulative.findIndex((c) => c > target);
  return pool.trainers[i < 0 ? pool.trainers.length - 1 : i]!;
}
