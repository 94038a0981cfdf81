import type { MatchEvent } from '@sl/contracts';
import type { FantasyPosition } from './fantasy-positions';
import { isValidFormation, type FantasyPick } from './fantasy';

/**
 * Fantasy points from the feed's match events. The feed reports goals, penalties, own goals, cards and
 * substitutions (no assists, so none are scored).
 */
export const FANTASY_SCORING = {
  /** Playing at all, and playing 60 minutes or more. */
  appearance: 1,
  appearance60: 2,
  goal: { GK: 6, DEF: 6, MID: 5, FWD: 4 } as Readonly<Record<FantasyPosition, number>>,
  /** No goal conceded while on the pitch, having played 60 minutes or more. */
  cleanSheet: { GK: 4, DEF: 4, MID: 1, FWD: 0 } as Readonly<Record<FantasyPosition, number>>,
  /** Goalkeepers and defenders lose a point for every 2 goals conceded while on the pitch. */
  concededPer: 2,
  conceded: -1,
  yellow: -1,
  /** A red card, straight or for a second yellow (which then replaces the yellow's point). */
  red: -3,
  ownGoal: -2,
  captainMultiplier: 2,
} as const;

/** One player's part in one match. */
export interface MatchPerformance {
  playerId: number;
  position: FantasyPosition;
  minutes: number;
  goals: number;
  ownGoals: number;
  yellow: boolean;
  red: boolean;
  /** Goals his side let in while he was on the pitch. */
  conceded: number;
}

export interface PointsBreakdown {
  appearance: number;
  goals: number;
  cleanSheet: number;
  conceded: number;
  cards: number;
  ownGoals: number;
  total: number;
}

/** The points a performance earns, line by line. */
export function performancePoints(p: MatchPerformance): PointsBreakdown {
  const zero = { appearance: 0, goals: 0, cleanSheet: 0, conceded: 0, cards: 0, ownGoals: 0, total: 0 };
  if (p.minutes <= 0) return zero;
  const full = p.minutes >= 60;
  const defends = p.position === 'GK' || p.position === 'DEF';
  const lines = {
    appearance: full ? FANTASY_SCORING.appearance60 : FANTASY_SCORING.appearance,
    goals: p.goals * FANTASY_SCORING.goal[p.position],
    cleanSheet: full && p.conceded === 0 ? FANTASY_SCORING.cleanSheet[p.position] : 0,
    conceded: defends ? Math.floor(p.conceded / FANTASY_SCORING.concededPer) * FANTASY_SCORING.conceded : 0,
    cards: p.red ? FANTASY_SCORING.red : p.yellow ? FANTASY_SCORING.yellow : 0,
    ownGoals: p.ownGoals * FANTASY_SCORING.ownGoal,
  };
  return { ...lines, total: Object.values(lines).reduce((a, b) => a + b, 0) };
}

export interface MatchSides {
  home: { teamId: number; starters: readonly number[] };
  away: { teamId: number; starters: readonly number[] };
  events: readonly MatchEvent[];
  /** 90, or 120 after extra time. */
  length: number;
}

const SCORED = new Set<MatchEvent['type']>(['GOAL', 'PENALTY']);

/**
 * Every player's performance in a finished match, from its starters and its events in order: minutes on the
 * pitch (a starter from 0, a substitute from his minute, until substituted, sent off or the final whistle), his
 * goals, own goals and cards, and the goals his side conceded while he was on.
 */
