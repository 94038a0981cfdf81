import type { FootballMatch, LeagueTable } from '@sl/contracts';

/** The competitions the feed runs as tournaments: knockout cups, European competitions, internationals. */
export type TournamentKind = 'cup' | 'european' | 'international';

export interface TournamentSummary {
  id: number;
  name: string;
  /** Route slug: /football/tournaments/{slug}. */
  slug: string;
  kind: TournamentKind;
  /** "2026/27". */
  season: string;
  /** The round being played or next to be played, or null when the season's rounds are all done. */
  currentRound: string | null;
  /** The holder of the trophy this season once the final is played (cups only). */
  winner: string | null;
}

/**
 * A round's state: done, under way, its ties known and waiting, or not yet drawn (a knockout round is drawn once
 * every tie of the round before it is decided).
 */
export type RoundStatus = 'complete' | 'in-progress' | 'drawn' | 'to-be-drawn';

export interface TournamentRound {
  /** "Third round", "League phase: matchday 4", "Nations League: matchday 2". */
  name: string;
  number: number;
  status: RoundStatus;
  /** First and last match day (YYYY-MM-DD). */
  from: string;
  to: string;
  /** How many matches the round has. */
  ties: number;
  /** The round's matches; empty while the round is still to be drawn. */
  matches: FootballMatch[];
}

/** What the next knockout draw is waiting for, or that it is made. */
export interface DrawState {
  round: string;
  state: 'made' | 'pending';
  /** "The fourth round draw is made once the third round is complete (18 of 32 ties decided)." */
  text: string;
}

export interface TournamentResponse {
  tournament: TournamentSummary;
  rounds: TournamentRound[];
  /** League-phase standings where the competition has one. */
  table: LeagueTable | null;
  /** Knockout cups: the next draw; null where the format has none. */
  draw: DrawState | null;
}

export interface TournamentsResponse {
  tournaments: TournamentSummary[];
}
