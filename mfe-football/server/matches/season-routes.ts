import { Type } from 'typebox';
import type { LeagueTable } from '@sl/contracts';
import { notFound, type AppInstance } from '@sl/server-kit';
import { presentMatch } from './present';
import type { MatchesRepository } from './repository';
import { seasonsAt, tableRows } from './seasons';
import { leagueTable } from './tables';

const Id = Type.String({ pattern: '^[0-9]{1,12}$', maxLength: 12 });
const WEEK_MS = 7 * 24 * 3_600_000;
/** A match is over well within this long after kick-off. */
const MATCH_SPAN_MS = 3 * 3_600_000;

export interface SeasonDeps {
  repo: MatchesRepository;
  now: () => Date;
}

/** A competition's table season by season: the current one as it stands, earlier ones as they finished. */
export async function seasonRoutes(app: AppInstance, { repo, now }: SeasonDeps) {
  const tableCompetition = async (id: number) => {
    const competition = await repo.competition(id);
    if (!competition) throw notFound(`No competition with id ${id}`, 'COMPETITION_NOT_FOUND');
    if (!competition.hasTable) throw notFound(`${competition.name} has no league table`, 'NO_TABLE');
    return competition;
  };

  app.get(
    '/api/football/v2/league-tables/:competitionId/seasons',
    { schema: { params: Type.Object({ competitionId: Id }) } },
    async (request) => {
      const { kind: _kind, ...competition } = await tableCompetition(Number(request.params.competitionId));
      return { competition, seasons: seasonsAt(now()) };
    },
  );

  app.get(
    '/api/football/v2/league-tables/:competitionId/seasons/:seasonId',
    { schema: { params: Type.Object({ competitionId: Id, seasonId: Id }) } },
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
}
