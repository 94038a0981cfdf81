import type { CricketInnings, Side, SportResult } from '@sl/contracts';
import type { SeededRandom } from '@sl/server-kit';

type Result<K extends SportResult['kind']> = Extract<SportResult, { kind: K }>;

function poisson(rng: SeededRandom, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = rng.next(); p > limit; p *= rng.next()) k++;
  return k;
}

/** First to `target` legs, sets or frames; each unit won with a chance leaning the way of the match chance. */
function race(rng: SeededRandom, target: number, chance: number): [number, number] {
  const unit = 0.5 + (chance - 0.5) * 0.6;
  const score: [number, number] = [0, 0];
  while (score[0] < target && score[1] < target) score[rng.chance(unit) ? 0 : 1]++;
  return score;
}

const sideOf = (score: [number, number]): Side => (score[0] > score[1] ? 0 : 1);

export function darts(
  rng: SeededRandom,
  unit: 'sets' | 'legs',
  target: number,
  chance: number,
): Result<'darts'> {
  const score = race(rng, target, chance);
  return { kind: 'darts', unit, target, score, winner: sideOf(score), summary: `${score[0]}-${score[1]}` };
}

export function snooker(rng: SeededRandom, target: number, chance: number): Result<'snooker'> {
  const frames = race(rng, target, chance);
  return { kind: 'snooker', target, frames, winner: sideOf(frames), summary: `${frames[0]}-${frames[1]}` };
}

/** One set from the winner's side: 6-0 to 6-4, 7-5, or a tie-break with the loser's points in brackets. */
function set(rng: SeededRandom): string {
  const r = rng.next();
  if (r < 0.72) return `6-${rng.int(0, 4)}`;
  if (r < 0.85) return '7-5';
  return `7-6(${rng.int(0, 8)})`;
}

const flip = (s: string) => s.replace(/^(\d)-(\d)/, '$2-$1');

/** A match written from the winner's side, as results list it ('6-4 3-6 7-6(5)'). */
export function tennis(rng: SeededRandom, bestOf: 3 | 5, chance: number): Result<'tennis'> {
  const won = race(rng, (bestOf + 1) / 2, chance);
  const winner = sideOf(won);
  const lost = Math.min(won[0], won[1]);
  const order = rng.sample(
    Array.from({ length: (bestOf + 1) / 2 - 1 + lost }, (_, i) => i < lost),
    (bestOf + 1) / 2 - 1 + lost,
  );
  const sets = [...order.map((isLost) => (isLost ? flip(set(rng)) : set(rng))), set(rng)];
  return { kind: 'tennis', bestOf, sets, winner, summary: sets.join(' ') };
}

export function teamTennis(rng: SeededRandom, chance: number): Result<'team-tennis'> {
  const rubbers = race(rng, 2, chance);
  return { kind: 'team-tennis', rubbers, winner: sideOf(rubbers), summary: `${rubbers[0]}-${rubbers[1]}` };
}

/** Rugby union: tries (5), conversions (2), penalties and drop goals (3). */
function rugbyPoints(rng: SeededRandom, strength: number): number {
  const tries = poisson(rng, 2.6 * strength);
  let points = 5 * tries + 3 * poisson(rng, 2 * strength);
  for (let t = 0; t < tries; t++) if (rng.chance(0.72)) points += 2;
  return points;
}

export function rugby(rng: SeededRandom, chance: number): Result<'points'> {
  const score: [number, number] = [
    rugbyPoints(rng, 0.6 + chance * 0.8),
    rugbyPoints(rng, 1.4 - chance * 0.8),
  ];
  const winner = score[0] === score[1] ? null : sideOf(score);
  return { kind: 'points', score, winner, summary: `${score[0]}-${score[1]}` };
}

/** American football: touchdowns with the extra point (or a two-point try), field goals, the odd safety. */
function nflPoints(rng: SeededRandom, strength: number): number {
  let points = 3 * poisson(rng, 1.7 * strength) + (rng.chance(0.04) ? 2 : 0);
  for (let t = poisson(rng, 2.5 * strength); t > 0; t--)
    points += rng.chance(0.06) ? (rng.chance(0.5) ? 8 : 6) : rng.chance(0.95) ? 7 : 6;
  return points;
}

/** A game that cannot end level (play-offs, or regular-season overtime that settles it) gets a winning field goal. */
export function nfl(rng: SeededRandom, chance: number, canTie: boolean): Result<'points'> {
  const score: [number, number] = [nflPoints(rng, 0.8 + chance * 0.4), nflPoints(rng, 1.2 - chance * 0.4)];
  if (score[0] === score[1] && !(canTie && rng.chance(0.3))) score[rng.chance(chance) ? 0 : 1] += 3;
  const winner = score[0] === score[1] ? null : sideOf(score);
  return { kind: 'points', score, winner, summary: `${score[0]}-${score[1]}` };
}

