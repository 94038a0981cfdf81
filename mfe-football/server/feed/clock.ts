import { IN_PLAY_STATES, type MatchEvent, type MatchState } from '@sl/contracts';
import { positionOfShirt } from '@sl/contracts/fantasy';
import { SeededRandom } from '@sl/server-kit';
import { SQUAD_SIZE, playerId, playerName } from './squads';
import { goalMeans } from './strength';

/** What the clock needs to know about a match; everything else about its progress follows from the seed. */
export interface ClockInput {
  seed: number;
  kickOff: Date;
  /** Cup ties must have a winner: a draw after 90 minutes goes to extra time and then a shootout. */
  knockout: boolean;
  homeTeamId: number;
  awayTeamId: number;
  /**
   * 'full' (default): the feed reports every phase (halves, extra time, shootout), cards and substitutions.
   * 'score': a score-only feed (the competitions outside the prioritised 24): the match is LIVE from kick-off to
   * the final whistle with no phase or minute, and only goals are reported.
   */
  coverage?: Coverage;
}

export type Coverage = 'full' | 'score';

export interface ClockSnapshot {
  state: MatchState;
  clock: string;
  events: MatchEvent[];
  homeGoals: number;
  awayGoals: number;
  shootout: { home: number; away: number } | null;
  resultType: 'NORMAL' | 'EXTRATIME' | 'PENALTYSHOOTOUT' | null;
  winner: 'home' | 'away' | null;
}

/** Real minutes after kick-off at which each phase starts (a half is 45 minutes plus 2 of stoppage time). */
export const PHASES = {
  halfTime: 47,
  secondHalf: 62,
  fullTime90: 110,
  /** A match with no extra time shows FULLTIME90 briefly before FULLTIME. */
  fullTime: 112,
  extraFirstHalf: 115,
  extraHalfTime: 131,
  extraSecondHalf: 133,
  fullTimePens: 149,
  shootout: 152,
  shootoutEnd: 162,
} as const;

interface Plan {
  events: MatchEvent[];
  extraTime: boolean;
  shootout: { home: number; away: number } | null;
  /** The match minute at which the referee abandoned the match, or null when it is played to the end. */
  abandonedAt: number | null;
}

/** Share of league and friendly matches abandoned (weather, floodlights, crowd trouble). Cup ties never are. */
export const ABANDON_RATE = 0.02;

/**
 * Whether, and at which match minute, a match is abandoned: from its own seed stream, so the rest of the plan
 * (goals, cards) is the same either way. Cup ties are left alone: their replays are not modelled.
 */
export function abandonmentOf(seed: number, knockout: boolean): number | null {
  if (knockout) return null;
  const rng = new SeededRandom(`abandon:${seed}`);
  if (!rng.chance(ABANDON_RATE)) return null;
  // Mostly a second-half waterlogged pitch or floodlight failure, sometimes early in the first half.
  return rng.chance(0.35) ? rng.int(8, 44) : rng.int(46, 88);
}

function poisson(rng: SeededRandom, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = rng.next();
  while (p > limit && k < 7) {
    k++;
    p *= rng.next();
  }
  return k;
}

const goalsIn = (events: MatchEvent[], side: 'home' | 'away') =>
  events.filter(
    (e) => e.side === side && (e.type === 'GOAL' || e.type === 'PENALTY' || e.type === 'OWN_GOAL'),
  ).length;

// Plans are pure, so a bounded cache only saves work: tables and month lists replay hundreds of matches per call.
const plans = new Map<string, Plan>();
const PLAN_CACHE_LIMIT = 20_000;

/** The whole match, decided by its seed alone. */
export function planMatch(input: ClockInput): Plan {
  const key = `${input.seed}|${input.knockout}|${input.homeTeamId}|${input.awayTeamId}`;
  const cached = plans.get(key);
  if (cached) return cached;
  const plan = buildPlan(input);
  if (plans.size >= PLAN_CACHE_LIMIT) plans.clear();
  plans.set(key, plan);
  return plan;
}

