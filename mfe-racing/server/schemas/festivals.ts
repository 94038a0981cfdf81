import { Type, type Static } from 'typebox';
import type { FestivalRacing } from '@sl/contracts';
import { oneOf, type Same } from '@sl/server-kit';

export const FestivalNameSchema = oneOf(['cheltenham-festival', 'royal-ascot', 'grand-national']);

const FestivalRaceSchema = Type.Object({
  raceId: Type.Number(),
  raceNumber: Type.Number(),
  offTime: Type.String(),
  offTimeLocal: Type.String(),
  title: Type.String(),
  distance: Type.String(),
  runners: Type.Number(),
  feature: Type.Boolean(),
  tip: Type.Union([
    Type.Object({
      horseCode: Type.String(),
      horseName: Type.String(),
      odds: Type.String(),
      form: Type.String(),
    }),
    Type.Null(),
  ]),
  result: Type.Union([
    Type.Object({ winner: Type.String(), startingPrice: Type.String(), placed: Type.Array(Type.String()) }),
    Type.Null(),
  ]),
});

const EditionSchema = Type.Object({
  year: Type.Number(),
  status: oneOf(['upcoming', 'running', 'finished']),
  days: Type.Array(
    Type.Object({
      date: Type.String(),
      dayNumber: Type.Number(),
      name: Type.String(),
      feature: Type.String(),
      races: Type.Array(FestivalRaceSchema),
    }),
  ),
});

export const FestivalRacingSchema = Type.Object({
  festival: FestivalNameSchema,
  course: Type.String(),
  next: EditionSchema,
  previous: Type.Union([EditionSchema, Type.Null()]),
});

const _festival: Same<Static<typeof FestivalRacingSchema>, FestivalRacing> = true;
