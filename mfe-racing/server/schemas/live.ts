import { Type, type Static } from 'typebox';
import type { LiveResponse } from '@sl/contracts';
import { oneOf, type Same } from '@sl/server-kit';
import { RaceHeadlineWithConditionsSchema } from './headline';
import { LiveStatusSchema } from './meetings';
import { RaceResultSchema } from './racecard';

const LiveNotesSchema = Type.Object({
  pace: oneOf(['strong', 'even', 'steady']),
  paceText: Type.String(),
  likelyLeaders: Type.Array(Type.String()),
  topRated: Type.Array(
    Type.Object({ horseName: Type.String(), rating: Type.Number(), stars: Type.Number() }),
  ),
  inRunning: Type.Array(
    Type.Object({
      horseName: Type.String(),
      position: Type.Number(),
      comment: Type.String(),
      performanceRating: Type.Number(),
    }),
  ),
});

export const LiveResponseSchema = Type.Object({
  date: Type.String(),
  at: Type.String(),
  premium: Type.Boolean(),
  races: Type.Array(
    Type.Object({
      ...RaceHeadlineWithConditionsSchema.properties,
      runners: Type.Number(),
      status: LiveStatusSchema,
      result: Type.Union([RaceResultSchema, Type.Null()]),
      notes: Type.Optional(LiveNotesSchema),
    }),
  ),
});

const _live: Same<Static<typeof LiveResponseSchema>, LiveResponse> = true;
