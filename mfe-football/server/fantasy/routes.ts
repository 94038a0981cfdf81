import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  FANTASY_API,
  FANTASY_PLAYER_SORTS,
  FANTASY_POSITIONS,
  currentGameweek,
  fantasySquadProblems,
  gameweekStatus,
  nextGameweek,
  squadCost,
  type FantasyGameweeksResponse,
  type FantasyLeagueResponse,
  type FantasyPickable,
  type FantasyPlayer,
  type FantasyPlayersResponse,
  type FantasyTeamResponse,
} from '@sl/contracts/fantasy';
import {
  oneOf,
  ERROR_RESPONSES,
  HttpError,
  badRequest,
  requireMember,
  type AccessTokenVerifier,
} from '@sl/server-kit';

/** What a visitor is told when they try to save a team without signing in. */
const SIGN_IN = 'Sign in to pick a fantasy team';
import { standings } from './league';
import { plClubs, plPlayer, plPlayers } from './players';
import {
  FantasyGameweeksSchema,
  FantasyLeagueSchema,
  FantasyPlayersSchema,
  FantasyTeamSchema,
} from '../schemas/fantasy';
import type { FantasyRepository } from './repository';
import { seasonScores } from './scoring';

const api = (path: string) => `/api${path}`;
const IdString = Type.String({ pattern: '^[0-9]{1,9}$', maxLength: 9 });

const PlayersQuery = Type.Object(
  {
    position: Type.Optional(oneOf(FANTASY_POSITIONS)),
    clubId: Type.Optional(IdString),
    sort: Type.Optional(oneOf(FANTASY_PLAYER_SORTS)),
    limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', maxLength: 3 })),
  },
  { additionalProperties: false },
);

const LeagueQuery = Type.Object(
  { limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', maxLength: 3 })) },
  { additionalProperties: false },
);

const TeamBody = Type.Object(
  {
    name: Type.String({ maxLength: 60 }),
    picks: Type.Array(
      Type.Object(
        { playerId: Type.Integer({ minimum: 1, maximum: 999_999 }), starting: Type.Boolean() },
        { additionalProperties: false },
      ),
      { maxItems: 30 },
    ),
    captainId: Type.Integer({ minimum: 1, maximum: 999_999 }),
  },
  { additionalProperties: false },
);

const pickable = (id: number): FantasyPickable | undefined => {
  const p = plPlayer(id);
  return p && { position: p.position, clubId: p.club.id, clubName: p.club.name, price: p.price };
};

function limitOf(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (n < 1 || n > max) throw badRequest(`limit must be between 1 and ${max}`, 'BAD_LIMIT');
  return n;
}

export interface FantasyRouteDeps {
  repo: FantasyRepository;
  verifyAccessToken: AccessTokenVerifier;
  now: () => Date;
}

/**
 * Fantasy football: the Premier League players with prices and points, the gameweeks, a member's team (GET and
 * PUT, with the member's access token) and the members' league.
 */
export const fantasyRoutes: FastifyPluginAsyncTypebox<FantasyRouteDeps> = async (
  app,
  { repo, verifyAccessToken, now },
) => {
  app.get(
    api(FANTASY_API.players),
    { schema: { querystring: PlayersQuery, response: { 200: FantasyPlayersSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const { query } = request;
      const clubId = query.clubId === undefined ? undefined : Number(query.clubId);
      const clubs = plClubs();
      if (clubId !== undefined && !clubs.some((c) => c.id === clubId))
        throw badRequest(`${clubId} is not a Premier League club`, 'BAD_CLUB');
      const limit = limitOf(query.limit, 500, 500);
      const { totals } = seasonScores(now());
      const players: FantasyPlayer[] = plPlayers()
        .filter(
          (p) => (!query.position || p.position === query.position) && (!clubId || p.club.id === clubId),
        )
        .map((p) => ({ ...p, totalPoints: totals.get(p.id) ?? 0 }));
      const sort = query.sort ?? 'price';
      players.sort((a, b) =>
        sort === 'points'
          ? b.totalPoints - a.totalPoints || b.price - a.price || a.name.localeCompare(b.name)
          : b.price - a.price || b.totalPoints - a.totalPoints || a.name.localeCompare(b.name),
      );
      reply.header('Cache-Control', 'public, max-age=60');
      const body: FantasyPlayersResponse = { players: players.slice(0, limit), clubs };
      return body;
    },
  );

  app.get(
    api(FANTASY_API.gameweeks),
    { schema: { response: { 200: FantasyGameweeksSchema, ...ERROR_RESPONSES } } },
    async (_request, reply) => {
      const at = now();
      const { gameweeks } = seasonScores(at);
      reply.header('Cache-Control', 'public, max-age=60');
      const body: FantasyGameweeksResponse = {
        gameweeks: gameweeks.map((g) => ({
          number: g.number,
          deadline: g.deadline,
          status: gameweekStatus(g, at),
        })),
        next: nextGameweek(gameweeks, at)?.number ?? null,
        current: currentGameweek(gameweeks, at)?.number ?? null,
      };
      return body;
    },
  );

  app.get(
    api(FANTASY_API.league),
    { schema: { querystring: LeagueQuery, response: { 200: FantasyLeagueSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const limit = limitOf(request.query.limit, 20, 100);
      const at = now();
      const scores = seasonScores(at);
      const table = standings(await repo.season(scores.season), scores, at);
      // A member's save changes it at once, and the page fetches it again after saving: never from a cache.
      reply.header('Cache-Control', 'no-cache');
      const body: FantasyLeagueResponse = {
        entries: table
          .slice(0, limit)
          .map(({ rank, teamName, total, latest }) => ({ rank, teamName, total, latest })),
        total: table.length,
        currentGameweek: currentGameweek(scores.gameweeks, at)?.number ?? null,
      };
      return body;
    },
  );

  const teamOf = async (memberSub: string, at: Date): Promise<FantasyTeamResponse> => {
    const scores = seasonScores(at);
    const table = standings(await repo.season(scores.season), scores, at);
    const mine = table.find((s) => s.memberSub === memberSub);
    if (!mine) return { team: null, points: [], total: 0, rank: null, entries: table.length };
    const { latestSelection: s } = mine;
    return {
      team: {
        name: s.name,
        picks: s.picks,
        captainId: s.captainId,
        fromGameweek: s.fromGameweek,
        value: squadCost(s.picks, pickable),
      },
      points: mine.points,
      total: mine.total,
      rank: mine.rank,
      entries: table.length,
    };
  };

  app.get(
    api(FANTASY_API.team),
    { schema: { response: { 200: FantasyTeamSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const member = await requireMember(request, verifyAccessToken, SIGN_IN);
      return teamOf(member.sub, now());
    },
  );

  app.put(
    api(FANTASY_API.team),
    { schema: { body: TeamBody, response: { 200: FantasyTeamSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const member = await requireMember(request, verifyAccessToken, SIGN_IN);
      const { body } = request;
      const problems = fantasySquadProblems(body, pickable);
      if (problems.length)
        throw new HttpError(400, 'INVALID_SQUAD', problems.map((p) => p.message).join(' '));
      const at = now();
      const { season, gameweeks } = seasonScores(at);
      const from = nextGameweek(gameweeks, at);
      if (!from)
        throw badRequest(
          "The season's last gameweek is under way: teams open again for next season after the final whistle.",
          'SEASON_CLOSED',
        );
      await repo.save(
        {
          memberSub: member.sub,
          season,
          fromGameweek: from.number,
          name: body.name.trim(),
          picks: body.picks,
          captainId: body.captainId,
        },
        at,
      );
      return teamOf(member.sub, at);
    },
  );
};
