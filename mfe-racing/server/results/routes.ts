import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ENTRY_STATUS, type MeetingGoing, type NonRunner, type RaceCard } from '@sl/contracts';
import { FAST_RESULTS_LOOKBACK_DAYS, type FastResultsDay, type ResultsDay } from '@sl/contracts/race-history';
import { addDays, ERROR_RESPONSES, londonToday, parseIsoDate } from '@sl/server-kit';
import type { RacecardsRepository } from '../racecards/repository';
import { worldSeedFrom } from '../feed/seed';
import { ResultsSource } from './source';
import { DateParams } from '../schemas/params';
import {
  FastResultsDaySchema,
  GoingDaySchema,
  NonRunnersDaySchema,
  ResultsDaySchema,
} from '../schemas/results';
import { resultViews } from './view';

export interface ResultsOptions {
  repo: RacecardsRepository;
  now: () => Date;
  seed?: string;
  /** Draws a past world day off the event loop (the service's world thread); on this thread when absent. */
  worldDay?: (date: string) => Promise<RaceCard[]>;
}

export const resultsRoutes: FastifyPluginAsyncTypebox<ResultsOptions> = async (
  app,
  { repo, now, seed = worldSeedFrom(), worldDay },
) => {
  const source = new ResultsSource(repo, seed, now, worldDay);
  /** The latest day before `today` with at least one result, latest race first; none within the lookback. */
  async function latestBefore(today: string, at: Date): Promise<ResultsDay | undefined> {
    for (let back = 1; back <= FAST_RESULTS_LOOKBACK_DAYS; back += 1) {
      const date = addDays(today, -back);
      const { cards, held } = await source.cardsOn(date);
      const results = resultViews(cards, at, held);
      if (results.length > 0) return { date, results: results.reverse() };
    }
    return undefined;
  }

  // Fast results: today's results as they come in, latest first. Before the first race (a visitor at breakfast,
  // or at 3am) the latest racing day's results come with them, so the page is never an empty box.
  app.get(
    '/api/horse-racing/v2/racing/fast-results',
    { config: { live: true }, schema: { response: { 200: FastResultsDaySchema, ...ERROR_RESPONSES } } },
    async (_request, reply) => {
      const at = now();
      const today = londonToday(at);
      const results = resultViews(await repo.cardsOn(today), at).reverse();
      const body: FastResultsDay = { date: today, results };
      if (results.length === 0) {
        const latest = await latestBefore(today, at);
        if (latest) body.latest = latest;
      }
      return reply.send(body);
    },
  );

  app.get(
    '/api/horse-racing/v2/racing/results/:date',
    {
      config: { live: true },
      schema: { params: DateParams, response: { 200: ResultsDaySchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const date = parseIsoDate(request.params.date);
      const { cards, held } = await source.cardsOn(date);
      const body: ResultsDay = { date, results: resultViews(cards, now(), held) };
      return reply.send(body);
    },
  );

  app.get(
    '/api/horse-racing/v2/racing/non-runners/:date',
    {
      config: { live: true },
      schema: { params: DateParams, response: { 200: NonRunnersDaySchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const date = parseIsoDate(request.params.date);
      const nonRunners: NonRunner[] = (await repo.cardsOn(date)).flatMap((card) =>
        card.entries
          .filter((e) => e.statusId !== ENTRY_STATUS.runner)
          .map((e) => ({
            raceId: card.raceId,
            meetingDate: date,
            courseName: card.courseName,
            offTimeLocal: card.offTimeLocal,
            title: card.title,
            horseCode: e.horseCode,
            horseName: e.horseName,
            statusId: e.statusId,
            statusDescription: e.statusDescription,
          })),
      );
      return reply.send({ date, nonRunners });
    },
  );

  app.get(
    '/api/horse-racing/v2/racing/going/:date',
    { schema: { params: DateParams, response: { 200: GoingDaySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const date = parseIsoDate(request.params.date);
      const meetings: MeetingGoing[] = await repo.goings(date);
      return reply.header('Cache-Control', 'public, max-age=60').send({ date, meetings });
    },
  );
};
