import { hashString } from '@sl/server-kit';

// Bound once: under jest's vm context a global `Math.imul` lookup is not inlined and these hot loops ran ~30x slower.
const imul = Math.imul;

/**
 * Counter-based randomness for the world model: every draw is a pure function of the world seed and the thing it
 * is about (a horse, a race, a day), so a fact never depends on the order in which the model is asked for it.
 */
/** A 32-bit integer mixer (one round), for the hottest loops. */
export function mix32(h: number): number {
  return mix(h);
}

function mix(h: number): number {
  h ^= h >>> 16;
  h = imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

const step = (h: number, p: number) => mix((h ^ imul(p | 0, 0x9e3779b1)) + 0x6d2b79f5);

/** A 32-bit hash of a seed and up to five integer parts (fixed arity: no array per call, this runs millions of times). */
export function hash(seed: number, a = 0, b = 0, c = 0, d = 0, e = 0): number {
  return mix(step(step(step(step(step(seed >>> 0, a), b), c), d), e));
}

/** A float in [0, 1) from a seed and integer parts. */
export function unit(seed: number, a = 0, b = 0, c = 0, d = 0, e = 0): number {
  return hash(seed, a, b, c, d, e) / 4294967296;
}

/** An integer in [min, max] from a seed and integer parts. */
export function intIn(min: number, max: number, seed: number, a = 0, b = 0, c = 0, d = 0): number {
  return min + Math.floor(unit(seed, a, b, c, d) * (max - min + 1));
}

export function pickBy<T>(items: readonly T[], seed: number, a = 0, b = 0, c = 0, d = 0): T {
  return items[Math.floor(unit(seed, a, b, c, d) * items.length)] as T;
}

/** A roughly normal draw (mean 0, sd 1): four uniforms from one hash chain, cheap enough for every runner. */
export function normal(seed: number, a = 0, b = 0, c = 0, d = 0): number {
  let h = hash(seed, a, b, c, d, 7919);
  let s = 0;
  for (let i = 0; i < 4; i++) {
    h = mix(h + 0x6d2b79f5);
    s += h / 4294967296;
  }
  return (s - 2) * 1.7320508;
}

/** The world seed as a number, and a salt per concern so two concerns never share draws. */
const seeds = new Map<string, number>();
export function seedOf(seed: string, concern: string): number {
  const key = `${seed}:${concern}`;
  let h = seeds.get(key);
  if (h === undefined) {
    h = hashString(key);
    if (seeds.size > 50_000) seeds.clear();
    seeds.set(key, h);
  }
  return h;
}

/** Days since 1970-01-01 for an ISO date, and back. */
export const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
export const dateOfDay = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);
