import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { routeSlug, type FootballCompetition, type FootballMatch } from '@sl/contracts';
import { ERROR_RESPONSES, londonToday, notFound } from '@sl/server-kit';
import { seasonOf } from '../feed/schedule';
import { presentMatch } from '../matches/present';
import type { MatchesRepository, MatchRow } from '../matches/repository';
import { leagueTable } from '../matches/tables';
import type {
  TournamentKind,
  TournamentResponse,
  TournamentSummary,
  TournamentsResponse,
} from '../../src/tournaments/types';
import { TournamentSchema, TournamentsSchema } from '../schemas/tournaments';
import { currentRoundOf, drawState, presentRounds } from './rounds';

const TOURNAMENT_KINDS: ReadonlySet<string> = new Set<TournamentKind>(['cup', 'european', 'international']);
const WEEK_MS = 7 * 24 * 3_600_000;

const SlugParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9-]+$' }),
});

type Competition = FootballCompetition & { kind: string };

/** The competitions the feed runs as tournaments, by slug. */
export async function tournamentCompetitions(repo: MatchesRepository): Promise<Competition[]> {
  return (await repo.competitions())
    .filter((c) => TOURNAMENT_KINDS.has(c.kind))
    .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));
}

export const tournamentSlug = (name: string) => routeSlug(name);

/** A season's matches of a competition (the season around `now`). */
async function seasonRows(repo: MatchesRepository, competitionId: number, now: Date): Promise<MatchRow[]> {
  const season = seasonOf(londonToday(now));
  return repo.between(`${season}-07-01`, `${season + 1}-07-01`, { competitionId });
}

const at = (rows: readonly MatchRow[], instant: Date): FootballMatch[] =>
  rows.map((r) => presentMatch(r, instant));

const seasonName = (now: Date) => {
  const season = seasonOf(londonToday(now));
  return `${season}/${String((season + 1) % 100).padStart(2, '0')}`;
};

async function tournament(repo: MatchesRepository, c: Competition, now: Date): Promise<TournamentResponse> {
  const kind = c.kind as TournamentKind;
  const rows = await seasonRows(repo, c.id, now);
  const matches = at(rows, now);
  const rounds = presentRounds(kind, matches);
  const final = kind === 'cup' ? rounds[rounds.length - 1] : undefined;
  const finalMatch = final?.status === 'complete' ? final.matches[0] : undefined;
  const { kind: _kind, ...competition } = c;
  const summary: TournamentSummary = {
    id: c.id,
    name: c.name,
    slug: tournamentSlug(c.name),
    kind,
    season: seasonName(now),
    currentRound: currentRoundOf(rounds),
    winner: finalMatch?.match_outcome.winner?.name ?? null,
  };
  const hasPhaseTable = kind === 'european' && c.hasTable;
  const before = new Date(now.getTime() - WEEK_MS);
  return {
    tournament: summary,
    rounds,
    table: hasPhaseTable ? leagueTable(competition, matches, at(rows, before)) : null,
    draw: drawState(kind, rounds, matches),
  };
}

/** GET /api/football/v1/tournaments and /tournaments/{slug}: the feed's cups, European competitions and internationals. */
export const tournamentRoutes: FastifyPluginAsyncTypebox<{
  repo: MatchesRepository;
  now: () => Date;
}> = async (app, deps) => {
  app.get(
    '/api/football/v1/tournaments',
    { schema: { response: { 200: TournamentsSchema, ...ERROR_RESPONSES } } },
    async (_request, reply) => {
      const now = deps.now();
      const competitions = await tournamentCompetitions(deps.repo);
      const body: TournamentsResponse = {
        tournaments: await Promise.all(
          competitions.map(async (c) => (await tournament(deps.repo, c, now)).tournament),
        ),
      };
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );

  app.get(
    '/api/football/v1/tournaments/:slug',
    { schema: { params: SlugParams, response: { 200: TournamentSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const c = (await tournamentCompetitions(deps.repo)).find(
        (t) => tournamentSlug(t.name) === request.params.slug,
      );
      if (!c) throw notFound(`No tournament called "${request.params.slug}"`, 'TOURNAMENT_NOT_FOUND');
      return reply
        .header('Cache-Control', 'public, max-age=30')
        .send(await tournament(deps.repo, c, deps.now()));
    },
  );
};
