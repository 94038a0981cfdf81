import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  TIP_PERIODS,
  tipsPageFor,
  tipsterById,
  tipstersFor,
  type NapsTableResponse,
  type PageStatus,
  type TipPeriod,
  type TippingRecordsResponse,
  type TipsResponse,
} from '@sl/contracts';
import { isTipPeriod, periodRange, tipsterRecordRows } from '@sl/contracts/tip-records';
import {
  addDays,
  badRequest,
  ERROR_RESPONSES,
  NapsTableSchema,
  notFound,
  PageStatusQuery,
  PageStatusSchema,
  parseIsoDate,
  TippingRecordsSchema,
  TipsResponseSchema,
} from '@sl/server-kit';
import type { TipsRepository } from './repository';
import { toTip, type TipsService } from './service';

const PeriodSchema = Type.String({ maxLength: 10 });

/** A period query value, or a 400 that names the periods there are. */
function periodOf(value: string | undefined): TipPeriod {
  if (value === undefined) return 'season';
  if (!isTipPeriod(value)) throw badRequest(`period must be one of ${TIP_PERIODS.join(', ')}`, 'BAD_PERIOD');
  return value;
}

const TipsQuery = Type.Object({ date: Type.Optional(Type.String({ maxLength: 10 })) });
const NapsQuery = Type.Object({ period: Type.Optional(PeriodSchema) });
const RecordsQuery = Type.Object({
  period: Type.Optional(PeriodSchema),
  tipster: Type.Optional(Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' })),
});

/** The tips API: a day's tips, the naps table and the tipping records, all counted afresh from the tips table. */
export interface TipsOptions {
  service: TipsService;
  tips: TipsRepository;
}

export const tipsRoutes: FastifyPluginAsyncTypebox<TipsOptions> = async (app, { service, tips }) => {
  const rangeFor = async (period: TipPeriod) => {
    const today = service.today();
    const earliest = (await tips.earliestDay()) ?? today;
    return { today, ...periodRange(period, 'racing', today, [{ date: earliest }]) };
  };

  app.get(
    '/api/horse-racing/v2/tips',
    { schema: { querystring: TipsQuery, response: { 200: TipsResponseSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const date = request.query.date ? parseIsoDate(request.query.date) : service.today();
      await service.refresh(date);
      const body: TipsResponse = { sport: 'racing', date, tips: (await tips.onDay(date)).map(toTip) };
      return reply.header('Cache-Control', 'public, max-age=30').send(body);
    },
  );

  app.get(
    '/api/horse-racing/v2/tips/naps-table',
    { schema: { querystring: NapsQuery, response: { 200: NapsTableSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const period = periodOf(request.query.period);
      await service.refresh();
      const { today, from, to } = await rangeFor(period);
      // The rolling windows and season are counted to today whatever the period, so fetch the widest span.
      const season = periodRange('season', 'racing', today);
      const earliest = [from, season.from, addDays(today, -29)].sort()[0]!;
      const naps = (await tips.between(earliest, to, { napsOnly: true })).map(toTip);
      const body: NapsTableResponse = {
        sport: 'racing',
        period,
        from,
        to,
        rows: tipsterRecordRows(naps, tipstersFor('racing'), { sport: 'racing', today, from, to }),
        today: naps.filter((t) => t.date === today),
      };
      return reply.header('Cache-Control', 'public, max-age=30').send(body);
    },
  );

  app.get(
    '/api/horse-racing/v2/tips/tipping-records',
    { schema: { querystring: RecordsQuery, response: { 200: TippingRecordsSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const period = periodOf(request.query.period);
      const tipsterId = request.query.tipster;
      const tipster = tipsterId ? tipsterById(tipsterId) : undefined;
      if (tipsterId && !tipster) throw notFound(`There is no tipster "${tipsterId}"`, 'TIPSTER_NOT_FOUND');
      await service.refresh();
      const { today, from, to } = await rangeFor(period);
      const season = periodRange('season', 'racing', today);
      const earliest = [from, season.from, addDays(today, -29)].sort()[0]!;
      const all = (await tips.between(earliest, addDays(today, 1), { tipsterId })).map(toTip);
      const counted = all.filter((t) => t.date <= to);
      const tipsters = tipster ? (tipster.sports.includes('racing') ? [tipster] : []) : tipstersFor('racing');
      const body: TippingRecordsResponse = {
        sport: 'racing',
        period,
        from,
        to,
        rows: tipsterRecordRows(counted, tipsters, { sport: 'racing', today, from, to }),
        ...(tipster ? { recent: [...all].reverse().slice(0, 20) } : {}),
      };
      return reply.header('Cache-Control', 'public, max-age=30').send(body);
    },
  );

  // The shell's server asks whether a /tips address is a page, so unknown tipsters and guides answer HTTP 404.
  app.get(
    '/api/horse-racing/v2/tips/page-status',
    { schema: { querystring: PageStatusQuery, response: { 200: PageStatusSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const path = request.query.path.split(/[?#]/)[0]!;
      const body: PageStatus = { path, found: tipsPageFor(path) !== null };
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );
};
