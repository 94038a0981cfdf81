import { Type, type Static } from 'typebox';
import { RACE_STATES } from '@sl/contracts';

/** The importer's file shape: one day of race cards in the spec's entity shapes (document 1, section 3). */
const Code = Type.String({ pattern: '^\\d{12}$' });
const OptionalCode = Type.String({ pattern: '^(\\d{12})?$' });
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const IsoDateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$',
});
const Int = (min?: number, max?: number) =>
  Type.Integer({
    ...(min === undefined ? {} : { minimum: min }),
    ...(max === undefined ? {} : { maximum: max }),
  });

const Performance = Type.Object({
  meetingDate: IsoDateTime,
  courseId: Int(0),
  raceNumber: Int(0),
  courseName: Type.String(),
  positionOfficial: Int(0),
  positionPastPost: Int(0),
  nonFinisherCode: Type.String(),
  jockeyFullName: Type.String(),
  jockeyCode: OptionalCode,
  trainerFullName: Type.String(),
  trainerCode: OptionalCode,
  performanceRating: Type.Number(),
  performanceCommentShort: Type.String(),
  performanceCommentLong: Type.String(),
  timefigure: Type.Number(),
});

const BookmakerOdds = Type.Object({
  bookmakerId: Int(0),
  bookmakerName: Type.String(),
  selectionId: Type.String(),
  bookmakerRaceid: Type.String(),
  bookmakerMarketId: Type.String(),
  artificial: Type.Boolean(),
  fractionalOdds: Type.String(),
  decimalOdds: Type.Number(),
  decimalOddsString: Type.String(),
});

const Entry = Type.Object({
  meetingDate: IsoDateTime,
  courseId: Int(0),
  raceNumber: Int(1),
  horseCode: Code,
  horseName: Type.String({ minLength: 1 }),
  jockeyFullName: Type.String(),
  jockeyCode: OptionalCode,
  trainerFullName: Type.String(),
  trainerCode: OptionalCode,
  statusDescription: Type.String(),
  statusId: Type.Union([Type.Literal(21), Type.Literal(39), Type.Literal(41)]),
  entryNumber: Int(0),
  draw: Int(0),
  age: Int(0),
  weight: Type.String(),
  form: Type.String(),
  formPosition: Int(0),
  currentOdds: Type.String(),
  bookmakerOdds: Type.Array(BookmakerOdds),
  skyBetSelectionId: Type.Optional(Type.String({ maxLength: 40 })),
  horse: Type.Object({ horseCode: Code, performances: Type.Array(Performance) }),
  rating123: Int(0, 3),
  ratingStars: Int(0, 5),
  analystsComments: Type.String(),
  preRaceAdjustedRating: Type.Number({ minimum: 0 }),
  preRaceMasterSymbol: Type.String({ maxLength: 2 }),
  horseInFocus: Flag,
  warningHorse: Flag,
  jockeyUplift: Flag,
  trainerUplift: Flag,
  horsesForCoursePos: Int(0),
  hotTrainer: Flag,
  coldTrainer: Flag,
  sectionalFlag: Flag,
  topRated: Type.Boolean(),
});

const Placing = Type.Object({
  horseCode: Code,
  horseName: Type.String(),
  entryNumber: Int(0),
  position: Int(0),
  nonFinisherCode: Type.String(),
  distance: Type.String(),
  startingPrice: Type.String(),
  jockeyFullName: Type.String(),
  trainerFullName: Type.String(),
});

/** A race's state: DORMANT until it has a result, then one of the spec's racing states. */
const ResultState = Type.Union(RACE_STATES.map((state) => Type.Literal(state)));
const RaceState = Type.Union([Type.Literal('DORMANT'), ResultState]);

export const RaceCardSchema = Type.Object({
  raceId: Int(1, 999_999_999_999_999),
  meetingId: Int(1, 999_999_999_999_999),
  meetingDate: IsoDateTime,
  courseId: Int(0),
  raceNumber: Int(1),
  countryCode: Type.Union([Type.Literal('GB'), Type.Literal('IE')]),
  courseName: Type.String({ minLength: 1 }),
  title: Type.String({ minLength: 1 }),
  offTime: IsoDateTime,
  offTimeLocal: Type.String({ pattern: '^\\d{2}:\\d{2}$' }),
  going: Type.String(),
  distance: Type.String(),
  raceClass: Int(0, 7),
  prize: Type.String(),
  hasDraw: Type.Boolean(),
  state: RaceState,
  result: Type.Union([
    Type.Null(),
    Type.Object({
      state: ResultState,
      placings: Type.Array(Placing),
    }),
  ]),
  smartStat1: Type.String(),
  smartStat2: Type.String(),
  smartStat3: Type.String(),
  entries: Type.Array(Entry, { minItems: 1 }),
});

export const FeedFileSchema = Type.Object({
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  races: Type.Array(RaceCardSchema),
});

export type FeedFile = Static<typeof FeedFileSchema>;
