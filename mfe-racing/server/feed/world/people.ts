import type { Silk } from '@sl/contracts/race-history';
import { code12 } from './codes';
import { ownerSilk } from './silks';
import { hash, pickBy, seedOf, unit } from './hash';
import {
  FIRST_NAMES,
  GB_FLAT_YARDS,
  GB_JUMPS_YARDS,
  IE_YARDS,
  OWNER_GROUPS,
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
  /** An apprentice's or conditional's allowance in lb (7, 5 or 3 as they ride more winners); 0 for a senior rider. */
  claim: 0 | 3 | 5 | 7;
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
  /** The registered colours in words, as the card prints them (colours.description). */
  silks: string;
  colours: Silk;
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

const poolKey = (country: Country, code: Code) => `${country}:${code}`;

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
        claim: 0,
      });
  // Claimers are the young riders low in the pecking order: about one rider in five.
  for (const j of jockeys)
    if (j.skill < 0.45 && unit(s, 12, j.id) < 0.4)
      j.claim = ([7, 5, 5, 3, 3, 3] as const)[hash(s, 13, j.id) % 6]!;
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
  const groups = pipe(OWNER_GROUPS);
  const yards = pipe(GB_JUMPS_YARDS);
  const owners: Owner[] = [];
  // An owner's name is theirs alone, so the name on the card always goes with the one set of colours.
  const ownerNames = new Set<string>();
  for (let i = 0; i < OWNERS; i++) {
    let name = '';
    for (let k = 0; name === '' || ownerNames.has(name); k++) {
      const kind = unit(s, 31, i, k);
      const initial = String.fromCharCode(65 + (hash(s, 32, i, k) % 26));
      const surname = pickBy(surnames, s, 33, i + k * OWNERS);
      name =
        kind < 0.45
          ? `${unit(s, 34, i, k) < 0.6 ? 'Mr' : 'Mrs'} ${initial}. ${surname}`
          : kind < 0.6
            ? `Mr & Mrs ${initial}. ${surname}`
            : `${kind < 0.8 ? `The ${pickBy(surnames, s, 35, i + k * OWNERS)}` : pickBy(yards, s, 36, i + k * OWNERS)} ${pickBy(groups, s, 37, i + k * OWNERS)}`;
    }
    ownerNames.add(name);
    const colours = ownerSilk(s, i);
    owners.push({ name, silks: colours.description, colours });
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
