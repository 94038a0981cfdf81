import type { MatchEvent } from '@sl/contracts';
import type { MatchStats, StatPair } from '@sl/contracts/match-centre';
import { SeededRandom } from '@sl/server-kit';
import { planMatch, realMinuteOf, type ClockInput } from './clock';
import { goalMeans } from './strength';

type Side = 'home' | 'away';
type Countable = 'shots' | 'shotsOnTarget' | 'corners' | 'fouls' | 'offsides';

/** One thing the statistics count, at the match minute it happens. */
interface Tick {
  kind: Countable;
  side: Side;
  minute: number;
}

/** Goals a side's own players score (penalties too): each is a shot on target at that minute. Own goals are not. */
const OWN_SHOT_GOALS = new Set<MatchEvent['type']>(['GOAL', 'PENALTY']);

/**
 * The whole match's shots, corners, fouls and offsides with their minutes, decided by the match seed. Every goal a
 * side scores is one of its shots on target at the goal's minute, so at any point goals <= shots on target <=
 * shots. Attempts follow the strength model: the side expected to score more shoots more.
 */
/** A side's attempts in ninety minutes, goals included, at the most (record Premier League games reach the 40s). */
const MAX_ATTEMPTS_IN_90 = 32;

function ticksOf(input: ClockInput): Tick[] {
  const plan = planMatch(input);
  const rng = new SeededRandom(`stats:${input.seed}`);
  const means = goalMeans(input.homeTeamId, input.awayTeamId);
  const ticks: Tick[] = [];
  const add = (kind: Countable, side: Side, count: number, from: number, to: number) => {
    for (let i = 0; i < count; i++) ticks.push({ kind, side, minute: rng.int(from, to) });
  };
  const periods: Array<[number, number, number]> = [[1, 90, 1]];
  // Thirty minutes of extra time are a third of a match, and tired legs shoot less.
  if (plan.extraTime) periods.push([91, 120, 0.28]);
  for (const side of ['home', 'away'] as const) {
    const goals = plan.events.filter((e) => e.side === side && OWN_SHOT_GOALS.has(e.type));
    for (const goal of goals) {
      ticks.push({ kind: 'shotsOnTarget', side, minute: goal.minute });
      ticks.push({ kind: 'shots', side, minute: goal.minute });
    }
    for (const [from, to, share] of periods) {
      const scale = (n: number) => Math.round(n * share);
      // About nine attempts per expected goal's worth of pressure, at least four in a match.
      const savedBase = Math.max(1, Math.round(means[side] * 2.4) + rng.int(-1, 2));
      // Even a cup mismatch rarely passes thirty attempts in ninety minutes: the goals count among them.
      const missedBase = Math.min(
        Math.max(3, Math.round(means[side] * 5) + rng.int(-2, 3)),
        Math.max(1, MAX_ATTEMPTS_IN_90 - goals.length - savedBase),
      );
      const saved = scale(savedBase);
      const missed = scale(missedBase);
      for (let i = 0; i < saved; i++) {
        const minute = rng.int(from, to);
        ticks.push({ kind: 'shotsOnTarget', side, minute }, { kind: 'shots', side, minute });
      }
      add('shots', side, missed, from, to);
      add(
        'corners',
        side,
        scale(Math.max(1, Math.round((saved + missed) * 0.45) + rng.int(-2, 2))),
        from,
        to,
      );
      add('fouls', side, scale(rng.int(7, 15)), from, to);
      add('offsides', side, scale(rng.int(0, 4)), from, to);
    }
  }
  return ticks;
}

/** Home possession over the match: the stronger side has more of the ball, within 30 % to 70 %. */
function possessionOf(input: ClockInput): StatPair {
  const means = goalMeans(input.homeTeamId, input.awayTeamId);
  const rng = new SeededRandom(`possession:${input.seed}`);
  const lean = (means.home - means.away) / (means.home + means.away);
  const home = Math.round(Math.min(70, Math.max(30, 50 + lean * 28 + rng.int(-4, 4))));
  return { home, away: 100 - home };
}

const pair = (): StatPair => ({ home: 0, away: 0 });

/**
 * The statistics when the events seen so far are `events` (the clock's snapshot at the same instant). Null before
 * kick-off. An in-play figure counts what happened up to the last minute played, so the numbers only grow; cards
 * are the events' own cards (a second yellow counts as a red, as the card the referee shows).
 */
export function matchStatsAt(input: ClockInput, events: readonly MatchEvent[], now: Date): MatchStats | null {
  const elapsed = (now.getTime() - input.kickOff.getTime()) / 60_000;
  if (elapsed < 0) return null;
  const plan = planMatch(input);
  const played = (minute: number) =>
    realMinuteOf(minute) <= elapsed && (plan.abandonedAt === null || minute < plan.abandonedAt);
  const stats: MatchStats = {
    possession: possessionOf(input),
    shots: pair(),
    shotsOnTarget: pair(),
    corners: pair(),
    fouls: pair(),
    offsides: pair(),
    yellowCards: pair(),
    redCards: pair(),
  };
  for (const tick of ticksOf(input)) if (played(tick.minute)) stats[tick.kind][tick.side]++;
  for (const e of events) {
    if (e.type === 'YELLOW_CARD') stats.yellowCards[e.side]++;
    if (e.type === 'RED_CARD' || e.type === 'SECOND_YELLOW_CARD') stats.redCards[e.side]++;
  }
  return stats;
}