type Side = 'home' | 'away';

/** What happens at a minute, before a player is put to it. */
interface Moment {
  kind: 'goal' | 'penalty' | 'own-goal' | 'yellow' | 'red' | 'sub';
  minute: number;
  side: Side;
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
/** Positions come from the shirt (contracts' positionOfShirt, which fantasy football reads too). */
const isKeeper = (shirt: number) => positionOfShirt(shirt) === 'GK';
/** Forwards score more often than midfielders; defenders only when no one else is left. */
const GOAL_WEIGHT: Readonly<Record<string, number>> = { FWD: 3, MID: 2 };

function goalMoments(rng: SeededRandom, side: Side, count: number, from: number, to: number): Moment[] {
  return Array.from({ length: count }, () => {
    const roll = rng.next();
    const kind = roll < 0.08 ? 'own-goal' : roll < 0.2 ? 'penalty' : 'goal';
    return { kind, minute: rng.int(from, to), side };
  });
}

/**
 * Puts players to the moments in minute order, from the players on the pitch at that minute: a substitute comes
 * on for a player who is on, nobody scores or is booked after leaving, a second yellow follows a first.
 */
function cast(rng: SeededRandom, moments: Moment[], teamOf: (side: Side) => number): MatchEvent[] {
  const onPitch = { home: new Set(Array.from({ length: 11 }, (_, i) => i + 1)), away: new Set<number>() };
  onPitch.away = new Set(onPitch.home);
  // The reserve keeper stays on the bench (keepers are not substituted): dropped after the draw, so the random
  // stream, and every score, is the same as before positions were modelled.
  const bench = {
    home: rng
      .sample(
        Array.from({ length: SQUAD_SIZE - 11 }, (_, i) => 12 + i),
        SQUAD_SIZE - 11,
      )
      .filter((shirt) => !isKeeper(shirt)),
    away: rng
      .sample(
        Array.from({ length: SQUAD_SIZE - 11 }, (_, i) => 12 + i),
        SQUAD_SIZE - 11,
      )
      .filter((shirt) => !isKeeper(shirt)),
  };
  const booked = { home: new Set<number>(), away: new Set<number>() };
  const person = (side: Side, shirt: number) => ({
    id: playerId(teamOf(side), shirt),
    name: playerName(teamOf(side), shirt),
  });
  /**
   * An outfield player on the pitch, preferring shirts by `weight` (how many tickets each has in the draw:
   * attackers score, defenders put it in their own net); anyone outfield when no one is preferred.
   */
  const pick = (side: Side, weight: (shirt: number) => number) => {
    const outfield = [...onPitch[side]].filter((shirt) => !isKeeper(shirt));
    const preferred = outfield.flatMap((shirt) => Array<number>(weight(shirt)).fill(shirt));
    return rng.pick(preferred.length ? preferred : outfield);
  };
  const position = (shirt: number) => positionOfShirt(shirt) ?? 'MID';
  const events: MatchEvent[] = [];
  for (const m of [...moments].sort((x, y) => x.minute - y.minute)) {
    const { side, minute } = m;
    if (m.kind === 'goal' || m.kind === 'penalty') {
      const shirt = pick(side, (n) => GOAL_WEIGHT[position(n)] ?? 0);
      events.push({
        type: m.kind === 'goal' ? 'GOAL' : 'PENALTY',
        minute,
        side,
        player: person(side, shirt),
      });
    } else if (m.kind === 'own-goal') {
      // Credited to `side`, put in by a defender of the other team.
      const shirt = pick(other(side), (n) => (position(n) === 'DEF' ? 1 : 0));
      events.push({ type: 'OWN_GOAL', minute, side, player: person(other(side), shirt) });
    } else if (m.kind === 'yellow') {
      const shirt = pick(side, () => 1);
      if (booked[side].has(shirt)) {
        onPitch[side].delete(shirt);
        events.push({ type: 'SECOND_YELLOW_CARD', minute, side, player: person(side, shirt) });
      } else {
        booked[side].add(shirt);
        events.push({ type: 'YELLOW_CARD', minute, side, player: person(side, shirt) });
      }
    } else if (m.kind === 'red') {
      const shirt = pick(side, () => 1);
      onPitch[side].delete(shirt);
      events.push({ type: 'RED_CARD', minute, side, player: person(side, shirt) });
    } else {
      const off = pick(side, () => 1);
      const on = bench[side].pop()!;
      onPitch[side].delete(off);
      onPitch[side].add(on);
      events.push({ type: 'SUBSTITUTION_OFF', minute, side, player: person(side, off) });
      events.push({ type: 'SUBSTITUTION_ON', minute, side, player: person(side, on) });
    }
  }
  return events;
}

function buildPlan(input: ClockInput): Plan {
  const rng = new SeededRandom(`match:${input.seed}`);
  const teamOf = (side: Side) => (side === 'home' ? input.homeTeamId : input.awayTeamId);
  // The same strengths the prices come from, so favourites win about as often as their prices say.
  const means = goalMeans(input.homeTeamId, input.awayTeamId);
  const moments: Moment[] = [
    ...goalMoments(rng, 'home', poisson(rng, means.home), 1, 90),
    ...goalMoments(rng, 'away', poisson(rng, means.away), 1, 90),
  ];
  for (const side of ['home', 'away'] as const) {
    for (let i = poisson(rng, 1.8); i > 0; i--)
      moments.push({ kind: 'yellow', minute: rng.int(10, 90), side });
    if (rng.chance(0.04)) moments.push({ kind: 'red', minute: rng.int(20, 89), side });
    for (let i = rng.int(3, 5); i > 0; i--) moments.push({ kind: 'sub', minute: rng.int(46, 88), side });
  }
  const scored = (side: Side) =>
    moments.filter(
      (m) => (m.kind === 'goal' || m.kind === 'penalty' || m.kind === 'own-goal') && m.side === side,
    ).length;

  let extraTime = false;
  let shootout: Plan['shootout'] = null;
  if (input.knockout && scored('home') === scored('away')) {
    extraTime = true;
    // Thirty minutes is a third of a match, played by tired legs.
    moments.push(...goalMoments(rng, 'home', poisson(rng, means.home * 0.28), 91, 120));
    moments.push(...goalMoments(rng, 'away', poisson(rng, means.away * 0.28), 91, 120));
    if (scored('home') === scored('away')) {
      const loser = rng.int(2, 4);
      const winner = loser === 4 ? 5 : loser + 1;
      shootout = rng.chance(0.5) ? { home: winner, away: loser } : { home: loser, away: winner };
    }
  }
  const events = cast(rng, moments, teamOf);
  return { events, extraTime, shootout, abandonedAt: abandonmentOf(input.seed, input.knockout) };
}

/** Real minutes after kick-off when something at match minute `minute` happens. */
export function realMinuteOf(minute: number): number {
  if (minute <= 45) return minute - 0.5;
  if (minute <= 90) return PHASES.secondHalf + (minute - 45) - 0.5;
  if (minute <= 105) return PHASES.extraFirstHalf + (minute - 90) - 0.5;
  return PHASES.extraSecondHalf + (minute - 105) - 0.5;
}

function running(elapsed: number, phaseStart: number, minuteOffset: number, length: number): string {
  const minute = Math.floor(elapsed - phaseStart) + 1;
  return minute > length ? `${minuteOffset + length}+${minute - length}'` : `${minuteOffset + minute}'`;
}

/**
 * Where a match stands at `now`: a pure function of its seed, kick-off and the time, so every replica and every
 * test agrees, and a page polled twice a minute apart sees the match move on.
 */
export function matchAt(input: ClockInput, now: Date): ClockSnapshot {
  const full = fullMatchAt(input, now);
  if (input.coverage !== 'score' || !IN_PLAY_STATES.has(full.state)) return scoreOnly(input, full);
  return { ...scoreOnly(input, full), state: 'LIVE', clock: 'Live' };
}

const SCORING = new Set<MatchEvent['type']>(['GOAL', 'PENALTY', 'OWN_GOAL']);

/** A score-only feed reports goals and nothing else. */
function scoreOnly(input: ClockInput, snap: ClockSnapshot): ClockSnapshot {
  return input.coverage === 'score'
    ? { ...snap, events: snap.events.filter((e) => SCORING.has(e.type)) }
    : snap;
}

function fullMatchAt(input: ClockInput, now: Date): ClockSnapshot {
  const elapsed = (now.getTime() - input.kickOff.getTime()) / 60_000;
  const plan = planMatch(input);
  const seen = plan.events.filter((e) => realMinuteOf(e.minute) <= elapsed);
  const snapshot = (state: MatchState, clock: string): ClockSnapshot => ({
    state,
    clock,
    events: seen,
    homeGoals: goalsIn(seen, 'home'),
    awayGoals: goalsIn(seen, 'away'),
    shootout: null,
    resultType: null,
    winner: null,
  });
  if (elapsed < 0) return snapshot('PREMATCH', '');
  if (plan.abandonedAt !== null && elapsed >= realMinuteOf(plan.abandonedAt) + 0.5) {
    // Abandoned: the score and events stand as they were when play stopped, and there is no result.
    const stopped = seen.filter((e) => e.minute < plan.abandonedAt!);
    return {
      ...snapshot('ABANDONED', 'A-A'),
      events: stopped,
      homeGoals: goalsIn(stopped, 'home'),
      awayGoals: goalsIn(stopped, 'away'),
    };
  }
  if (elapsed < PHASES.halfTime) return snapshot('FIRSTHALF', running(elapsed, 0, 0, 45));
  if (elapsed < PHASES.secondHalf) return snapshot('HALFTIME', 'HT');
  if (elapsed < PHASES.fullTime90) return snapshot('SECONDHALF', running(elapsed, PHASES.secondHalf, 45, 45));

  const final = (resultType: ClockSnapshot['resultType']): ClockSnapshot => {
    const done = snapshot(
      'FULLTIME',
      resultType === 'NORMAL' ? 'FT' : resultType === 'EXTRATIME' ? 'AET' : 'PENS',
    );
    const home = done.homeGoals + (plan.shootout?.home ?? 0) * 0.01;
    const away = done.awayGoals + (plan.shootout?.away ?? 0) * 0.01;
    return {
      ...done,
      resultType,
      shootout: plan.shootout,
      winner: home > away ? 'home' : away > home ? 'away' : null,
    };
  };
  if (!plan.extraTime) return elapsed < PHASES.fullTime ? snapshot('FULLTIME90', "90'") : final('NORMAL');
  if (elapsed < PHASES.extraFirstHalf) return snapshot('FULLTIME90', "90'");
  if (elapsed < PHASES.extraHalfTime)
    return snapshot('EXTRAFIRSTHALF', running(elapsed, PHASES.extraFirstHalf, 90, 15));
  if (elapsed < PHASES.extraSecondHalf) return snapshot('EXTRAHALFTIME', 'ET HT');
  if (elapsed < PHASES.fullTimePens)
    return snapshot('EXTRASECONDHALF', running(elapsed, PHASES.extraSecondHalf, 105, 15));
  if (!plan.shootout) return final('EXTRATIME');
  if (elapsed < PHASES.shootout) return snapshot('FULLTIMEPENS', 'AET');
  if (elapsed < PHASES.shootoutEnd) {
    // Kicks are taken over ten minutes; the running score shows the share taken so far.
    const share = (elapsed - PHASES.shootout) / (PHASES.shootoutEnd - PHASES.shootout);
    return {
      ...snapshot('SHOOTOUT', 'PENS'),
      shootout: {
        home: Math.floor(plan.shootout.home * share),
        away: Math.floor(plan.shootout.away * share),
      },
    };
  }
  return final('PENALTYSHOOTOUT');
}
