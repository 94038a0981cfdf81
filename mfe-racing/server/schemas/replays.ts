import { Type, type Static } from 'typebox';
import type { ReplayResponse, ReplaysDayResponse } from '@sl/contracts/race-history';
import type { Same } from '@sl/server-kit';
import { RaceHeadlineWithConditionsSchema } from './headline';
import { RaceResultSchema } from './racecard';

export const ReplaysDaySchema = Type.Object({
  date: Type.String(),
  days: Type.Array(Type.String()),
  races: Type.Array(
    Type.Object({
      ...RaceHeadlineWithConditionsSchema.properties,
      runners: Type.Number(),
      winner: Type.Object({
        horseName: Type.String(),
        startingPrice: Type.String(),
        jockeyFullName: Type.String(),
        trainerFullName: Type.String(),
      }),
    }),
  ),
});

export const ReplaySchema = Type.Object({
  ...RaceHeadlineWithConditionsSchema.properties,
  raceClass: Type.Number(),
  prize: Type.String(),
  jumps: Type.Boolean(),
  result: RaceResultSchema,
  finish: Type.Array(
    Type.Object({
      horseCode: Type.String(),
      horseName: Type.String(),
      entryNumber: Type.Number(),
      position: Type.Number(),
      lengthsBehind: Type.Number(),
      nonFinisherCode: Type.String(),
    }),
  ),
  silks: Type.Record(Type.String(), Type.String()),
  commentary: Type.Array(Type.String()),
});

const _day: Same<Static<typeof ReplaysDaySchema>, ReplaysDayResponse> = true;
const _replay: Same<Static<typeof ReplaySchema>, ReplayResponse> = true;
