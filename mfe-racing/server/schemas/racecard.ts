import { Type, type Static } from 'typebox';
import {
  type BettingForecastItem,
  type BookmakerOdds,
  type Horse,
  type Performance,
  type PersonForm,
  type RaceCardEntry,
  type RaceCardResponse,
  type RaceResult,
} from '@sl/contracts';
import {
  SILK_BODY_PATTERNS,
  SILK_CAP_PATTERNS,
  SILK_SLEEVE_PATTERNS,
  type Silk,
} from '@sl/contracts/race-history';
import { oneOf, type Same } from '@sl/server-kit';
import { BookmakerOdds as BookmakerOddsSchema, performanceReading } from '../feed/schema';

/** GB or Ireland, as every racing answer names a country. */
export const CountryCode = oneOf(['GB', 'IE']);
const Flag = oneOf([0, 1]);

export const SilkSchema = Type.Object({
  body: Type.String(),
  bodyPattern: oneOf(SILK_BODY_PATTERNS),
  bodyPatternColour: Type.String(),
  sleeves: Type.String(),
  sleevePattern: oneOf(SILK_SLEEVE_PATTERNS),
  sleevePatternColour: Type.String(),
  cap: Type.String(),
  capPattern: oneOf(SILK_CAP_PATTERNS),
  capPatternColour: Type.String(),
  description: Type.String(),
});

export const PerformanceSchema = Type.Object({
  meetingDate: Type.String(),
  courseId: Type.Number(),
  raceNumber: Type.Number(),
  courseName: Type.String(),
  positionOfficial: Type.Number(),
  positionPastPost: Type.Number(),
  nonFinisherCode: Type.String(),
  jockeyFullName: Type.String(),
  jockeyCode: Type.String(),
  trainerFullName: Type.String(),
  trainerCode: Type.String(),
  ...performanceReading,
  going: Type.Optional(Type.String()),
  raceClass: Type.Optional(Type.Number()),
  startingPrice: Type.Optional(Type.String()),
  runners: Type.Optional(Type.Number()),
});

const HorseSchema = Type.Object({ horseCode: Type.String(), performances: Type.Array(PerformanceSchema) });

export const PersonFormSchema = Type.Object({
  runs: Type.Number(),
  wins: Type.Number(),
  winPercent: Type.Number(),
  profit: Type.Number(),
});

const BettingForecastItemSchema = Type.Object({
  horseCode: Type.String(),
  horseName: Type.String(),
  entryNumber: Type.Number(),
  price: Type.String(),
  favourite: oneOf(['', 'Fav', 'JFav']),
});

const RaceCardEntrySchema = Type.Object({
  meetingDate: Type.String(),
  courseId: Type.Number(),
  raceNumber: Type.Number(),
  horseCode: Type.String(),
  horseName: Type.String(),
  jockeyFullName: Type.String(),
  jockeyCode: Type.String(),
  trainerFullName: Type.String(),
  trainerCode: Type.String(),
  statusDescription: Type.String(),
  statusId: Type.Number(),
  entryNumber: Type.Number(),
  draw: Type.Number(),
  age: Type.Number(),
  weight: Type.String(),
  form: Type.String(),
  formPosition: Type.Number(),
  currentOdds: Type.String(),
  bookmakerOdds: Type.Array(BookmakerOddsSchema),
  skyBetSelectionId: Type.Optional(Type.String()),
  horse: HorseSchema,
  silk: Type.Optional(SilkSchema),
  sex: Type.Optional(oneOf(['c', 'f', 'g', 'h', 'm'])),
  officialRating: Type.Optional(Type.Number()),
  headgear: Type.Optional(Type.String()),
  owner: Type.Optional(Type.String()),
  daysSinceLastRun: Type.Optional(Type.Number()),
  badges: Type.Optional(Type.Array(oneOf(['C', 'D', 'CD', 'BF']))),
  jockeyClaim: Type.Optional(Type.Number()),
  jockeyForm: Type.Optional(PersonFormSchema),
  trainerForm: Type.Optional(PersonFormSchema),
  // The plus analysis: only with a product token that grants access.
  rating123: Type.Optional(Type.Number()),
  ratingStars: Type.Optional(Type.Number()),
  analystsComments: Type.Optional(Type.String()),
  preRaceAdjustedRating: Type.Optional(Type.Number()),
  preRaceMasterSymbol: Type.Optional(Type.String()),
  horseInFocus: Type.Optional(Flag),
  warningHorse: Type.Optional(Flag),
  jockeyUplift: Type.Optional(Flag),
  trainerUplift: Type.Optional(Flag),
  horsesForCoursePos: Type.Optional(Type.Number()),
  hotTrainer: Type.Optional(Flag),
  coldTrainer: Type.Optional(Flag),
  sectionalFlag: Type.Optional(Flag),
  topRated: Type.Optional(Type.Boolean()),
});

const ResultPlacingSchema = Type.Object({
  horseCode: Type.String(),
  horseName: Type.String(),
  entryNumber: Type.Number(),
  position: Type.Number(),
  nonFinisherCode: Type.String(),
  distance: Type.String(),
  startingPrice: Type.String(),
  jockeyFullName: Type.String(),
  trainerFullName: Type.String(),
});

export const RaceResultSchema = Type.Object({
  state: oneOf(['WEIGHEDIN', 'RESULT', 'FINISHED']),
  placings: Type.Array(ResultPlacingSchema),
});

export const RaceCardResponseSchema = Type.Object({
  raceId: Type.Number(),
  meetingId: Type.Number(),
  meetingDate: Type.String(),
  courseId: Type.Number(),
  raceNumber: Type.Number(),
  countryCode: CountryCode,
  courseName: Type.String(),
  title: Type.String(),
  offTime: Type.String(),
  offTimeLocal: Type.String(),
  going: Type.String(),
  distance: Type.String(),
  raceClass: Type.Number(),
  prize: Type.String(),
  hasDraw: Type.Boolean(),
  state: oneOf(['DORMANT', 'WEIGHEDIN', 'RESULT', 'FINISHED']),
  result: Type.Union([RaceResultSchema, Type.Null()]),
  bettingForecast: Type.Optional(Type.Array(BettingForecastItemSchema)),
  smartStat1: Type.Optional(Type.String()),
  smartStat2: Type.Optional(Type.String()),
  smartStat3: Type.Optional(Type.String()),
  verdict: Type.Optional(Type.String()),
  premium: Type.Boolean(),
  entries: Type.Array(RaceCardEntrySchema),
});

// Drift between a schema and its contract type is a compile error (the schema serialises, dropping what it omits).
const _silk: Same<Static<typeof SilkSchema>, Silk> = true;
const _odds: Same<Static<typeof BookmakerOddsSchema>, BookmakerOdds> = true;
const _performance: Same<Static<typeof PerformanceSchema>, Performance> = true;
const _horse: Same<Static<typeof HorseSchema>, Horse> = true;
const _form: Same<Static<typeof PersonFormSchema>, PersonForm> = true;
const _forecast: Same<Static<typeof BettingForecastItemSchema>, BettingForecastItem> = true;
const _entry: Same<Static<typeof RaceCardEntrySchema>, RaceCardEntry> = true;
const _result: Same<Static<typeof RaceResultSchema>, RaceResult> = true;
const _race: Same<Static<typeof RaceCardResponseSchema>, RaceCardResponse> = true;
