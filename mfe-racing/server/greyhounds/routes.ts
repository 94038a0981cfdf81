import { Type } from 'typebox';
import {
  bettingAllowed,
  DEFAULT_COUNTRY_HEADER,
  viewerCountry,
  type ViewerGeo,
  type GreyhoundMeeting,
  type GreyhoundMeetingsResponse,
  type GreyhoundRaceResponse,
  type GreyhoundResultsResponse,
} from '@sl/contracts';
import { badRequest, londonToday, notFound, parseIsoDate, type AppInstance } from '@sl/server-kit';
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

export async function greyhoundRoutes(
  app: AppInstance,
  now: () => Date,
  seed = DEFAULT_GREYHOUND_SEED,
  geo: ViewerGeo = { countryHeader: DEFAULT_COUNTRY_HEADER, development: false },
) {
  app.get(
    '/api/horse-racing/v2/greyhounds/meetings',
    { schema: { querystring: DateQuery } },
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
    { schema: { params: RaceParams } },
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

  // Fast results: the day's finished races, the latest first.
  app.get(
    '/api/horse-racing/v2/greyhounds/results',
    { schema: { querystring: DateQuery } },
    async (request, reply) => {
      const at = now();
      const date = dateFrom(request.query.date, at);
      const results = greyhoundMeetings(date, seed)
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
      const body: GreyhoundResultsResponse = { date, results };
      return reply.header('Cache-Control', 'public, max-age=15').send(body);
    },
  );
}
