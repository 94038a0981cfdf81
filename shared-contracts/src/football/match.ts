/** The football match model (spec document 2, section 3), as the football service answers it. */
import type { TeamColours } from './crest';

export const MATCH_STATES = [
  'ABANDONED',
  'PREMATCH',
  'FIRSTHALF',
  'HALFTIME',
  'SECONDHALF',
  'FULLTIME90',
  'EXTRAFIRSTHALF',
  'EXTRAHALFTIME',
  'EXTRASECONDHALF',
  'FULLTIMEPENS',
  'SHOOTOUT',
  'LIVE',
  'FULLTIME',
] as const;
export type MatchState = (typeof MATCH_STATES)[number];

export const MATCH_EVENT_TYPES = [
  'GOAL',
  'OWN_GOAL',
  'PENALTY',
  'SUBSTITUTION_ON',
  'SUBSTITUTION_OFF',
  'YELLOW_CARD',
  'SECOND_YELLOW_CARD',
  'RED_CARD',
] as const;
export type MatchEventType = (typeof MATCH_EVENT_TYPES)[number];

export interface TeamRef {
  id: number;
  name: string;
  teamAbrevName: string;
  /** The club's or nation's home colours, which the site draws as its crest. */
  colours?: TeamColours;
}

export interface TeamScore {
  team: TeamRef;
  score: Array<{ score: number }>;
}

export interface MatchEvent {
  type: MatchEventType;
  /** Match minute (1 to 120); stoppage time counts on from 45, 90 or 120. */
  minute: number;
  /** Which side the event belongs to: an own goal is credited to `side` but scored by the other team's player. */
  side: 'home' | 'away';
  player: { id: number; name: string };
}

export interface CompetitionRef {
  competition_reference: { id: number };
  name: string;
  /** Priority from spec document 2, section 9; -1 for competitions outside the list. */
  sort_order: number;
}

export interface FootballMatch {
  match_reference: { id: number };
  /** London date YYYY-MM-DD. */
  match_date: string;
  /** London kick-off HH:mm. */
  match_time: string;
  /** The kick-off instant (ISO). */
  kick_off: string;
  state: MatchState;
  /** The match clock as shown ("37'", "HT", "FT"), empty before kick-off. */
  clock: string;
  match_type: string;
  round: { round_type: string; round_number: number };
  match_outcome: {
    result_type: 'NORMAL' | 'EXTRATIME' | 'PENALTYSHOOTOUT' | null;
    winner: TeamRef | null;
  };
  team_score_a: TeamScore;
  team_score_b: TeamScore;
  penalty_shootout_score: { home: number; away: number } | null;
  homeGoals: number;
  awayGoals: number;
  /** Events that have happened so far, in minute order. */
  events: MatchEvent[];
  competition: CompetitionRef;
  group: string | null;
  /** Win/draw/win fractional prices (the betting tab), null once finished. */
  match_betting_market: { home: string; draw: string; away: string } | null;
}

/** The quick-link football item (spec document 2, section 3). */
export interface QuickLinkFootballItem {
  match_reference: { id: number };
  team_score_a: TeamScore;
  team_score_b: TeamScore;
  /** 1 live, 2 pre-match, 3 full time. */
  statePriority: 1 | 2 | 3;
  match_outcome: { result_type: string | null; winner: { teamAbrevName: string } | null };
  state: MatchState;
  clock: string;
  match_time: string;
}

/** The next-match answer (spec document 1, section 3). */
export interface NextMatchResponse {
  next_match: {
    team: { id: number; name: string };
    match: {
      match_id: number;
      /** `teamAbrevName` and `colours`: the crest beside the name (issue 16), beyond the spec's shape. */
      home_team: { team_id: number; team_name: string; teamAbrevName?: string; colours?: TeamColours };
      away_team: { team_id: number; team_name: string; teamAbrevName?: string; colours?: TeamColours };
    };
  };
}

export interface FootballCompetition {
  id: number;
  name: string;
  sort_order: number;
  hasTable: boolean;
  groups: string[];
}

export interface FootballTeam {
  id: number;
  name: string;
  teamAbrevName: string;
  competitionId: number;
  /** The club's or nation's home colours, which the site draws as its crest. */
  colours?: TeamColours;
}

export interface LeagueTableRow {
  position: number;
  team: TeamRef;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** Places gained (positive) or lost (negative) since the table a week earlier. */
  movement: number;
}

export interface LeagueTable {
  competition: FootballCompetition;
  groups: Array<{ name: string | null; rows: LeagueTableRow[] }>;
  /** Set on a season's table (/league-tables/{id}/seasons/{seasonId}). */
  season?: FootballSeason;
}

/** A football season: id 2024 is "2024/25", slug "2024-25". */
export interface FootballSeason {
  id: number;
  name: string;
  slug: string;
  current: boolean;
}

export interface MatchList {
  matches: FootballMatch[];
}
