import { Type, type Static } from 'typebox';
import type { MeetingGoing, NonRunner } from '@sl/contracts';
import type { FastResultsDay, ResultsDay } from '@sl/contracts/race-history';
import type { Same } from '@sl/server-kit';
import { RaceHeadlineSchema } from './headline';
import { CountryCode, RaceResultSchema } from './racecard';

const RaceResultViewSchema = Type.Object({
  ...RaceHeadlineSchema.properties,
  result: RaceResultSchema,
  distance: Type.String(),
  raceClass: Type.Number(),
  going: Type.String(),
  runners: Type.Number(),
  nonRunners: Type.Array(Type.Object({ horseCode: Type.String(), horseName: Type.String() })),
  links: Type.Array(
    Type.Object({
      horseCode: Type.String(),
      jockeyCode: Type.String(),
      trainerCode: Type.String(),
      favourite: Type.Boolean(),
    }),
  ),
  cardAvailable: Type.Boolean(),
});

export const ResultsDaySchema = Type.Object({
  date: Type.String(),
  results: Type.Array(RaceResultViewSchema),
});

export const FastResultsDaySchema = Type.Object({
  ...ResultsDaySchema.properties,
  latest: Type.Optional(ResultsDaySchema),
});

const NonRunnerSchema = Type.Object({
  raceId: Type.Number(),
  meetingDate: Type.String(),
  courseName: Type.String(),
  offTimeLocal: Type.String(),
  title: Type.String(),
  horseCode: Type.String(),
  horseName: Type.String(),
  statusId: Type.Number(),
  statusDescription: Type.String(),
});
export const NonRunnersDaySchema = Type.Object({
  date: Type.String(),
  nonRunners: Type.Array(NonRunnerSchema),
});

const MeetingGoingSchema = Type.Object({
  meetingId: Type.Number(),
  meetingDate: Type.String(),
  courseName: Type.String(),
  countryCode: CountryCode,
  going: Type.String(),
});
export const GoingDaySchema = Type.Object({ date: Type.String(), meetings: Type.Array(MeetingGoingSchema) });

const _results: Same<Static<typeof ResultsDaySchema>, ResultsDay> = true;
const _fast: Same<Static<typeof FastResultsDaySchema>, FastResultsDay> = true;
const _nonRunner: Same<Static<typeof NonRunnerSchema>, NonRunner> = true;
const _going: Same<Static<typeof MeetingGoingSchema>, MeetingGoing> = true;
