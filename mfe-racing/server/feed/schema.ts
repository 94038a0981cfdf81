import { Type } from 'typebox';
import { oneOf } from '@sl/server-kit';
import { RACE_STATES } from '@sl/contracts';
import { SILK_BODY_PATTERNS, SILK_CAP_PATTERNS, SILK_SLEEVE_PATTERNS } from '@sl/contracts/race-history';

/** The importer's file shape: one day of race cards in the spec's entity shapes (document 1, section 3). */
const Code = Type.String({ pattern: '^\\d{12}$' });
const OptionalCode = Type.String({ pattern: '^(\\d{12})?$' });
const Flag = oneOf([0, 1]);
const IsoDateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$',
});
const Int = (min?: number, max?: number) =>
  Type.Integer({
    ...(min === undefined ? {} : { minimum: min }),
    ...(max === undefined ? {} : { maximum: max }),
  });

/** How a past run was read: the same in the feed and in the race card answer (schemas/racecard.ts). */
export const performanceReading = {
  performanceRating: Type.Number(),
  performanceCommentShort: Type.String(),
  performanceCommentLong: Type.String(),
  timefigure: Type.Number(),
  distance: Type.Optional(Type.String()),
  favourite: Type.Optional(Type.Boolean()),
};

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
  ...performanceReading,
});

/** A bookmaker's price for a runner: the feed's shape, and the race card answer's (schemas/racecard.ts). */
export const BookmakerOdds = Type.Object({
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

const Hex = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });
const Silk = Type.Object({
  body: Hex,
  bodyPattern: oneOf(SILK_BODY_PATTERNS),
  bodyPatternColour: Hex,
  sleeves: Hex,
  sleevePattern: oneOf(SILK_SLEEVE_PATTERNS),
  sleevePatternColour: Hex,
  cap: Hex,
  capPattern: oneOf(SILK_CAP_PATTERNS),
  capPatternColour: Hex,
  description: Type.String({ minLength: 1, maxLength: 200 }),
});
const PersonForm = Type.Object({
  runs: Int(0),
  wins: Int(0),
  winPercent: Int(0, 100),
  profit: Type.Number(),
});
const ForecastItem = Type.Object({
  horseCode: Code,
  horseName: Type.String(),
  entryNumber: Int(1),
  price: Type.String({ pattern: '^\\d+/\\d+$' }),
  favourite: oneOf(['', 'Fav', 'JFav']),
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
  statusId: oneOf([21, 39, 41]),
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
  silk: Type.Optional(Silk),
  sex: Type.Optional(oneOf(['c', 'f', 'g', 'h', 'm'])),
  officialRating: Type.Optional(Int(0, 200)),
  headgear: Type.Optional(Type.String({ pattern: '^((b|v|p|t|h|e/s)1?)?$' })),
  owner: Type.Optional(Type.String({ maxLength: 80 })),
  daysSinceLastRun: Type.Optional(Int(1)),
  badges: Type.Optional(Type.Array(oneOf(['C', 'D', 'CD', 'BF']))),
  jockeyClaim: Type.Optional(oneOf([0, 3, 5, 7])),
  jockeyForm: Type.Optional(PersonForm),
  trainerForm: Type.Optional(PersonForm),
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
const ResultState = oneOf(RACE_STATES);
const RaceState = oneOf(['DORMANT', ...RACE_STATES]);

const RaceCardSchema = Type.Object({
  raceId: Int(1, 999_999_999_999_999),
  meetingId: Int(1, 999_999_999_999_999),
  meetingDate: IsoDateTime,
  courseId: Int(0),
  raceNumber: Int(1),
  countryCode: oneOf(['GB', 'IE']),
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
  bettingForecast: Type.Optional(Type.Array(ForecastItem)),
  verdict: Type.Optional(Type.String({ maxLength: 1000 })),
  entries: Type.Array(Entry, { minItems: 1 }),
});

export const FeedFileSchema = Type.Object({
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  races: Type.Array(RaceCardSchema),
});
