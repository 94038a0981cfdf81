import { Type, type Static } from 'typebox';
import {
  OTHER_SPORTS,
  type SportEventResponse,
  type SportEventsResponse,
  type SportTipsResponse,
} from '@sl/contracts';
import { oneOf, TipRecordSchema, TipResultSchema, type Same } from '@sl/server-kit';

const Sport = oneOf(OTHER_SPORTS);
const Side = oneOf([0, 1]);
const Pair = Type.Tuple([Type.Number(), Type.Number()]);
const Summary = { summary: Type.String() };

/** Each sport's result, told apart by `kind` (the serialiser picks the branch whose kind matches). */
const SportResultSchema = Type.Union([
  Type.Object({
    kind: Type.Literal('darts'),
    unit: oneOf(['sets', 'legs']),
    target: Type.Number(),
    score: Pair,
    winner: Side,
    ...Summary,
  }),
  Type.Object({
    kind: Type.Literal('snooker'),
    target: Type.Number(),
    frames: Pair,
    winner: Side,
    ...Summary,
  }),
  Type.Object({
    kind: Type.Literal('tennis'),
    bestOf: oneOf([3, 5]),
    sets: Type.Array(Type.String()),
    winner: Side,
    ...Summary,
  }),
  Type.Object({ kind: Type.Literal('team-tennis'), rubbers: Pair, winner: Side, ...Summary }),
  Type.Object({
    kind: Type.Literal('points'),
    score: Pair,
    winner: Type.Union([Side, Type.Null()]),
    ...Summary,
  }),
  Type.Object({
    kind: Type.Literal('boxing'),
    method: oneOf(['KO', 'TKO', 'RTD', 'UD', 'SD', 'MD', 'PTS']),
    round: Type.Number(),
    scheduledRounds: Type.Number(),
    winner: Side,
    ...Summary,
  }),
  Type.Object({
    kind: Type.Literal('cricket'),
    innings: Type.Array(
      Type.Object({
        side: Side,
        runs: Type.Number(),
        wickets: Type.Number(),
        overs: Type.String(),
        declared: Type.Boolean(),
        text: Type.String(),
      }),
    ),
    winner: Type.Union([Side, Type.Null()]),
    ...Summary,
  }),
  Type.Object({
    kind: Type.Literal('golf'),
    par: Type.Number(),
    leaderboard: Type.Array(
      Type.Object({
        position: Type.String(),
        name: Type.String(),
        country: Type.Union([Type.String(), Type.Null()]),
        rounds: Type.Array(Type.Number()),
        total: Type.Number(),
        toPar: Type.Number(),
        toParText: Type.String(),
      }),
    ),
    ...Summary,
  }),
]);

const SportEventSchema = Type.Object({
  eventId: Type.String(),
  sport: Sport,
  sportId: Type.Number(),
  competition: Type.String(),
  round: Type.String(),
  venue: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  startTime: Type.String(),
  startTimeLocal: Type.String(),
  competitors: Type.Array(
    Type.Object({ name: Type.String(), country: Type.Union([Type.String(), Type.Null()]) }),
  ),
  status: oneOf(['SCHEDULED', 'IN_PROGRESS', 'FINISHED']),
  result: Type.Union([SportResultSchema, Type.Null()]),
});

export const SportEventsSchema = Type.Object({
  sport: Sport,
  from: Type.String(),
  to: Type.String(),
  events: Type.Array(SportEventSchema),
});

export const SportEventSchemaAnswer = Type.Object({ event: SportEventSchema });

export const SportTipsSchema = Type.Object({
  sport: Sport,
  from: Type.String(),
  to: Type.String(),
  tips: Type.Array(
    Type.Object({
      eventId: Type.String(),
      sport: Sport,
      path: Type.String(),
      event: Type.String(),
      competition: Type.String(),
      round: Type.String(),
      startTime: Type.String(),
      date: Type.String(),
      selection: Type.Object({ side: Side, name: Type.String() }),
      price: Type.String(),
      market: Type.Tuple([Type.String(), Type.String()]),
      reasoning: Type.String(),
      result: TipResultSchema,
      profit: Type.Union([Type.Number(), Type.Null()]),
    }),
  ),
  record: TipRecordSchema,
  recordFrom: Type.String(),
});

const _events: Same<Static<typeof SportEventsSchema>, SportEventsResponse> = true;
const _event: Same<Static<typeof SportEventSchemaAnswer>, SportEventResponse> = true;
const _tips: Same<Static<typeof SportTipsSchema>, SportTipsResponse> = true;
