import type { RaceHeadlineWithConditions, RaceResult } from './racecard';
import { raceStateAt } from './rules';

/** Timeform Live: today's races as they stand, results as they land, and the Plus in-running notes. */
export type LiveStatus = 'upcoming' | 'off' | 'result';

/** upcoming before the off; off from the off until the result is declared; result once it is (RESULT and after). */
export function liveStatusAt(offTime: string, now: Date): LiveStatus {
  if (now.getTime() < new Date(offTime).getTime()) return 'upcoming';
  return raceStateAt(offTime, now) === 'DORMANT' ? 'off' : 'result';
}

/** How a horse usually races early on, from its runs. */
export type RunningStyle = 'leader' | 'prominent' | 'midfield' | 'held up';
export type PaceProjection = 'strong' | 'even' | 'steady';

/**
 * The likely early pace from the runners' usual styles: two or more habitual front-runners take each other on
 * (strong); one leader with company close up (even); no front-runner at all, or a lone leader unpressed (steady).
 */
export function paceProjection(styles: readonly RunningStyle[]): PaceProjection {
  const leaders = styles.filter((s) => s === 'leader').length;
  const prominent = styles.filter((s) => s === 'prominent').length;
  if (leaders >= 2) return 'strong';
  if (leaders === 1 && prominent >= 2) return 'even';
  return 'steady';
}

export const PACE_WORDS: Record<PaceProjection, string> = {
  strong: 'A strong pace is likely: more than one habitual front-runner, which should suit those held up.',
  even: 'An even pace is likely: one front-runner with company close up.',
  steady: 'A steady pace is likely: little natural pace, which favours those ridden handily.',
};

/** The Plus notes on a race. */
export interface LiveNotes {
  pace: PaceProjection;
  paceText: string;
  /** The runners expected to lead or race prominently. */
  likelyLeaders: string[];
  /** The top three on the adjusted pre-race rating, with their stars. */
  topRated: { horseName: string; rating: number; stars: number }[];
  /** Once the result is in: each finisher's in-running comment and performance rating. */
  inRunning: { horseName: string; position: number; comment: string; performanceRating: number }[];
}

export interface LiveRace extends RaceHeadlineWithConditions {
  runners: number;
  status: LiveStatus;
  result: RaceResult | null;
  /** Only for Plus members (a valid product token with hasAccess). */
  notes?: LiveNotes;
}

export interface LiveResponse {
  date: string;
  /** When the answer was made (the page shows it beside the list). */
  at: string;
  premium: boolean;
  races: LiveRace[];
}

/** How often the live page asks again, in milliseconds. */
export const LIVE_POLL_MS = 30_000;
