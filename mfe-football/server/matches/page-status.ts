import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { footballPageFor, routeSlug, type PageHead, type PageStatus, type RouteParams } from '@sl/contracts';
import { ERROR_RESPONSES, PageStatusQuery, PageStatusSchema } from '@sl/server-kit';
import { shirtOfPlayer, SQUAD_SIZE, teamOfPlayer } from '../feed/squads';
import { tournamentCompetitions, tournamentSlug } from '../tournaments/routes';
import { matchAt } from '../feed/clock';
import { matchHead, teamHead } from './page-head';
import { clockInputOf } from './present';
import type { MatchesRepository } from './repository';
import { seasonsAt } from './seasons';

export interface PageStatusDeps {
  repo: MatchesRepository;
  now: () => Date;
}

/** A whole-number id as the routes write it, or null. */
const idOf = (value: string | undefined) => (value && /^[0-9]{1,12}$/.test(value) ? Number(value) : null);

/**
 * GET /api/football/v2/page-status?path=/football/...: whether the football remote has a page there, from the
 * same route table the remote routes with and the entities this service holds. The shell's server asks it so an
 * unknown team or match answers HTTP 404, and takes a match's or team's title, description and SportsEvent
 * (`head`) for the page's <head> from the same answer.
 */
export const pageStatusRoutes: FastifyPluginAsyncTypebox<PageStatusDeps> = async (app, { repo, now }) => {
  const competitionWithTable = async (params: RouteParams) => {
    const id = idOf(params.id);
    const competition = id === null ? null : await repo.competition(id);
    return competition?.hasTable ? competition : null;
  };

  /** A match's or team's head, or null when there is no such match or team (the page does not exist). */
  const headOf = async (kind: 'match' | 'team', params: RouteParams): Promise<PageHead | null> => {
    if (kind === 'match') {
      const id = idOf(params.matchId);
      const row = id === null ? null : await repo.byId(id);
      return row && matchHead(row, matchAt(clockInputOf(row), now()).state);
    }
    const id = idOf(params.id);
    const team = id === null ? null : await repo.team(id);
    return team && teamHead(team.name);
  };

  const exists = async (path: string): Promise<boolean> => {
    const page = footballPageFor(path.replace(/\/+$/, '') || '/');
    if (!page) return false;
    const { params } = page;
    switch (page.kind) {
      case 'competition': {
        const id = idOf(params.id);
        return id !== null && (await repo.competition(id)) !== null;
      }
      case 'match':
      case 'team':
        return (await headOf(page.kind, params)) !== null;
      case 'competition-team': {
        const teamId = idOf(params.teamId);
        const competitionId = idOf(params.competitionId);
        if (teamId === null || competitionId === null) return false;
        return (await repo.byTeam(teamId)).some((m) => m.competitionId === competitionId);
      }
      case 'league-table':
        return (await competitionWithTable(params)) !== null;
      case 'league-table-group': {
        const competition = await competitionWithTable(params);
        return !!competition?.groups.some((g) => routeSlug(g) === params.group);
      }
      case 'league-table-season': {
        const competition = await competitionWithTable(params);
        const season = seasonsAt(now()).find((s) => s.id === idOf(params.seasonId));
        if (!competition || !season) return false;
        return params.group === undefined || competition.groups.some((g) => routeSlug(g) === params.group);
      }
      case 'player': {
        const id = idOf(params.id);
        if (id === null) return false;
        const shirt = shirtOfPlayer(id);
        return shirt >= 1 && shirt <= SQUAD_SIZE && (await repo.team(teamOfPlayer(id))) !== null;
      }
      case 'tournament': {
        const slug = params.slug ?? '';
        return (await tournamentCompetitions(repo)).some((c) => tournamentSlug(c.name) === slug);
      }
      case 'hub':
      case 'fixtures-results':
      case 'vidiprinter':
      case 'league-tables':
      case 'editorial':
      case 'fantasy':
      case 'tips-centre':
      case 'transfer-centre':
      case 'tournaments':
      case 'euros':
        return true; // Section pages: they exist whatever the data.
    }
  };

  /** Whether the page exists and, for a match or team, its head from the row the check loaded. */
  const answer = async (path: string): Promise<{ found: boolean; head?: PageHead }> => {
    const page = footballPageFor(path.replace(/\/+$/, '') || '/');
    if (page?.kind === 'match' || page?.kind === 'team') {
      const head = await headOf(page.kind, page.params);
      return head ? { found: true, head } : { found: false };
    }
    return { found: await exists(path) };
  };

  app.get(
    '/api/football/v2/page-status',
    { schema: { querystring: PageStatusQuery, response: { 200: PageStatusSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const path = request.query.path.split(/[?#]/)[0]!;
      const body: PageStatus = { path, ...(await answer(path)) };
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );
};
