import { FRACTIONAL_LADDER } from '@sl/contracts';
import { goalMeans } from '../feed/strength';

/**
 * The goals markets the tipsters use, priced from the same strength model as the feed's 1X2 prices: independent
 * Poisson scores for each side, a bookmaker's margin, rounded to the usual fractional ladder.
 */

/** The site's fractional ladder (contracts), from 1/10 to 150/1: the range a goals market is quoted in. */
const LADDER = FRACTIONAL_LADDER.slice(
  FRACTIONAL_LADDER.indexOf('1/10'),
  FRACTIONAL_LADDER.indexOf('150/1') + 1,
);

const decimalOf = (fraction: string) => {
  const [n, d] = fraction.split('/').map(Number) as [number, number];
  return n / d + 1;
};

/** The ladder price nearest a probability after the margin (a price never longer than fair odds). */
function ladderPrice(probability: number, margin: number): string {
  const wanted = 1 / Math.min(0.99, probability * margin);
  let best: string = LADDER[0] as string;
  for (const p of LADDER) if (decimalOf(p) <= wanted) best = p;
  return best;
}

const MAX_GOALS = 10;

function pmf(mean: number): number[] {
  const out = [Math.exp(-mean)];
  for (let k = 1; k <= MAX_GOALS; k++) out.push((out[k - 1]! * mean) / k);
  return out;
}

/** Probability of each 90-minute score, [home][away], from the sides' expected goals. */
function scoreGrid(means: { home: number; away: number }): number[][] {
  const h = pmf(means.home);
  const a = pmf(means.away);
  return h.map((ph) => a.map((pa) => ph * pa));
}

export interface GoalsModel {
  means: { home: number; away: number };
  home: number;
  draw: number;
  away: number;
  bttsYes: number;
  over25: number;
  /** Every score's probability, most likely first. */
  scores: Array<{ home: number; away: number; p: number }>;
}

/** Outcome, both-teams-to-score, over 2.5 and correct-score probabilities for given expected goals. */
export function goalsModel(means: { home: number; away: number }): GoalsModel {
  const grid = scoreGrid(means);
  let home = 0;
  let draw = 0;
  let away = 0;
  let btts = 0;
  let over = 0;
  const scores: GoalsModel['scores'] = [];
  grid.forEach((row, i) =>
    row.forEach((p, j) => {
      if (i > j) home += p;
      else if (i === j) draw += p;
      else away += p;
      if (i > 0 && j > 0) btts += p;
      if (i + j > 2) over += p;
      scores.push({ home: i, away: j, p });
    }),
  );
  const total = home + draw + away;
  scores.sort((x, y) => y.p - x.p);
  return {
    means,
    home: home / total,
    draw: draw / total,
    away: away / total,
    bttsYes: btts / total,
    over25: over / total,
    scores,
  };
}

export const modelFor = (homeTeamId: number, awayTeamId: number) =>
  goalsModel(goalMeans(homeTeamId, awayTeamId));

/** Two-way goals markets carry about a 6 % margin, correct scores about 25 %. */
const TWO_WAY_MARGIN = 1.06;
const CORRECT_SCORE_MARGIN = 1.25;

export interface GoalsPrices {
  bttsYes: string;
  bttsNo: string;
  over25: string;
  under25: string;
}

export function goalsPrices(model: GoalsModel): GoalsPrices {
  return {
    bttsYes: ladderPrice(model.bttsYes, TWO_WAY_MARGIN),
    bttsNo: ladderPrice(1 - model.bttsYes, TWO_WAY_MARGIN),
    over25: ladderPrice(model.over25, TWO_WAY_MARGIN),
    under25: ladderPrice(1 - model.over25, TWO_WAY_MARGIN),
  };
}

export const correctScorePrice = (model: GoalsModel, home: number, away: number) =>
  ladderPrice(model.scores.find((s) => s.home === home && s.away === away)?.p ?? 0.001, CORRECT_SCORE_MARGIN);
