import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  compareCompetitions,
  type FootballMatch,
  type MatchList,
  type NextMatchResponse,
} from '@sl/contracts';
import { badRequest, ERROR_RESPONSES, notFound, parseIsoDate } from '@sl/server-kit';
import { teamColours } from '../feed/colours';
import { playerName, shirtOfPlayer, teamOfPlayer, SQUAD_SIZE } from '../feed/squads';
import {
  FootballCompetitionSchema,
  FootballMatchSchema,
  LeagueTableSchema,
  MatchListSchema,
  NextMatchSchema,
  QuickLinkItemsSchema,
} from '../schemas/match';
import { MatchCentreSchema } from '../schemas/centre';
import { PlayerAnswer, TeamAnswer } from '../schemas/team';
import { matchCentre } from './centre';
import { inQuickLinks, presentMatch, quickLinkItem } from './present';
import type { MatchesRepository, MatchRow } from './repository';
import { currentTableRows } from './seasons';
import { leagueTable } from './tables';

const Id = Type.String({ pattern: '^[0-9]{1,12}$', maxLength: 12 });
const DateParams = Type.Object({ date: Type.String({ maxLength: 10 }) });
/** `at`: evaluate the match clock at another instant (replays and tests); omitted means now. */
const AtQuery = Type.Object({ at: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })) });
const MonthQuery = Type.Object({
  at: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  competitionId: Type.Optional(Id),
  teamId: Type.Optional(Id),
});

const WEEK_MS = 7 * 24 * 3_600_000;

function parseMonth(value: string): { from: string; to: string } {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12)
    throw badRequest(`"${value}" is not a month in the form YYYY-MM`, 'BAD_MONTH');
  const next =
    month === 12 ? `${Number(match[1]) + 1}-01` : `${match[1]}-${String(month + 1).padStart(2, '0')}`;
  return { from: `${value}-01`, to: `${next}-01` };
}

export interface RouteDeps {
  repo: MatchesRepository;
  now: () => Date;
}

