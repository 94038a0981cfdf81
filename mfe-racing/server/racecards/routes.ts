import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { QuickLinksRacingResponse, RacecardsDay } from '@sl/contracts';
import { ERROR_RESPONSES, parseIsoDate } from '@sl/server-kit';
import { DateParams } from '../schemas/params';
import { QuickLinksRacingSchema, RacecardsDaySchema } from '../schemas/meetings';
import { dayView } from './day-view';
import type { RacecardsRepository } from './repository';

export interface RacecardsOptions {
  repo: RacecardsRepository;
  now: () => Date;
}

export const racecardsRoutes: FastifyPluginAsyncTypebox<RacecardsOptions> = async (app, { repo, now }) => {
  app.get(
    '/api/horse-racing/v2/racing/racecards/:date',
    {
      config: { live: true },
      schema: { params: DateParams, response: { 200: RacecardsDaySchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const date = parseIsoDate(request.params.date);
      const [meetings, cards] = await Promise.all([repo.day(date), repo.cardsOn(date)]);
      const body: RacecardsDay = { date, meetings: dayView(meetings, cards, now()) };
      return reply.send(body);
    },
  );

  // Quick links (document 2, sections 3 and 7): the day's races still to run, soonest first.
  app.get(
    '/api/horse-racing/v2/racing/quick-links/:date',
    {
      config: { live: true },
      schema: { params: DateParams, response: { 200: QuickLinksRacingSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const date = parseIsoDate(request.params.date);
      const at = now().getTime();
      const races = (await repo.day(date))
        .flatMap((m) => m.races.map((r) => ({ meeting: m, race: r })))
        .filter(({ race }) => Date.parse(race.offTime) > at - 60_000)
        .sort((a, b) => a.race.offTime.localeCompare(b.race.offTime));
      const body: QuickLinksRacingResponse = {
        races: races.map(({ meeting, race }) => ({
          course_name: meeting.courseName,
          race_date_time: race.offTime,
          race_id: race.raceId,
          title: race.title,
          date,
          num_of_runners: race.runners,
          time_till_off_mins: Math.max(0, Math.floor((Date.parse(race.offTime) - at) / 60_000)),
        })),
      };
      return reply.send(body);
    },
  );
};
