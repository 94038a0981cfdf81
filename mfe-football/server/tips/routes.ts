import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  tipsterById,
  tipstersFor,
  TIP_PERIODS,
  type TippingRecordsResponse,
  type TipsResponse,
} from '@sl/contracts';
import { isTipPeriod, periodRange, tipsterRecordRows } from '@sl/contracts/tip-records';
import {
  badRequest,
  ERROR_RESPONSES,
  parseIsoDate,
  TippingRecordsSchema,
  TipsResponseSchema,
} from '@sl/server-kit';
import type { FootballTips } from './service';

const TipsQuery = Type.Object({ date: Type.Optional(Type.String({ maxLength: 10 })) });
const RecordsQuery = Type.Object({
  tipster: Type.Optional(Type.String({ maxLength: 60, pattern: '^[a-z0-9-]+$' })),
  period: Type.Optional(Type.String({ maxLength: 10 })),
});

/** How many of a tipster's latest tips the records answer carries. */
const RECENT = 20;

/** GET /api/football/v1/tips?date= and /api/football/v1/tipping-records?tipster=&period= (the shared tips shapes). */
export const tipsRoutes: FastifyPluginAsyncTypebox<{ tips: FootballTips }> = async (app, { tips }) => {
  // The season's tips are made (and settled) in the background at start, so the first records page is quick.
  const { from } = tips.range();
  // A service stopped while the history is still being made ends its database under it: that is no failure.
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  tips.between(from, tips.today()).catch((error: unknown) => {
    if (!closing) app.log.error({ err: error }, 'football tips history failed');
  });
  app.get(
    '/api/football/v1/tips',
    { schema: { querystring: TipsQuery, response: { 200: TipsResponseSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const date = request.query.date ? parseIsoDate(request.query.date) : tips.today();
      const { from, to } = tips.range();
      if (date < from || date > to)
        throw badRequest(
          `Football tips are given for ${from} to ${to}; ${date} is outside them`,
          'DATE_OUT_OF_RANGE',
        );
      const body: TipsResponse = { sport: 'football', date, tips: await tips.between(date, date) };
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );

  app.get(
    '/api/football/v1/tipping-records',
    { schema: { querystring: RecordsQuery, response: { 200: TippingRecordsSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const period = request.query.period ?? 'season';
      if (!isTipPeriod(period))
        throw badRequest(`"${period}" is not a period: use one of ${TIP_PERIODS.join(', ')}`, 'BAD_PERIOD');
      const footballTipsters = tipstersFor('football');
      const id = request.query.tipster;
      if (id !== undefined && !footballTipsters.some((t) => t.id === id))
        throw badRequest(
          tipsterById(id) ? `${tipsterById(id)!.name} does not tip football` : `No tipster "${id}"`,
          'BAD_TIPSTER',
        );
      const today = tips.today();
      const settledUpTo = await tips.between(tips.range().from, today);
      const { from, to } = periodRange(period, 'football', today, settledUpTo);
      const chosen = id ? footballTipsters.filter((t) => t.id === id) : footballTipsters;
      const body: TippingRecordsResponse = {
        sport: 'football',
        period,
        from,
        to,
        rows: tipsterRecordRows(settledUpTo, chosen, { sport: 'football', today, from, to }),
      };
      if (id)
        body.recent = settledUpTo
          .filter((t) => t.tipster.id === id)
          .reverse()
          .slice(0, RECENT);
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );
};
