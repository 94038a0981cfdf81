import { IN_PLAY_STATES, type FootballMatch, type MatchEvent } from '@sl/contracts';

/** Kick-off time before the match, 'Abandoned' once it is, otherwise the clock ("37'", 'HT', 'Live', 'FT'). */
export function stateText(match: FootballMatch): string {
  if (match.state === 'PREMATCH') return match.match_time;
  if (match.state === 'ABANDONED') return 'Abandoned';
  return match.clock;
}

export const isLive = (match: FootballMatch) => IN_PLAY_STATES.has(match.state);

const SCORING_EVENTS: ReadonlySet<MatchEvent['type']> = new Set(['GOAL', 'PENALTY', 'OWN_GOAL']);

/** "Matchday 12", "Round 3", "Final": the round as a punter reads it. */
export const roundText = (match: FootballMatch) =>
  match.round.round_number > 0
    ? `${match.round.round_type} ${match.round.round_number}`
    : match.round.round_type;

/**
 * Scorers per side for the header: one line per player with his minutes ("Kai Silva 23', 67' (pen)"). An own goal
 * counts for `side`, so it is listed under the side it was credited to.
 */
export function scorersOf(match: FootballMatch, side: 'home' | 'away'): string[] {
  const byPlayer = new Map<string, string[]>();
  for (const e of match.events) {
    if (e.side !== side || !SCORING_EVENTS.has(e.type)) continue;
    const key = `${e.player.name}${e.type === 'OWN_GOAL' ? ' (og)' : ''}`;
    const minute = `${e.minute}'${e.type === 'PENALTY' ? ' (pen)' : ''}`;
    byPlayer.set(key, [...(byPlayer.get(key) ?? []), minute]);
  }
  return [...byPlayer].map(([name, minutes]) => `${name} ${minutes.join(', ')}`);
}
