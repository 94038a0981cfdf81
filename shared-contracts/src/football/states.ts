import { MATCH_STATES, type FootballMatch, type MatchState } from './match';

/** The states a match is not in play in: not started, over, or abandoned. */
const OUT_OF_PLAY: ReadonlySet<MatchState> = new Set<MatchState>(['PREMATCH', 'FULLTIME', 'ABANDONED']);

/** Every in-play state (spec document 2, section 4): ongoing = every match state but the out-of-play ones. */
export const IN_PLAY_STATES: ReadonlySet<MatchState> = new Set(
  MATCH_STATES.filter((s) => !OUT_OF_PLAY.has(s)),
);

export const isUpcoming = (state: MatchState) => state === 'PREMATCH';
export const isOngoing = (state: MatchState) => IN_PLAY_STATES.has(state);
export const isFinished = (state: MatchState) => state === 'FULLTIME';

const HOUR_MS = 3_600_000;

/** The upcoming list keeps only PREMATCH games whose start plus one hour is later than now. */
export function upcomingMatches<T extends Pick<FootballMatch, 'state' | 'kick_off'>>(
  matches: readonly T[],
  now: Date = new Date(),
): T[] {
  return matches.filter(
    (m) => m.state === 'PREMATCH' && new Date(m.kick_off).getTime() + HOUR_MS > now.getTime(),
  );
}

/**
 * Quick-link state: 1 live score, 2 pre-match 'A vs B', 3 full-time result. An abandoned match would rank as
 * finished, but the strips leave abandoned matches out altogether.
 */
export function statePriority(state: MatchState): 1 | 2 | 3 {
  if (isOngoing(state)) return 1;
  if (state === 'PREMATCH') return 2;
  return 3;
}
