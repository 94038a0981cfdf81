import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FootballCompetition, LeagueTable } from '@sl/contracts';
import type { TeamProfile } from '@sl/contracts/match-centre';
import { ERROR_RESPONSES, notFound } from '@sl/server-kit';
import { TeamProfileSchema } from '../schemas/centre';
import { LeagueTableSchema } from '../schemas/match';
import { SeasonsAnswer } from '../schemas/team';
import { presentMatch } from './present';
import type { MatchesRepository } from './repository';
import { seasonsAt, tableRows } from './seasons';
import { leagueTable } from './tables';
import { teamProfile } from './team-profile';

const Id = Type.String({ pattern: '^[0-9]{1,12}$', maxLength: 12 });
/** `at`: evaluate the table and form at another instant (replays and tests); omitted means now. */
const AtQuery = Type.Object({ at: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })) });
const WEEK_MS = 7 * 24 * 3_600_000;
/** A match is over well within this long after kick-off. */
const MATCH_SPAN_MS = 3 * 3_600_000;

export interface SeasonDeps {
  repo: MatchesRepository;
  now: () => Date;
}

/**
 * A competition's table season by season (the current one as it stands, earlier ones as they finished), and a
 * team's place in the current one.
 */
export const seasonRoutes: FastifyPluginAsyncTypebox<SeasonDeps> = async (app, { repo, now }) => {
  const tableCompetition = async (id: number) => {
    const competition = await repo.competition(id);
    if (!competition) throw notFound(`No competition with id ${id}`, 'COMPETITION_NOT_FOUND');
    if (!competition.hasTable) throw notFound(`${competition.name} has no league table`, 'NO_TABLE');
    return competition;
  };

  app.get(
    '/api/football/v2/league-tables/:competitionId/seasons',
    {
      schema: {
        params: Type.Object({ competitionId: Id }),
        response: { 200: SeasonsAnswer, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { kind: _kind, ...competition } = await tableCompetition(Number(request.params.competitionId));
      return { competition, seasons: seasonsAt(now()) };
    },
  );

  app.get(
    '/api/football/v2/league-tables/:competitionId/seasons/:seasonId',
    {
      schema: {
        params: Type.Object({ competitionId: Id, seasonId: Id }),
        response: { 200: LeagueTableSchema, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<LeagueTable> => {
      const { kind: _kind, ...competition } = await tableCompetition(Number(request.params.competitionId));
      const at = now();
      const season = seasonsAt(at).find((s) => s.id === Number(request.params.seasonId));
      if (!season)
        throw notFound(`No ${competition.name} table for season ${request.params.seasonId}`, 'NO_SEASON');
      const rows = tableRows(competition.id, season.id);
      // A finished season's movement is its final week's.
      const last = Math.max(...rows.map((r) => r.kickOff.getTime())) + MATCH_SPAN_MS;
      const end = season.current ? at : new Date(Math.min(at.getTime(), last));
      const seen = (instant: Date) => rows.map((r) => presentMatch(r, instant));
      return { ...leagueTable(competition, seen(end), seen(new Date(end.getTime() - WEEK_MS))), season };
    },
  );

  app.get(
    '/api/football/v2/teams/:teamId/profile',
    {
      schema: {
        params: Type.Object({ teamId: Id }),
        querystring: AtQuery,
        response: { 200: TeamProfileSchema, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<TeamProfile> => {
      const team = await repo.team(Number(request.params.teamId));
      if (!team) throw notFound(`No team with id ${request.params.teamId}`, 'TEAM_NOT_FOUND');
      const found = await repo.competition(team.competitionId);
      let competition: FootballCompetition | null = null;
      if (found) {
        const { kind: _kind, ...plain } = found;
        competition = plain;
      }
      const { group: _group, ...ref } = team;
      return teamProfile(ref, competition, request.query.at ? new Date(request.query.at) : now());
    },
  );
};
