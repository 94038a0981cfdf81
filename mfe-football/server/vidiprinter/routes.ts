import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { matchPath } from '@sl/contracts';
import { addDays, badRequest, ERROR_RESPONSES, londonToday } from '@sl/server-kit';
import { clockInputOf } from '../matches/present';
import type { MatchesRepository, MatchRow } from '../matches/repository';
import type { VidiprinterItem, VidiprinterResponse } from '../../src/vidiprinter/types';
import { VidiprinterSchema } from '../schemas/vidiprinter';
import { matchLines, type VidiprinterMatch } from './lines';

/** The vidiprinter reaches back a day: a page opened in the morning still shows last night's late results. */
const VIDIPRINTER_SPAN_MS = 24 * 3_600_000;
/** At most this many lines an answer, newest first. */
const VIDIPRINTER_LIMIT = 200;
/** A match is over (shootout included) well within this long after kick-off. */
const MATCH_SPAN_MS = 3 * 3_600_000;

const Query = Type.Object({
  since: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  /** Read the clock at another instant (tests and replays), as the v2 routes allow. */
  at: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
});

const vidiprinterMatch = (row: MatchRow): VidiprinterMatch => ({
  ...clockInputOf(row),
  id: row.id,
  competition: row.competitionName,
  home: row.home.name,
  away: row.away.name,
  path: matchPath(row.id, row.home.name, row.away.name),
});

/** Lines after `from` up to `now` across the matches given, newest first, at most `limit`. */
function vidiprinterLines(rows: readonly MatchRow[], from: Date, now: Date, limit = VIDIPRINTER_LIMIT) {
  const items: VidiprinterItem[] = [];
  for (const row of rows) {
    if (row.kickOff.getTime() > now.getTime() || row.kickOff.getTime() + MATCH_SPAN_MS < from.getTime())
      continue;
    for (const item of matchLines(vidiprinterMatch(row), now)) {
      const at = Date.parse(item.at);
      if (at > from.getTime() && at <= now.getTime()) items.push(item);
    }
  }
  return items
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id.localeCompare(a.id))
    .slice(0, limit);
}

/** GET /api/football/v1/vidiprinter?since=: every goal, sending-off and final score since `since`, newest first. */
export const vidiprinterRoutes: FastifyPluginAsyncTypebox<{
  repo: MatchesRepository;
  now: () => Date;
}> = async (app, deps) => {
  app.get(
    '/api/football/v1/vidiprinter',
    { schema: { querystring: Query, response: { 200: VidiprinterSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const now = request.query.at ? new Date(request.query.at) : deps.now();
      const earliest = now.getTime() - VIDIPRINTER_SPAN_MS;
      let from = earliest;
      if (request.query.since) {
        const since = Date.parse(request.query.since);
        if (since > now.getTime()) throw badRequest('"since" is later than now', 'BAD_SINCE');
        from = Math.max(since, earliest);
      }
      const today = londonToday(now);
      const rows = await deps.repo.between(addDays(londonToday(new Date(from)), -1), addDays(today, 1));
      const body: VidiprinterResponse = {
        now: now.toISOString(),
        from: new Date(from).toISOString(),
        items: vidiprinterLines(rows, new Date(from), now),
      };
      return reply.header('Cache-Control', 'no-store').send(body);
    },
  );
};
