import { Type } from 'typebox';
import { footballPageFor, routeSlug, type PageStatus, type RouteParams } from '@sl/contracts';
import type { AppInstance } from '@sl/server-kit';
import { shirtOfPlayer, SQUAD_SIZE, teamOfPlayer } from '../feed/squads';
import type { MatchesRepository } from './repository';
import { seasonsAt } from './seasons';

const PathQuery = Type.Object({ path: Type.String({ minLength: 1, maxLength: 500, pattern: '^/' }) });

export interface PageStatusDeps {
  repo: MatchesRepository;
  now: () => Date;
}

/** A whole-number id as the routes write it, or null. */
const idOf = (value: string | undefined) => (value && /^[0-9]{1,12}$/.test(value) ? Number(value) : null);

/**
 * GET /api/football/v2/page-status?path=/football/...: whether the football remote has a page there, from the
 * same route table the remote routes with and the entities this service holds. The shell's server asks it so an
 * unknown team or match answers HTTP 404.
 */
export async function pageStatusRoutes(app: AppInstance, { repo, now }: PageStatusDeps) {
  const competitionWithTable = async (params: RouteParams) => {
    const id = idOf(params.id);
    const competition = id === null ? null : await repo.competition(id);
    return competition?.hasTable ? competition : null;
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
      case 'match': {
        const id = idOf(params.matchId);
        return id !== null && (await repo.byId(id)) !== null;
      }
      case 'team': {
        const id = idOf(params.id);
        return id !== null && (await repo.team(id)) !== null;
      }
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
      default:
        return true; // Section pages: they exist whatever the data.
    }
  };

  app.get('/api/football/v2/page-status', { schema: { querystring: PathQuery } }, async (request, reply) => {
    const path = request.query.path.split(/[?#]/)[0]!;
    const body: PageStatus = { path, found: await exists(path) };
    return reply.header('Cache-Control', 'public, max-age=60').send(body);
  });
}
