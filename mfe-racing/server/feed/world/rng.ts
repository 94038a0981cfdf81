import { SeededRandom, hashString } from '@sl/server-kit';

// Bound once: under jest's vm context a global `Math.imul` lookup is not inlined and these hot loops ran ~30x slower.
const imul = Math.imul;

/**
 * Integer hashing for the world model. Every draw is keyed by numbers (seed hash, day number, course id, salt)
 * instead of formatted strings, so a day plans in well under a millisecond and no draw depends on the order others
 * were made in.
 */
export function mix(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const v of values) {
    h = imul(h ^ (v >>> 0), 0x85ebca6b);
    h = (h << 13) | (h >>> 19);
    h = imul(h, 5) + 0xe6546b64;
  }
  h ^= h >>> 16;
  h = imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A float in [0, 1) from the keys. */
export const unit = (...values: number[]): number => mix(...values) / 4294967296;

/** A generator for one job (a meeting's races, a day's fixtures), keyed like `mix`. */
export const rngFor = (...values: number[]): SeededRandom => new SeededRandom(mix(...values));

/** Seeds are named by strings; hash each once. */
const seedHashes = new Map<string, number>();
export function seedHash(seed: string): number {
  let h = seedHashes.get(seed);
  if (h === undefined) {
    h = hashString(seed);
    if (seedHashes.size > 256) seedHashes.clear();
    seedHashes.set(seed, h);
  }
  return h;
}

/** Salts that keep the model's separate draws apart. */
export const SALT = {
  fixtures: 1,
  weather: 2,
  spell: 3,
  course: 4,
  meeting: 5,
  times: 6,
  prize: 7,
  parity: 8,
} as const;