export function matchPerformances(
  match: MatchSides,
  positionOf: (playerId: number) => FantasyPosition | null,
): MatchPerformance[] {
  type Stint = MatchPerformance & { from: number; off: number | null };
  const stints = new Map<number, Stint>();
  const sideOf = new Map<number, 'home' | 'away'>();
  const start = (playerId: number, side: 'home' | 'away', from: number) => {
    const position = positionOf(playerId);
    if (!position || stints.has(playerId)) return;
    sideOf.set(playerId, side);
    stints.set(playerId, {
      playerId,
      position,
      minutes: 0,
      goals: 0,
      ownGoals: 0,
      yellow: false,
      red: false,
      conceded: 0,
      from,
      off: null,
    });
  };
  for (const side of ['home', 'away'] as const) for (const id of match[side].starters) start(id, side, 0);
  const onPitch = (side: 'home' | 'away') =>
    [...stints.values()].filter((s) => sideOf.get(s.playerId) === side && s.off === null);
  for (const e of match.events) {
    if (e.type === 'SUBSTITUTION_ON') {
      start(e.player.id, e.side, e.minute);
      continue;
    }
    const stint = stints.get(e.player.id);
    if (SCORED.has(e.type) || e.type === 'OWN_GOAL') {
      // An own goal is credited to `side`; the side conceding is the other one either way.
      const conceding = e.side === 'home' ? 'away' : 'home';
      for (const s of onPitch(conceding)) s.conceded++;
      if (stint && SCORED.has(e.type)) stint.goals++;
      if (stint && e.type === 'OWN_GOAL') stint.ownGoals++;
      continue;
    }
    if (!stint) continue;
    if (e.type === 'YELLOW_CARD') stint.yellow = true;
    if (e.type === 'RED_CARD' || e.type === 'SECOND_YELLOW_CARD') {
      stint.red = true;
      stint.off = e.minute;
    }
    if (e.type === 'SUBSTITUTION_OFF') stint.off = e.minute;
  }
  return [...stints.values()].map(({ from, off, ...p }) => ({
    ...p,
    // A player who comes on in stoppage time still played: at least a minute.
    minutes: Math.max(1, Math.min(off ?? match.length, match.length) - from),
  }));
}

/** What a player did in a gameweek (one match, two in a double gameweek, none in a blank). */
export interface GameweekPlayerScore {
  minutes: number;
  points: number;
}

export interface GameweekTeamScore {
  points: number;
  /** Who scored for the team: the starters, with bench players who came on for starters who did not play. */
  counted: Array<{ playerId: number; points: number; captain: boolean }>;
  autoSubs: Array<{ out: number; in: number }>;
}

/**
 * A team's points in a gameweek: its starting eleven's points, the captain's doubled. A starter who did not
 * play is replaced by the first bench player (in bench order) who did, when the formation stays valid; a keeper
 * only by a keeper. The captain's double counts only if he played.
 */
export function gameweekTeamScore(
  picks: readonly FantasyPick[],
  captainId: number,
  positionOf: (playerId: number) => FantasyPosition | null,
  scores: ReadonlyMap<number, GameweekPlayerScore>,
): GameweekTeamScore {
  const played = (id: number) => (scores.get(id)?.minutes ?? 0) > 0;
  const eleven = picks.filter((p) => p.starting).map((p) => p.playerId);
  const bench = picks.filter((p) => !p.starting).map((p) => p.playerId);
  const autoSubs: GameweekTeamScore['autoSubs'] = [];
  for (const out of eleven.filter((id) => !played(id))) {
    const replacement = bench.find((candidate) => {
      if (!played(candidate)) return false;
      const after = eleven.map((id) => positionOf(id === out ? candidate : id));
      return after.every((p) => p !== null) && isValidFormation(after as FantasyPosition[]);
    });
    if (replacement !== undefined) {
      eleven[eleven.indexOf(out)] = replacement;
      bench.splice(bench.indexOf(replacement), 1);
      autoSubs.push({ out, in: replacement });
    }
  }
  const counted = eleven.map((playerId) => {
    const base = scores.get(playerId)?.points ?? 0;
    const captain = playerId === captainId && played(playerId);
    return { playerId, captain, points: captain ? base * FANTASY_SCORING.captainMultiplier : base };
  });
  return { points: counted.reduce((sum, c) => sum + c.points, 0), counted, autoSubs };
}