export const matchesRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repo, now }) => {
  const instant = (at?: string) => (at ? new Date(at) : now());
  const present = (rows: MatchRow[], at: Date): FootballMatch[] => rows.map((r) => presentMatch(r, at));
  const list = (matches: FootballMatch[]): MatchList => ({ matches });

  const competitionOr404 = async (id: number) => {
    const competition = await repo.competition(id);
    if (!competition) throw notFound(`No competition with id ${id}`, 'COMPETITION_NOT_FOUND');
    return competition;
  };
  const teamOr404 = async (id: number) => {
    const team = await repo.team(id);
    if (!team) throw notFound(`No team with id ${id}`, 'TEAM_NOT_FOUND');
    return team;
  };

  app.get(
    '/api/football/v2/quick-links/:date',
    {
      config: { live: true },
      schema: {
        params: DateParams,
        querystring: AtQuery,
        response: { 200: QuickLinkItemsSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const date = parseIsoDate(request.params.date);
      const items = present(await repo.byDate(date), instant(request.query.at))
        .filter(inQuickLinks)
        .map(quickLinkItem)
        .sort((a, b) => a.statePriority - b.statePriority || a.match_time.localeCompare(b.match_time));
      return items;
    },
  );

  app.get(
    '/api/football/v2/competitions',
    { schema: { response: { 200: Type.Array(FootballCompetitionSchema), ...ERROR_RESPONSES } } },
    async () => (await repo.competitions()).sort(compareCompetitions),
  );

  app.get(
    '/api/football/v2/matches/date/:date',
    {
      config: { live: true },
      schema: {
        params: DateParams,
        querystring: AtQuery,
        response: { 200: MatchListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const date = parseIsoDate(request.params.date);
      return list(present(await repo.byDate(date), instant(request.query.at)));
    },
  );

  app.get(
    '/api/football/v2/matches/month/:month',
    {
      config: { live: true },
      schema: {
        params: Type.Object({ month: Type.String({ maxLength: 7 }) }),
        querystring: MonthQuery,
        response: { 200: MatchListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { from, to } = parseMonth(request.params.month);
      const competitionId = request.query.competitionId ? Number(request.query.competitionId) : undefined;
      const teamId = request.query.teamId ? Number(request.query.teamId) : undefined;
      if (competitionId !== undefined) await competitionOr404(competitionId);
      if (teamId !== undefined) await teamOr404(teamId);
      return list(
        present(await repo.between(from, to, { competitionId, teamId }), instant(request.query.at)),
      );
    },
  );

  app.get(
    '/api/football/v2/competitions/:competitionId/matches',
    {
      schema: {
        params: Type.Object({ competitionId: Id }),
        querystring: AtQuery,
        response: { 200: MatchListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const competition = await competitionOr404(Number(request.params.competitionId));
      return list(present(await repo.byCompetition(competition.id), instant(request.query.at)));
    },
  );

  app.get(
    '/api/football/v2/teams/:teamId',
    {
      config: { live: true },
      schema: {
        params: Type.Object({ teamId: Id }),
        querystring: AtQuery,
        response: { 200: TeamAnswer, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const team = await teamOr404(Number(request.params.teamId));
      const competition = await repo.competition(team.competitionId);
      return {
        team: { ...team, colours: teamColours(team.name) },
        competition,
        matches: present(await repo.byTeam(team.id), instant(request.query.at)),
      };
    },
  );

  app.get(
    '/api/football/v2/team/next-match/:teamId/:competitionId',
    {
      config: { live: true },
      schema: {
        params: Type.Object({ teamId: Id, competitionId: Id }),
        querystring: AtQuery,
        response: { 200: NextMatchSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const team = await teamOr404(Number(request.params.teamId));
      const competition = await competitionOr404(Number(request.params.competitionId));
      const next = await repo.nextMatch(team.id, competition.id, instant(request.query.at));
      if (!next) throw notFound(`${team.name} has no match to come in ${competition.name}`, 'NO_NEXT_MATCH');
      const body: NextMatchResponse = {
        next_match: {
          team: { id: team.id, name: team.name },
          match: {
            match_id: next.id,
            home_team: {
              team_id: next.home.id,
              team_name: next.home.name,
              teamAbrevName: next.home.abbrev,
              colours: teamColours(next.home.name),
            },
            away_team: {
              team_id: next.away.id,
              team_name: next.away.name,
              teamAbrevName: next.away.abbrev,
              colours: teamColours(next.away.name),
            },
          },
        },
      };
      return body;
    },
  );

  app.get(
    '/api/football/v2/league-tables/:competitionId',
    {
      schema: {
        params: Type.Object({ competitionId: Id }),
        querystring: AtQuery,
        response: { 200: LeagueTableSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const competition = await competitionOr404(Number(request.params.competitionId));
      if (!competition.hasTable) {
        throw notFound(`${competition.name} has no league table`, 'NO_TABLE');
      }
      const at = instant(request.query.at);
      // The current season's matches only: the data folder keeps earlier seasons once a new one is loaded.
      const rows = currentTableRows(competition.id, at);
      const { kind: _kind, ...plain } = competition;
      return leagueTable(plain, present(rows, at), present(rows, new Date(at.getTime() - WEEK_MS)));
    },
  );

  app.get(
    '/api/football/v2/match/:matchId',
    {
      config: { live: true },
      schema: {
        params: Type.Object({ matchId: Id }),
        querystring: AtQuery,
        response: { 200: FootballMatchSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const row = await repo.byId(Number(request.params.matchId));
      if (!row) throw notFound(`No match with id ${request.params.matchId}`, 'MATCH_NOT_FOUND');
      return presentMatch(row, instant(request.query.at));
    },
  );

  app.get(
    '/api/football/v2/match/:matchId/centre',
    {
      config: { live: true },
      schema: {
        params: Type.Object({ matchId: Id }),
        querystring: AtQuery,
        response: { 200: MatchCentreSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const row = await repo.byId(Number(request.params.matchId));
      if (!row) throw notFound(`No match with id ${request.params.matchId}`, 'MATCH_NOT_FOUND');
      return matchCentre(repo, row, instant(request.query.at));
    },
  );

  app.get(
    '/api/football/v2/players/:playerId',
    {
      schema: { params: Type.Object({ playerId: Id }), response: { 200: PlayerAnswer, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const id = Number(request.params.playerId);
      const shirt = shirtOfPlayer(id);
      const team = shirt >= 1 && shirt <= SQUAD_SIZE ? await repo.team(teamOfPlayer(id)) : null;
      if (!team) throw notFound(`No player with id ${id}`, 'PLAYER_NOT_FOUND');
      return {
        player: { id, name: playerName(team.id, shirt), shirt },
        team: { ...team, colours: teamColours(team.name) },
      };
    },
  );
};
