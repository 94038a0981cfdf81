import { Type, type Static } from 'typebox';
import type { NapsTableResponse, TippingRecordsResponse, TipsResponse } from '@sl/contracts';
import type { Same } from './error-schema';
import { oneOf } from './one-of';

/** The tips shapes racing and football both answer with (the shared tips pages read either). */
const TipSport = oneOf(['racing', 'football']);
export const TipResultSchema = oneOf(['pending', 'won', 'lost', 'placed', 'void']);
const TipPeriod = oneOf(['14d', '30d', 'season', 'all']);
const TipsterSummary = Type.Object({ id: Type.String(), name: Type.String(), role: Type.String() });
const TipEvent = Type.Object({
  id: Type.String(),
  name: Type.String(),
  startTime: Type.String(),
  venue: Type.String(),
  path: Type.String(),
});
const TipSelection = Type.Object({ id: Type.String(), name: Type.String() });

const TipSchema = Type.Object({
  id: Type.String(),
  tipster: TipsterSummary,
  sport: TipSport,
  date: Type.String(),
  event: TipEvent,
  selection: TipSelection,
  market: Type.String(),
  price: Type.String(),
  reasoning: Type.String(),
  nap: Type.Boolean(),
  result: TipResultSchema,
  startingPrice: Type.Union([Type.String(), Type.Null()]),
  profit: Type.Union([Type.Number(), Type.Null()]),
  legs: Type.Optional(
    Type.Array(
      Type.Object({
        event: TipEvent,
        selection: TipSelection,
        market: Type.String(),
        price: Type.String(),
        result: TipResultSchema,
      }),
    ),
  ),
});

export const TipRecordSchema = Type.Object({
  runs: Type.Number(),
  wins: Type.Number(),
  placed: Type.Number(),
  losses: Type.Number(),
  voids: Type.Number(),
  pending: Type.Number(),
  strikeRate: Type.Number(),
  profit: Type.Number(),
  roi: Type.Number(),
});

const TipsterRecordRow = Type.Object({
  tipster: TipsterSummary,
  record: TipRecordSchema,
  last14: TipRecordSchema,
  last30: TipRecordSchema,
  season: TipRecordSchema,
  form: Type.String(),
  series: Type.Array(Type.Object({ date: Type.String(), profit: Type.Number(), cumulative: Type.Number() })),
});

export const TipsResponseSchema = Type.Object({
  sport: TipSport,
  date: Type.String(),
  tips: Type.Array(TipSchema),
});

const RecordsPeriod = { sport: TipSport, period: TipPeriod, from: Type.String(), to: Type.String() };

export const NapsTableSchema = Type.Object({
  ...RecordsPeriod,
  rows: Type.Array(TipsterRecordRow),
  today: Type.Array(TipSchema),
});

export const TippingRecordsSchema = Type.Object({
  ...RecordsPeriod,
  rows: Type.Array(TipsterRecordRow),
  recent: Type.Optional(Type.Array(TipSchema)),
});

const _tips: Same<Static<typeof TipsResponseSchema>, TipsResponse> = true;
const _naps: Same<Static<typeof NapsTableSchema>, NapsTableResponse> = true;
const _records: Same<Static<typeof TippingRecordsSchema>, TippingRecordsResponse> = true;