export function boxing(
  rng: SeededRandom,
  scheduledRounds: number,
  chance: number,
  title: boolean,
): Result<'boxing'> {
  const winner: Side = rng.chance(chance) ? 0 : 1;
  const r = rng.next();
  if (r < 0.42) {
    const method = rng.chance(0.4) ? 'KO' : 'TKO';
    const round = rng.int(1, scheduledRounds);
    return { kind: 'boxing', method, round, scheduledRounds, winner, summary: `${method} R${round}` };
  }
  if (r < 0.47) {
    const round = rng.int(2, scheduledRounds - 1);
    return { kind: 'boxing', method: 'RTD', round, scheduledRounds, winner, summary: `RTD R${round}` };
  }
  // British non-title fights are scored by the referee alone: a points decision.
  const method = !title ? 'PTS' : rng.chance(0.75) ? 'UD' : rng.chance(0.6) ? 'SD' : 'MD';
  return {
    kind: 'boxing',
    method,
    round: scheduledRounds,
    scheduledRounds,
    winner,
    summary: `${method} ${scheduledRounds}`,
  };
}

const oversText = (balls: number) =>
  balls % 6 === 0 ? String(balls / 6) : `${Math.floor(balls / 6)}.${balls % 6}`;

function inningsText(
  runs: number,
  wickets: number,
  balls: number,
  limit: 'test' | 50 | 20 | 100,
  declared: boolean,
): string {
  const score = wickets === 10 ? `${runs} all out` : declared ? `${runs}/${wickets}d` : `${runs}/${wickets}`;
  if (limit === 'test') return score;
  if (limit === 100) return `${score} (${balls} balls)`;
  return `${score} (${oversText(balls)} ov)`;
}

function innings(
  side: Side,
  runs: number,
  wickets: number,
  balls: number,
  limit: 'test' | 50 | 20 | 100,
  declared = false,
): CricketInnings {
  const overs = limit === 100 ? String(balls) : oversText(balls);
  return { side, runs, wickets, overs, declared, text: inningsText(runs, wickets, balls, limit, declared) };
}

/** A limited-overs match: side 0 bats first; the chase is won with wickets in hand or falls short. */
export function limitedOvers(
  rng: SeededRandom,
  format: 50 | 20 | 100,
  chance: number,
  names: [string, string],
): Result<'cricket'> {
  const maxBalls = format === 100 ? 100 : format * 6;
  const par = format === 50 ? 280 : format === 20 ? 170 : 150;
  const firstWickets = rng.int(3, 10);
  const firstBalls = firstWickets === 10 ? rng.int(Math.floor(maxBalls * 0.7), maxBalls - 1) : maxBalls;
  const firstRuns = Math.max(
    60,
    Math.round(par + (par / 5) * (rng.next() + rng.next() - 1) - (firstWickets === 10 ? par / 8 : 0)),
  );
  const first = innings(0, firstRuns, firstWickets, firstBalls, format);
  if (rng.chance(1 - chance)) {
    const wickets = rng.int(1, 9);
    const runs = firstRuns + rng.int(1, 6);
    const second = innings(1, runs, wickets, rng.int(Math.floor(maxBalls * 0.75), maxBalls), format);
    return {
      kind: 'cricket',
      innings: [first, second],
      winner: 1,
      summary: `${names[1]} won by ${10 - wickets} wickets`,
    };
  }
  const allOut = rng.chance(0.6);
  const runs = rng.int(Math.floor(firstRuns * 0.6), firstRuns - 1);
  const second = innings(
    1,
    runs,
    allOut ? 10 : rng.int(4, 9),
    allOut ? rng.int(Math.floor(maxBalls * 0.6), maxBalls - 1) : maxBalls,
    format,
  );
  const by = firstRuns - runs;
  return {
    kind: 'cricket',
    innings: [first, second],
    winner: 0,
    summary: `${names[0]} won by ${by} run${by === 1 ? '' : 's'}`,
  };
}

/** A Test: two innings a side, won by runs, by wickets in a chase, or drawn. */
export function testMatch(rng: SeededRandom, chance: number, names: [string, string]): Result<'cricket'> {
  const one = innings(0, rng.int(220, 480), 10, 0, 'test');
  const twoRuns = rng.int(200, 460);
  const two = innings(1, twoRuns, 10, 0, 'test');
  const declared = rng.chance(0.5);
  const three = innings(0, rng.int(150, 380), declared ? rng.int(4, 8) : 10, 0, 'test', declared);
  const target = one.runs + three.runs - two.runs + 1;
  const draw = rng.chance(0.15);
  if (target <= 0) {
    // The side batting second led by more than the side first's two innings: an innings victory.
    const by = two.runs - one.runs - three.runs;
    const allOut = innings(0, three.runs, 10, 0, 'test');
    return {
      kind: 'cricket',
      innings: [one, two, allOut],
      winner: 1,
      summary: `${names[1]} won by an innings and ${by} runs`,
    };
  }
  if (!draw && (target < 2 || rng.chance(1 - chance))) {
    const wickets = rng.int(1, 9);
    const four = innings(1, target + rng.int(0, 3), wickets, 0, 'test');
    return {
      kind: 'cricket',
      innings: [one, two, three, four],
      winner: 1,
      summary: `${names[1]} won by ${10 - wickets} wickets`,
    };
  }
  if (draw) {
    const four = innings(1, rng.int(0, target - 1), rng.int(2, 8), 0, 'test');
    return { kind: 'cricket', innings: [one, two, three, four], winner: null, summary: 'Match drawn' };
  }
  const runs = rng.int(Math.max(0, Math.floor(target * 0.4)), target - 2);
  const four = innings(1, runs, 10, 0, 'test');
  const by = target - 1 - runs;
  return {
    kind: 'cricket',
    innings: [one, two, three, four],
    winner: 0,
    summary: `${names[0]} won by ${by} run${by === 1 ? '' : 's'}`,
  };
}
