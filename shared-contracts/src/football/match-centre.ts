/**
 * The match centre (issue 16): what the match page shows beside the match itself (spec document 2, section 3's
 * "home/away player events, kits, league standing"): lineups, statistics, head-to-head, form, the table around
 * the two teams and the win/draw/win prices across bookmakers. One answer per match at an instant, so every tab
 * agrees with the header's clock.
 */
import type { FantasyPosition } from '@sl/contracts/fantasy';
import type { LeagueTableRow, TeamRef } from '@sl/contracts';

export const FORMATIONS = ['4-4-2', '4-3-3', '4-2-3-1', '3-5-2'] as const;
export type Formation = (typeof FORMATIONS)[number];

export interface LineupPlayer {
  id: number;
  name: string;
  shirt: number;
  /** The squad position (from the shirt); the line the player stands in says the role he plays today. */
  position: FantasyPosition;
}

export interface LineupSide {
  team: TeamRef;
  formation: Formation;
  /** The starting eleven by line, keeper first, then defence to attack; each line from left to right. */
  lines: LineupPlayer[][];
  substitutes: LineupPlayer[];
  /** The manager's name when the feed gives one. */
  manager: string | null;
}

/**
 * 'predicted': more than an hour before kick-off, the side a club is expected to name; 'confirmed': the team
 * sheets handed in an hour before kick-off.
 */
export type LineupStatus = 'predicted' | 'confirmed';

export interface MatchLineups {
  status: LineupStatus;
  home: LineupSide;
  away: LineupSide;
}

export interface StatPair {
  home: number;
  away: number;
}

export const MATCH_STAT_KEYS = [
  'possession',
  'shots',
  'shotsOnTarget',
  'corners',
  'fouls',
  'offsides',
  'yellowCards',
  'redCards',
] as const;
export type MatchStatKey = (typeof MATCH_STAT_KEYS)[number];

export const MATCH_STAT_LABELS: Readonly<Record<MatchStatKey, string>> = {
  possession: 'Possession (%)',
  shots: 'Shots',
  shotsOnTarget: 'Shots on target',
  corners: 'Corners',
  fouls: 'Fouls',
  offsides: 'Offsides',
  yellowCards: 'Yellow cards',
  redCards: 'Red cards',
};

/** The match so far: possession in per cent (sums to 100), the rest counts. Red cards include second yellows. */
export type MatchStats = Record<MatchStatKey, StatPair>;

export type FormLetter = 'W' | 'D' | 'L';

/** One finished match of a team's recent form, from that team's side. */
export interface FormResult {
  matchId: number;
  date: string;
  competitionName: string;
  venue: 'H' | 'A';
  opponent: TeamRef;
  goalsFor: number;
  goalsAgainst: number;
  result: FormLetter;
}

/** A previous meeting of the two teams, as it was played (home side first). */
export interface Meeting {
  matchId: number;
  date: string;
  competitionName: string;
  home: TeamRef;
  away: TeamRef;
  homeGoals: number;
  awayGoals: number;
}

export interface HeadToHead {
  meetings: Meeting[];
  /** Over those meetings, from the point of view of this match's home and away sides. */
  homeWins: number;
  draws: number;
  awayWins: number;
}

/** The rows of the competition's table around both teams (both included), with where the full table is. */
export interface TableExcerpt {
  competitionId: number;
  competitionName: string;
  group: string | null;
  rows: LeagueTableRow[];
}

export interface BookmakerMatchPrices {
  bookmakerId: number;
  bookmakerName: string;
  home: string;
  draw: string;
  away: string;
}

export interface MatchOddsGrid {
  bookmakers: BookmakerMatchPrices[];
  /** The longest price for each outcome across the bookmakers (what the grid marks as best). */
  best: { home: string; draw: string; away: string };
}

export interface MatchCentre {
  matchId: number;
  /** 'score': a score-only feed (no lineups or statistics); 'full' otherwise. */
  coverage: 'full' | 'score';
  lineups: MatchLineups | null;
  /** Null before kick-off and for a score-only feed. */
  stats: MatchStats | null;
  headToHead: HeadToHead;
  form: { home: FormResult[]; away: FormResult[] };
  table: TableExcerpt | null;
  /** Betting content: null once the market has closed or for a viewer outside the UK and Ireland. */
  match_odds_grid: MatchOddsGrid | null;
}

/** How many recent results the form guide shows per team. */
export const FORM_LENGTH = 5;

export const matchCentreApiPath = (matchId: number) => `/football/v2/match/${matchId}/centre`;
