import type { GreyhoundFavourite, GreyhoundSeed, TrapNumber } from '@sl/contracts';
import type { SeededRandom } from '@sl/server-kit';
import type { Dog } from './dogs';
import { normal } from './random';

/** Seconds per length, the usual conversion for greyhound distances. */
export const SECONDS_PER_LENGTH = 0.08;
/** Race-time spread of a dog at the standard trip, seconds: the market prices against the same spread. */
export const RUN_SPREAD = 0.14;

export interface Starter {
  trap: TrapNumber;
  dog: Dog;
}

/** Seconds lost by a dog drawn away from where it likes to run (a railer out in six, a wide runner in one). */
function drawPenalty(seed: GreyhoundSeed, trap: TrapNumber): number {
  const home = seed === 'R' ? 1.5 : seed === 'M' ? 3.5 : 5.5;
  return Math.max(0, Math.abs(trap - home) - 1) * 0.06;
}

/** What the market knows: the dog's expected time over the trip from its ability and its draw. */
export function expectedTime(base: number, scale: number, s: Starter): number {
  return base + s.dog.ability * scale + drawPenalty(s.dog.seed, s.trap);
}

export interface Running {
  starter: Starter;
  time: number;
  /** 1 for the dog first to the opening bend. */
  earlyRank: number;
  slowAway: boolean;
  trouble: 'Crd1' | 'Bmp1' | 'Blk2' | null;
}

/** One running of the race: break, first-bend scrimmage, then the run to the line. */
export function run(starters: readonly Starter[], base: number, scale: number, rng: SeededRandom): Running[] {
  const breaks = starters.map((s) => ({ s, pace: s.dog.breakSpeed + 0.8 * normal(rng) }));
  const order = [...breaks].sort((a, b) => b.pace - a.pace);
  const runnings = breaks.map(({ s, pace }) => {
    const earlyRank = order.findIndex((o) => o.s === s) + 1;
    const trouble = earlyRank >= 3 && rng.chance(0.3) ? rng.pick(['Crd1', 'Bmp1', 'Blk2'] as const) : null;
    const lost = trouble ? 0.1 + rng.next() * 0.4 : 0;
    const earlyEdge = earlyRank === 1 ? -0.08 : 0;
    const time = expectedTime(base, scale, s) + scale * RUN_SPREAD * normal(rng) + lost + earlyEdge;
    return { starter: s, time, earlyRank, slowAway: pace < -1.4, trouble };
  });
  runnings.sort((a, b) => a.time - b.time);
  // Times are shown to hundredths; no two dogs share one (there are no dead heats in this model).
  let previous = 0;
  for (const r of runnings) {
    r.time = Math.max(Math.round(r.time * 100) / 100, Math.round((previous + 0.01) * 100) / 100);
    previous = r.time;
  }
  return runnings;
}

/** A margin in greyhound notation: SH, HD, NK, then quarters of a length, DIS beyond twelve lengths. */
export function marginText(lengths: number): string {
  if (lengths < 0.15) return 'SH';
  if (lengths < 0.3) return 'HD';
  if (lengths < 0.45) return 'NK';
  if (lengths > 12) return 'DIS';
  const quarters = Math.max(2, Math.round(lengths * 4));
  const whole = Math.floor(quarters / 4);
  const part = ['', '1/4', '1/2', '3/4'][quarters % 4] as string;
  return whole === 0 ? part : part ? `${whole} ${part}` : String(whole);
}

/** The race comment in the usual shorthand, written from the running so it agrees with the result. */
export function comment(r: Running, position: number, lengthsBehind: number, field: number): string {
  const parts: string[] = [];
  if (r.slowAway) parts.push('SAw');
  else if (r.earlyRank === 1) parts.push('QAw');
  else if (r.earlyRank === 2) parts.push('EP');
  parts.push(r.starter.dog.seed === 'R' ? 'Rls' : r.starter.dog.seed === 'W' ? 'Wide' : 'Mid');
  if (r.trouble) parts.push(r.trouble);
  if (position === 1) {
    if (r.earlyRank === 1) parts.push('ALed');
    else parts.push(r.earlyRank > 3 ? 'RanOn, Led Nr Line' : `Led${r.earlyRank + 1}`);
  } else if (r.earlyRank === 1) {
    parts.push(position >= 5 ? 'Led1To3, Fdd' : 'Led1To4');
  } else if (position === 2 && lengthsBehind <= 1.5) {
    parts.push('Chl4');
  } else if (position <= 3) {
    parts.push('RanOn');
  } else if (position === field && position >= 5) {
    parts.push(r.earlyRank <= 3 ? 'Fdd' : 'NvrShwd');
  } else {
    parts.push(r.earlyRank <= 3 ? 'EvCh' : 'Outpcd');
  }
  return parts.join(', ');
}

/** 'F' for the favourite, 'JF' for each of joint favourites, by starting price. */
export function favourites(decimals: readonly number[]): GreyhoundFavourite[] {
  const shortest = Math.min(...decimals);
  const count = decimals.filter((d) => d === shortest).length;
  return decimals.map((d) => (d === shortest ? (count > 1 ? 'JF' : 'F') : null));
}
