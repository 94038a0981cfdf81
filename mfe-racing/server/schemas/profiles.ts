import { Type, type Static } from 'typebox';
import type { RacingProfileView } from '@sl/contracts/race-history';
import { oneOf, type Same } from '@sl/server-kit';
import { CountryCode, PerformanceSchema, PersonFormSchema, SilkSchema } from './racecard';

const RecordLine = {
  runs: Type.Number(),
  wins: Type.Number(),
  places: Type.Number(),
  winPercent: Type.Number(),
};
const RaceCode = oneOf(['Flat', 'Jumps']);

const FormRunSchema = Type.Object({
  ...PerformanceSchema.properties,
  raceId: Type.Number(),
  title: Type.String(),
  going: Type.String(),
  distance: Type.String(),
  distanceYards: Type.Number(),
  raceClass: Type.Number(),
  raceType: oneOf(['Flat', 'Hurdle', 'Chase', 'NH Flat']),
  officialRating: Type.Number(),
  startingPrice: Type.String(),
  favourite: Type.Boolean(),
  runners: Type.Number(),
  countryCode: CountryCode,
});

const HorseDetailSchema = Type.Object({
  age: Type.Number(),
  sex: Type.String(),
  trainer: Type.Object({ name: Type.String(), code: Type.String() }),
  owner: Type.String(),
  silk: Type.Optional(SilkSchema),
  officialRating: Type.Number(),
  career: Type.Object({
    total: Type.Object(RecordLine),
    byYear: Type.Array(Type.Object({ ...RecordLine, year: Type.Number() })),
    byCode: Type.Array(Type.Object({ ...RecordLine, code: RaceCode })),
    winPrize: Type.Object({ gbp: Type.Number(), eur: Type.Number() }),
    since: Type.String(),
  }),
  ratings: Type.Array(
    Type.Object({ date: Type.String(), performanceRating: Type.Number(), officialRating: Type.Number() }),
  ),
  byGoing: Type.Array(Type.Object({ ...RecordLine, going: Type.String() })),
  byTrip: Type.Array(Type.Object({ ...RecordLine, trip: Type.String() })),
  form: Type.Array(FormRunSchema),
});

const PersonDetailSchema = Type.Object({
  seasons: Type.Array(
    Type.Object({
      code: RaceCode,
      season: Type.String(),
      from: Type.String(),
      to: Type.String(),
      record: Type.Object({ ...RecordLine, profit: Type.Number() }),
    }),
  ),
  fortnight: PersonFormSchema,
  courses: Type.Array(Type.Object({ ...RecordLine, courseName: Type.String() })),
  recentWinners: Type.Array(
    Type.Object({
      date: Type.String(),
      courseName: Type.String(),
      raceId: Type.Number(),
      title: Type.String(),
      horseName: Type.String(),
      horseCode: Type.String(),
      startingPrice: Type.String(),
    }),
  ),
});

const ProfileEntrySchema = Type.Object({
  raceId: Type.Number(),
  meetingDate: Type.String(),
  courseName: Type.String(),
  offTimeLocal: Type.String(),
  title: Type.String(),
  horseName: Type.String(),
  horseCode: Type.String(),
});

export const RacingProfileViewSchema = Type.Object({
  kind: oneOf(['horse', 'jockey', 'trainer']),
  code: Type.String(),
  name: Type.String(),
  entries: Type.Array(ProfileEntrySchema),
  performances: Type.Array(PerformanceSchema),
  upcoming: Type.Array(ProfileEntrySchema),
  horse: Type.Optional(HorseDetailSchema),
  person: Type.Optional(PersonDetailSchema),
});

const _profile: Same<Static<typeof RacingProfileViewSchema>, RacingProfileView> = true;
