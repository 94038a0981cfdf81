import { Type, type Static } from 'typebox';
import type { EarlyEntriesResponse } from '@sl/contracts/race-history';
import { oneOf, type Same } from '@sl/server-kit';
import { CountryCode } from './racecard';

const RaceType = oneOf(['Flat', 'Hurdle', 'Chase', 'NH Flat']);

export const EarlyEntriesSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  races: Type.Array(
    Type.Object({
      raceId: Type.Number(),
      date: Type.String(),
      courseName: Type.String(),
      countryCode: CountryCode,
      offTimeLocal: Type.String(),
      title: Type.String(),
      grade: Type.String(),
      type: RaceType,
      distance: Type.String(),
      prize: Type.String(),
      festival: Type.Union([Type.String(), Type.Null()]),
      conditions: Type.Object({
        type: RaceType,
        minAge: Type.Number(),
        maxAge: Type.Union([Type.Number(), Type.Null()]),
        sex: oneOf(['any', 'fillies', 'mares']),
        ratingBand: Type.Union([Type.Tuple([Type.Number(), Type.Number()]), Type.Null()]),
      }),
      entries: Type.Array(
        Type.Object({
          horseCode: Type.String(),
          horseName: Type.String(),
          age: Type.Number(),
          sex: Type.String(),
          trainerFullName: Type.String(),
          rating: Type.Number(),
          weight: Type.String(),
        }),
      ),
    }),
  ),
});

const _entries: Same<Static<typeof EarlyEntriesSchema>, EarlyEntriesResponse> = true;
