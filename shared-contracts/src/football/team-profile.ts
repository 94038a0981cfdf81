/** A team's page beyond its matches: its place in its league, recent league form and its squad. */
import type { FantasyPosition } from '@sl/contracts/fantasy';
import type { FootballCompetition, LeagueTableRow, TeamRef } from '@sl/contracts';
import type { FormResult } from './match-centre';

export interface SquadPlayer {
  id: number;
  name: string;
  shirt: number;
  position: FantasyPosition;
}

/** Where the team stands in its league's table as it is now (the same table the league-table page shows). */
export interface TeamStanding {
  competitionId: number;
  competitionName: string;
  group: string | null;
  /** The team's own row. */
  row: LeagueTableRow;
  /** The rows around the team (TEAM_TABLE_SPAN either side, more at the top or bottom), the team's included. */
  rows: LeagueTableRow[];
  /** How many teams the table (or group) has. */
  size: number;
}

export interface TeamProfile {
  team: TeamRef & { competitionId: number };
  competition: FootballCompetition | null;
  /** Null for a competition without a table (internationals, friendlies). */
  standing: TeamStanding | null;
  /** The last FORM_LENGTH finished matches in the team's league, newest first. */
  form: FormResult[];
  /** The whole squad by shirt number. */
  squad: SquadPlayer[];
}

/** Teams shown either side of the team in its table excerpt. */
export const TEAM_TABLE_SPAN = 2;

export const teamProfileApiPath = (teamId: number) => `/football/v2/teams/${teamId}/profile`;
