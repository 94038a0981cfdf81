import { Type, type Static } from 'typebox';
import type { FootballCompetition, FootballMatch, FootballTeam, FootballSeason } from '@sl/contracts';
import type { Same } from '@sl/server-kit';
import {
  FootballCompetitionSchema,
  FootballMatchSchema,
  FootballSeasonSchema,
  FootballTeamSchema,
} from './match';

/** GET /football/v2/teams/{id}: the team with its colours, its league and its matches (the team page). */
export const TeamAnswer = Type.Object({
  team: FootballTeamSchema,
  competition: Type.Union([FootballCompetitionSchema, Type.Null()]),
  matches: Type.Array(FootballMatchSchema),
});

/** GET /football/v2/players/{id}: the player and his club. */
export const PlayerAnswer = Type.Object({
  player: Type.Object({ id: Type.Number(), name: Type.String(), shirt: Type.Number() }),
  team: FootballTeamSchema,
});

/** GET /football/v2/league-tables/{id}/seasons: the seasons a competition's table can be read for. */
export const SeasonsAnswer = Type.Object({
  competition: FootballCompetitionSchema,
  seasons: Type.Array(FootballSeasonSchema),
});

// The web client's shapes for these answers (mfe-football/src/api/queries.ts).
const _team: Same<
  Static<typeof TeamAnswer>,
  { team: FootballTeam; competition: FootballCompetition | null; matches: FootballMatch[] }
> = true;
const _player: Same<
  Static<typeof PlayerAnswer>,
  { player: { id: number; name: string; shirt: number }; team: FootballTeam }
> = true;
const _seasons: Same<
  Static<typeof SeasonsAnswer>,
  { competition: FootballCompetition; seasons: FootballSeason[] }
> = true;
