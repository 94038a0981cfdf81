import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, ERROR_RESPONSES } from '@sl/server-kit';
import type { TransfersResponse } from '../../src/transfers/types';
import { TransferStatusSchema, TransfersSchema } from '../schemas/transfers';
import { transfersAt } from './deals';
import { currentOrNextWindow, lastClosedWindow, previousWindow, windowById, windowInfo } from './windows';

const Id = Type.String({ pattern: '^[0-9]{1,12}$', maxLength: 12 });
const Query = Type.Object({
  window: Type.Optional(Type.String({ maxLength: 20, pattern: '^[a-z]+-[0-9]{4}$' })),
  league: Type.Optional(Id),
  club: Type.Optional(Id),
  status: Type.Optional(TransferStatusSchema),
  at: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
});

/** GET /api/football/v1/transfers: a window's done deals and rumours, filtered by league, club and status. */
export const transferRoutes: FastifyPluginAsyncTypebox<{ now: () => Date }> = async (app, deps) => {
  app.get(
    '/api/football/v1/transfers',
    { schema: { querystring: Query, response: { 200: TransfersSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const now = request.query.at ? new Date(request.query.at) : deps.now();
      const next = currentOrNextWindow(now);
      const windows = [next, previousWindow(next), previousWindow(previousWindow(next))];
      let window = next.opens <= now ? next : lastClosedWindow(now);
      if (request.query.window) {
        const asked = windowById(request.query.window);
        if (!asked || !windows.some((w) => w.id === asked.id))
          throw badRequest(
            `"${request.query.window}" is not one of the windows covered: ${windows.map((w) => w.id).join(', ')}`,
            'BAD_WINDOW',
          );
        window = asked;
      }
      const all = transfersAt(window, now);
      const league = request.query.league ? Number(request.query.league) : null;
      const club = request.query.club ? Number(request.query.club) : null;
      const transfers = all.filter(
        (t) =>
          (league === null || t.from.league.id === league || t.to.league.id === league) &&
          (club === null || t.from.id === club || t.to.id === club) &&
          (!request.query.status || t.status === request.query.status),
      );
      const leagues = new Map<number, string>();
      const clubs = new Map<number, { id: number; name: string; leagueId: number }>();
      for (const t of all)
        for (const c of [t.from, t.to]) {
          leagues.set(c.league.id, c.league.name);
          clubs.set(c.id, { id: c.id, name: c.name, leagueId: c.league.id });
        }
      const body: TransfersResponse = {
        window: windowInfo(window, now),
        windows: windows.map((w) => windowInfo(w, now)),
        leagues: [...leagues]
          .map(([id, name]) => ({ id, name }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        clubs: [...clubs.values()].sort((a, b) => a.name.localeCompare(b.name)),
        transfers,
      };
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );
};
