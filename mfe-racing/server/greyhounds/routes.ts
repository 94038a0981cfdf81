import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  bettingAllowed,
  DEFAULT_COUNTRY_HEADER,
  viewerCountry,
  type ViewerGeo,
  type GreyhoundMeeting,
  type GreyhoundMeetingsResponse,
  type GreyhoundRaceResponse,
  type GreyhoundLatestResults,
  type GreyhoundResultSummary,
  type GreyhoundResultsResponse,
} from '@sl/contracts';
import { addDays, badRequest, ERROR_RESPONSES, londonToday, notFound, parseIsoDate } from '@sl/server-kit';
import { GreyhoundMeetingsSchema, GreyhoundRaceSchema, GreyhoundResultsSchema } from '../schemas/greyhounds';
import type { ModelRace } from './model/meeting';
import {
  DEFAULT_GREYHOUND_SEED,
  greyhoundMeetings,
  greyhoundRace,
  isGreyhoundRaceId,
  raceCard,
} from './model/world';

const DateQuery = Type.Object({ date: Type.Optional(Type.String({ maxLength: 10 })) });
const RaceParams = Type.Object({ raceId: Type.String({ maxLength: 40 }) });

/** A greyhound race takes about thirty seconds; its result is in a minute after the off. */
const RESULT_AFTER_MS = 60_000;
/** The model's dogs and histories start in 2000; the API serves the years around now. */
const FIRST_YEAR = 2001;
const LAST_YEAR = 2099;

function dateFrom(value: string | undefined, now: Date): string {
  const date = value === undefined ? londonToday(now) : parseIsoDate(value);
  const year = Number(date.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR)
    throw badRequest(`"${date}" is outside the years served (${FIRST_YEAR} to ${LAST_YEAR})`, 'BAD_DATE');
  return date;
}

const isOff = (race: ModelRace, now: Date) => now.getTime() >= race.offTime.getTime() + RESULT_AFTER_MS;

/** How far back today's empty results look for the latest day that had racing (a track closes for a week at most). */
const LATEST_LOOKBACK_DAYS = 7;

/** A day's finished races as of `at`, the latest first. */
function resultsOn(date: string, at: Date, seed: number): GreyhoundResultSummary[] {
  return greyhoundMeetings(date, seed)
    .flatMap((m) => m.races)
    .filter((r) => isOff(r, at))
    .sort((a, b) => b.offTime.getTime() - a.offTime.getTime() || a.track.name.localeCompare(b.track.name))
    .map((r) => ({
      raceId: r.raceId,
      trackName: r.track.name,
      raceNumber: r.raceNumber,
      offTime: r.offTime.toISOString(),
      offTimeLocal: r.offTimeLocal,
      grade: r.grade,
      distance: r.distance,
      result: r.result,
    }));
}

/**
 * Before the first meeting of the day a results page would be empty: the latest earlier day with results, so a
 * night visitor still sees racing (as a real site shows last night's results).
 */
function latestEarlierResults(today: string, at: Date, seed: number): GreyhoundLatestResults | null {
  for (let back = 1; back <= LATEST_LOOKBACK_DAYS; back++) {
    const date = addDays(today, -back);
    const results = resultsOn(date, at, seed);
    if (results.length > 0) return { date, results };
  }
  return null;
}

export interface GreyhoundOptions {
  now: () => Date;
  seed?: number;
  geo?: ViewerGeo;
}

export const greyhoundRoutes: FastifyPluginAsyncTypebox<GreyhoundOptions> = async (
  app,
  { now, seed = DEFAULT_GREYHOUND_SEED, geo = { countryHeader: DEFAULT_COUNTRY_HEADER, development: false } },
) => {
  app.get(
    '/api/horse-racing/v2/greyhounds/meetings',
    { schema: { querystring: DateQuery, response: { 200: GreyhoundMeetingsSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const at = now();
      const date = dateFrom(request.query.date, at);
      const meetings: GreyhoundMeeting[] = greyhoundMeetings(date, seed).map((m) => ({
        meetingId: m.meetingId,
        trackId: m.track.id,
        trackName: m.track.name,
        date: m.date,
        session: m.session,
        races: m.races.map((r) => ({
          raceId: r.raceId,
          raceNumber: r.raceNumber,
          offTime: r.offTime.toISOString(),
          offTimeLocal: r.offTimeLocal,
          grade: r.grade,
          distance: r.distance,
          trip: r.trip,
          runners: r.runners.map((x) => ({ trap: x.trap, dogId: x.dog.id, name: x.dog.name })),
          resulted: isOff(r, at),
        })),
      }));
      const body: GreyhoundMeetingsResponse = { date, meetings };
      return reply.header('Cache-Control', 'public, max-age=30').send(body);
    },
  );

  app.get(
    '/api/horse-racing/v2/greyhounds/races/:raceId',
    { schema: { params: RaceParams, response: { 200: GreyhoundRaceSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const { raceId } = request.params;
      if (!isGreyhoundRaceId(raceId))
        throw badRequest(
          `"${raceId}" is not a greyhound race id (track-yyyymmdd-race, e.g. romford-20261123-4)`,
          'BAD_RACE_ID',
        );
      const race = greyhoundRace(raceId, seed);
      if (!race) throw notFound(`No greyhound race ${raceId}`, 'RACE_NOT_FOUND');
      const card = raceCard(race, isOff(race, now()), seed);
      // The betting forecast is for UK and Ireland viewers only, as racing's bookmaker prices (docs/adr/0005).
      const betting = bettingAllowed(viewerCountry(request.headers, geo.countryHeader), geo.development);
      const body: GreyhoundRaceResponse = {
        race: betting
          ? card
          : {
              ...card,
              forecastBook: null,
              runners: card.runners.map((r) => ({ ...r, forecastPrice: null })),
            },
      };
      return reply.header('Cache-Control', 'public, max-age=15').header('Vary', geo.countryHeader).send(body);
    },
  );

  // Fast results: the day's finished races, the latest first; today, before any has finished, the latest earlier day.
  app.get(
    '/api/horse-racing/v2/greyhounds/results',
    { schema: { querystring: DateQuery, response: { 200: GreyhoundResultsSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const at = now();
      const date = dateFrom(request.query.date, at);
      const results = resultsOn(date, at, seed);
      const body: GreyhoundResultsResponse = {
        date,
        results,
        latest:
          results.length === 0 && date === londonToday(at) ? latestEarlierResults(date, at, seed) : null,
      };
      return reply.header('Cache-Control', 'public, max-age=15').send(body);
    },
  );
};
