import type { FantasyPosition } from './fantasy-positions';
import type { FantasyClub, FantasyPick, FantasyPlayer } from './fantasy';
import type { GameweekStatus } from './fantasy-gameweeks';

/** The fantasy football API on the football service (under /api). */
export const FANTASY_API = {
  players: '/football/v2/fantasy/players',
  gameweeks: '/football/v2/fantasy/gameweeks',
  team: '/football/v2/fantasy/team',
  league: '/football/v2/fantasy/league',
} as const;

export const FANTASY_PLAYER_SORTS = ['price', 'points'] as const;
export type FantasyPlayerSort = (typeof FANTASY_PLAYER_SORTS)[number];

export interface FantasyPlayersQuery {
  position?: FantasyPosition;
  clubId?: number;
  sort?: FantasyPlayerSort;
  limit?: number;
}

export interface FantasyPlayersResponse {
  players: FantasyPlayer[];
  /** The Premier League clubs, for the club filter. */
  clubs: FantasyClub[];
}

export interface FantasyGameweekSummary {
  number: number;
  deadline: string;
  status: GameweekStatus;
}

export interface FantasyGameweeksResponse {
  gameweeks: FantasyGameweekSummary[];
  /** The gameweek a team saved now plays from; null once the season's last deadline has passed. */
  next: number | null;
  current: number | null;
}

export interface FantasyGameweekPoints {
  gameweek: number;
  status: GameweekStatus;
  points: number;
}

export interface FantasyTeam {
  name: string;
  picks: FantasyPick[];
  captainId: number;
  /** The gameweek this selection plays from. */
  fromGameweek: number;
  value: number;
}

export interface FantasyTeamResponse {
  /** The member's latest saved team; null before they have picked one. */
  team: FantasyTeam | null;
  points: FantasyGameweekPoints[];
  total: number;
  /** Position in the members' league; null without a team. */
  rank: number | null;
  entries: number;
}

export interface FantasyLeagueEntry {
  rank: number;
  teamName: string;
  total: number;
  /** Points in the latest gameweek that has started. */
  latest: number;
}

export interface FantasyLeagueResponse {
  entries: FantasyLeagueEntry[];
  total: number;
  currentGameweek: number | null;
}
