import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type RaceCard } from '@sl/contracts';
import {
  finishCommentary,
  finishPositions,
  type ReplayResponse,
  type ReplaySummary,
  type ReplaysDayResponse,
} from '@sl/contracts/race-history';
import { badRequest, ERROR_RESPONSES, notFound, parseIsoDate } from '@sl/server-kit';
import { horseByCode } from '../feed/world/horses';
import { raceHeadline, runnerCount } from '../racecard/headline';
import { visibleResult } from '../racecard/present';
import { DateParams, RaceParams } from '../schemas/params';
import { ReplaySchema, ReplaysDaySchema } from '../schemas/replays';
import type { ReplaySource } from './source';

export interface ReplayOptions {
  source: ReplaySource;
  seed: string;
  now: () => Date;
}

function summaryOf(card: RaceCard, now: Date): ReplaySummary | null {
  const result = visibleResult(card, now);
  const winner = result?.placings.find((p) => p.position === 1);
  if (!result || !winner) return null;
  return {
    ...raceHeadline(card),
    runners: runnerCount(card),
    winner: {
      horseName: winner.horseName,
      startingPrice: winner.startingPrice,
      jockeyFullName: winner.jockeyFullName,
      trainerFullName: winner.trainerFullName,
    },
  };
}

/**
 * Race replays (issue 15): the finished races of the replay days, and each race's result with the finish drawn
 * from it (positions and beaten distances, the owners' colours, a commentary of the finishing order).
 */
export const replayRoutes: FastifyPluginAsyncTypebox<ReplayOptions> = async (app, { source, seed, now }) => {
  app.get(
    '/api/horse-racing/v2/racing/replays/:date',
    { schema: { params: DateParams, response: { 200: ReplaysDaySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const date = parseIsoDate(request.params.date);
      const days = source.days();
      if (!days.includes(date))
        throw notFound(
          `Replays are kept for ${days.at(-1)} to ${days[0]}; there are none for ${date}`,
          'NO_REPLAYS',
        );
      const at = now();
      const races = (await source.cardsOn(date)).flatMap((card) => summaryOf(card, at) ?? []);
      const body: ReplaysDayResponse = { date, days, races };
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );

  app.get(
    '/api/horse-racing/v2/racing/replay/:raceId',
    { schema: { params: RaceParams, response: { 200: ReplaySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const { raceId: text } = request.params;
      if (!/^\d{1,15}$/.test(text)) throw badRequest(`"${text}" is not a race id`, 'BAD_RACE_ID');
      const card = await source.race(Number(text));
      const result = card ? visibleResult(card, now()) : null;
      if (!card || !result) throw notFound(`There is no replay of race ${text}`, 'REPLAY_NOT_FOUND');
      const silks: Record<string, string> = {};
      for (const p of result.placings) {
        const horse = horseByCode(seed, p.horseCode);
        // An imported day may use codes the world gives to other horses: colours only for the same horse.
        if (horse && horse.name === p.horseName) silks[p.horseCode] = horse.owner.silks;
      }
      const body: ReplayResponse = {
        ...raceHeadline(card),
        raceClass: card.raceClass,
        prize: card.prize,
        jumps: /hurdle|chase/i.test(card.title),
        result,
        finish: finishPositions(result.placings),
        silks,
        commentary: finishCommentary(result.placings),
      };
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );
};
