import { unit } from './hash';
import { outcomeScale } from './strength';
import type { RacePlan } from './types';

/**
 * A race's running: each runner's performance is its strength plus Gumbel noise at the race's scale (which makes the
 * winner a draw from the win chances, so favourites win about as often as their price says), then the non-finishers
 * (jumps mostly: pulled up commonest, then falls and unseats), then the distances between finishers in lengths.
 */
export interface Running {
  /** Index into the runners, finishers first in finishing order, then the non-finishers. */
  order: number[];
  position: number[];
  nonFinisher: string[];
  /** Distance behind the horse in front as printed, and total lengths behind the winner. */
  distance: string[];
  beaten: number[];
  /** Where a non-finisher was when it stopped (its past-the-post place for the record). */
  pastPost: number[];
}

const NON_FINISH: Record<RacePlan['type'], { rate: number; codes: [string, number][] }> = {
  Chase: {
    rate: 0.11,
    codes: [
      ['PU', 0.5],
      ['F', 0.25],
      ['UR', 0.17],
      ['BD', 0.03],
      ['RO', 0.02],
      ['SU', 0.03],
    ],
  },
  Hurdle: {
    rate: 0.07,
    codes: [
      ['PU', 0.62],
      ['F', 0.17],
      ['UR', 0.13],
      ['BD', 0.03],
      ['RO', 0.03],
      ['SU', 0.02],
    ],
  },
  'NH Flat': {
    rate: 0.012,
    codes: [
      ['PU', 0.9],
      ['RO', 0.1],
    ],
  },
  Flat: {
    rate: 0.003,
    codes: [
      ['RTR', 0.6],
      ['DNF', 0.4],
    ],
  },
};

/** Pounds a length is worth: more over sprint trips, less over long ones and over jumps. */
export const poundsPerLength = (plan: RacePlan) =>
  plan.type === 'Flat' ? Math.min(3, Math.max(1.2, 3.3 - (plan.distanceYards - 1100) / 1000)) : 1;

const SMALL: [number, string, number][] = [
  [0.06, 'nse', 0.05],
  [0.12, 'shd', 0.1],
  [0.22, 'hd', 0.2],
  [0.4, 'nk', 0.3],
];
const STEPS = [
  0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
  16, 17, 18, 19, 20, 22, 24, 25, 28, 30,
];

const fraction = (x: number) => {
  const whole = Math.floor(x);
  const part = { 0: '', 0.25: '1/4', 0.5: '1/2', 0.75: '3/4' }[x - whole] ?? '';
  return whole === 0 ? part : part ? `${whole} ${part}` : String(whole);
};

/** A margin in lengths as the result prints it, and the lengths it counts for. */
function margin(lengths: number, jumps: boolean): [string, number] {
  for (const [below, label, value] of SMALL) if (lengths < below) return [label, value];
  if (lengths > 30) return jumps ? ['dist', 40] : ['30', 30];
  const nearest = STEPS.reduce((a, b) => (Math.abs(b - lengths) < Math.abs(a - lengths) ? b : a));
  return [fraction(nearest), nearest];
}

export function runRace(plan: RacePlan, strengths: readonly number[], seed: number): Running {
  const scale = outcomeScale(plan);
  const n = strengths.length;
  const perf = strengths.map(
    (s, i) => s / scale - Math.log(-Math.log(Math.max(1e-9, unit(seed, plan.raceId, i, 1)))),
  );
  const byPerf = perf.map((_, i) => i).sort((a, b) => perf[b]! - perf[a]!);
  const spec = NON_FINISH[plan.type];
  const nonFinisher = Array<string>(n).fill('');
  byPerf.forEach((i, rank) => {
    // The ones running worst are the ones pulled up; a fall can happen to anybody.
    if (unit(seed, plan.raceId, i, 2) < spec.rate * (0.4 + (1.2 * rank) / Math.max(1, n - 1))) {
      let u = unit(seed, plan.raceId, i, 3);
      const [first] = spec.codes[0]!;
      let code = first;
      for (const [c, w] of spec.codes) {
        if (u < w) {
          code = c;
          break;
        }
        u -= w;
      }
      nonFinisher[i] = code;
    }
  });
  // Keep a winner: a race where everybody fails to finish is void, and the model never runs one.
  if (byPerf.every((i) => nonFinisher[i] !== '')) nonFinisher[byPerf[0]!] = '';
  const finishers = byPerf.filter((i) => nonFinisher[i] === '');
  const stopped = byPerf.filter((i) => nonFinisher[i] !== '');
  const position = Array<number>(n).fill(0);
  const distance = Array<string>(n).fill('');
  const beaten = Array<number>(n).fill(0);
  const pastPost = Array<number>(n).fill(0);
  const ppl = poundsPerLength(plan);
  let total = 0;
  finishers.forEach((i, k) => {
    position[i] = k + 1;
    pastPost[i] = k + 1;
    if (k === 0) return;
    const prev = finishers[k - 1]!;
    const [label, value] = margin(((perf[prev]! - perf[i]!) * scale) / ppl, plan.type !== 'Flat');
    distance[i] = label;
    total += value;
    beaten[i] = total;
  });
  stopped.forEach((i, k) => (pastPost[i] = finishers.length + k + 1));
  return { order: [...finishers, ...stopped], position, nonFinisher, distance, beaten, pastPost };
}
