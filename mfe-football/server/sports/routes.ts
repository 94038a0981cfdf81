import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  OTHER_SPORTS,
  isOtherSport,
  type OtherSport,
  type SportEvent,
  type SportEventResponse,
  type SportEventsResponse,
  type SportTipsResponse,
} from '@sl/contracts';
import { computeRecord } from '@sl/contracts/tip-records';
import { badRequest, ERROR_RESPONSES, londonToday, notFound, parseIsoDate } from '@sl/server-kit';
import { SportEventSchemaAnswer, SportEventsSchema, SportTipsSchema } from '../schemas/sports';
import { addDays } from './model/dates';
import type { ModelEvent } from './model/event';
import { DEFAULT_SPORTS_SEED, isSportEventId, sportEvent, sportEvents } from './model/world';
import { sportTips } from './tips/tips';

/** The days a sport's tipping record counts back over, today included. */
const RECORD_DAYS = 30;

const SportParams = Type.Object({ sport: Type.String({ maxLength: 20 }) });
const EventParams = Type.Object({
  sport: Type.String({ maxLength: 20 }),
  eventId: Type.String({ maxLength: 120 }),
});
const RangeQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 10 })),
  to: Type.Optional(Type.String({ maxLength: 10 })),
});

/** Longest range one request may ask for, in days (both ends included). */
const MAX_RANGE_DAYS = 31;
const DAY_MS = 86_400_000;

function sportOr404(value: string): OtherSport {
  if (!isOtherSport(value))
    throw notFound(`No sport "${value}"; the sports are ${OTHER_SPORTS.join(', ')}`, 'SPORT_NOT_FOUND');
  return value;
}

function inYears(date: string): string {
  const year = Number(date.slice(0, 4));
  if (year < 2001 || year > 2099)
    throw badRequest(`"${date}" is outside the years served (2001 to 2099)`, 'BAD_DATE');
  return date;
}

/** The London days a request asks for: from (default today) to (default a week on), at most a month. */
function rangeOf(query: { from?: string; to?: string }, at: Date): { from: string; to: string } {
  const from = inYears(query.from === undefined ? londonToday(at) : parseIsoDate(query.from));
  const to = inYears(query.to === undefined ? addDays(from, 6) : parseIsoDate(query.to));
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw badRequest(`"to" (${to}) is before "from" (${from})`, 'BAD_RANGE');
  if (days > MAX_RANGE_DAYS)
    throw badRequest(`${days} days asked for; at most ${MAX_RANGE_DAYS} days per request`, 'BAD_RANGE');
  return { from, to };
}

/** What a visitor may see at `now`: the result only once the event is over. */
export function presentEvent(e: ModelEvent, now: Date): SportEvent {
  const status = now < e.start ? 'SCHEDULED' : now < e.end ? 'IN_PROGRESS' : 'FINISHED';
  return {
    eventId: e.eventId,
    sport: e.sport,
    sportId: e.sportId,
    competition: e.competition,
    round: e.round,
    venue: e.venue,
    startDate: e.startDate,
    endDate: e.endDate,
    startTime: e.start.toISOString(),
    startTimeLocal: e.startTimeLocal,
    competitors: e.competitors,
    status,
    result: status === 'FINISHED' ? e.result : null,
  };
}

export interface SportsOptions {
  now: () => Date;
  seed?: number;
}

export const sportsRoutes: FastifyPluginAsyncTypebox<SportsOptions> = async (
  app,
  { now, seed = DEFAULT_SPORTS_SEED },
) => {
  app.get(
    '/api/football/v1/sports/:sport/events',
    {
      schema: {
        params: SportParams,
        querystring: RangeQuery,
        response: { 200: SportEventsSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const sport = sportOr404(request.params.sport);
      const at = now();
      const { from, to } = rangeOf(request.query, at);
      const body: SportEventsResponse = {
        sport,
        from,
        to,
        events: sportEvents(sport, from, to, seed).map((e) => presentEvent(e, at)),
      };
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );

  app.get(
    '/api/football/v1/sports/:sport/tips',
    {
      schema: {
        params: SportParams,
        querystring: RangeQuery,
        response: { 200: SportTipsSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const sport = sportOr404(request.params.sport);
      const at = now();
      const { from, to } = rangeOf(request.query, at);
      const today = londonToday(at);
      const recordFrom = addDays(today, -(RECORD_DAYS - 1));
      const body: SportTipsResponse = {
        sport,
        from,
        to,
        tips: sportTips(sport, from, to, at, seed),
        record: computeRecord(sportTips(sport, recordFrom, today, at, seed)),
        recordFrom,
      };
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );

  app.get(
    '/api/football/v1/sports/:sport/events/:eventId',
    { schema: { params: EventParams, response: { 200: SportEventSchemaAnswer, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const sport = sportOr404(request.params.sport);
      const { eventId } = request.params;
      const event = isSportEventId(eventId) ? sportEvent(sport, eventId, seed) : null;
      if (!event) throw notFound(`No ${sport} event ${eventId}`, 'EVENT_NOT_FOUND');
      const body: SportEventResponse = { event: presentEvent(event, now()) };
      return reply.header('Cache-Control', 'public, max-age=30').send(body);
    },
  );
};
