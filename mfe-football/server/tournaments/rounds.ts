import type { FootballMatch } from '@sl/contracts';
import type { DrawState, RoundStatus, TournamentKind, TournamentRound } from '../../src/tournaments/types';

const DONE = new Set<FootballMatch['state']>(['FULLTIME', 'ABANDONED']);

/** A round's name as the tournament page heads it. */
function roundName(kind: TournamentKind, roundType: string, roundNumber: number): string {
  if (kind === 'cup') return roundType;
  return `${roundType}: matchday ${roundNumber}`;
}

interface RoundGroup {
  name: string;
  number: number;
  matches: FootballMatch[];
}

/** Matches by round, in the order the rounds are played. */
function groupRounds(kind: TournamentKind, matches: readonly FootballMatch[]): RoundGroup[] {
  const rounds = new Map<string, RoundGroup>();
  for (const m of matches) {
    const name = roundName(kind, m.round.round_type, m.round.round_number);
    const round = rounds.get(name) ?? { name, number: m.round.round_number, matches: [] };
    round.matches.push(m);
    rounds.set(name, round);
  }
  return [...rounds.values()].sort((a, b) => a.number - b.number || a.name.localeCompare(b.name));
}

const statusOf = (matches: readonly FootballMatch[]): RoundStatus =>
  matches.every((m) => DONE.has(m.state))
    ? 'complete'
    : matches.some((m) => m.state !== 'PREMATCH')
      ? 'in-progress'
      : 'drawn';

/**
 * Rounds with their state. In a knockout cup a round is drawn only when the round before it is complete, so the
 * ties of a later round (already fixed by the feed) stay hidden until then.
 */
export function presentRounds(kind: TournamentKind, matches: readonly FootballMatch[]): TournamentRound[] {
  const groups = groupRounds(kind, matches);
  let previousComplete = true;
  return groups.map((g) => {
    const dates = g.matches.map((m) => m.match_date).sort();
    const drawn = kind !== 'cup' || previousComplete;
    const status: RoundStatus = drawn ? statusOf(g.matches) : 'to-be-drawn';
    previousComplete = status === 'complete';
    return {
      name: g.name,
      number: g.number,
      status,
      from: dates[0]!,
      to: dates[dates.length - 1]!,
      ties: g.matches.length,
      matches: drawn ? g.matches : [],
    };
  });
}

/** The next knockout draw: made (its round's ties are known) or waiting on the round before. */
export function drawState(
  kind: TournamentKind,
  rounds: readonly TournamentRound[],
  all: readonly FootballMatch[],
): DrawState | null {
  if (kind !== 'cup' || rounds.length === 0) return null;
  const pending = rounds.findIndex((r) => r.status === 'to-be-drawn');
  if (pending === -1) {
    const last = rounds[rounds.length - 1]!;
    return {
      round: last.name,
      state: 'made',
      text:
        last.status === 'complete'
          ? `Every round is drawn and played: the ${last.name.toLowerCase()} is over.`
          : `Every round is drawn: the ${last.name.toLowerCase()} is next.`,
    };
  }
  const round = rounds[pending]!;
  const before = rounds[pending - 1]!;
  const beforeMatches = all.filter(
    (m) => roundName(kind, m.round.round_type, m.round.round_number) === before.name,
  );
  const decided = beforeMatches.filter((m) => DONE.has(m.state)).length;
  return {
    round: round.name,
    state: 'pending',
    text: `The ${round.name.toLowerCase()} draw is made once the ${before.name.toLowerCase()} is complete (${decided} of ${beforeMatches.length} ties decided).`,
  };
}

/** The round being played or next up, or null when all are complete. */
export const currentRoundOf = (rounds: readonly TournamentRound[]): string | null =>
  rounds.find((r) => r.status !== 'complete')?.name ?? null;
