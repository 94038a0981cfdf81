import { Type, type Static } from 'typebox';
import type { QuickLinksRacingResponse, RacecardsDay } from '@sl/contracts';
import { oneOf, type Same } from '@sl/server-kit';
import { CountryCode } from './racecard';

export const LiveStatusSchema = oneOf(['upcoming', 'off', 'result']);

const RaceSummarySchema = Type.Object({
  raceId: Type.Number(),
  raceNumber: Type.Number(),
  offTime: Type.String(),
  offTimeLocal: Type.String(),
  title: Type.String(),
  runners: Type.Number(),
  raceClass: Type.Optional(Type.Number()),
  distance: Type.Optional(Type.String()),
  status: Type.Optional(LiveStatusSchema),
  nonRunners: Type.Optional(Type.Number()),
  winner: Type.Optional(
    Type.Union([
      Type.Object({
        horseCode: Type.String(),
        horseName: Type.String(),
        startingPrice: Type.String(),
        favourite: Type.Boolean(),
      }),
      Type.Null(),
    ]),
  ),
});

export const RacecardsDaySchema = Type.Object({
  date: Type.String(),
  meetings: Type.Array(
    Type.Object({
      meetingId: Type.Number(),
      meetingDate: Type.String(),
      courseId: Type.Number(),
      courseName: Type.String(),
      countryCode: CountryCode,
      going: Type.String(),
      surface: Type.Optional(oneOf(['Turf', 'All Weather', 'Mixed'])),
      raceType: Type.Optional(oneOf(['Flat', 'Jumps', 'Mixed'])),
      races: Type.Array(RaceSummarySchema),
    }),
  ),
});

export const QuickLinksRacingSchema = Type.Object({
  races: Type.Array(
    Type.Object({
      course_name: Type.String(),
      race_date_time: Type.String(),
      race_id: Type.Number(),
      title: Type.String(),
      date: Type.String(),
      num_of_runners: Type.Number(),
      time_till_off_mins: Type.Number(),
    }),
  ),
});

const _day: Same<Static<typeof RacecardsDaySchema>, RacecardsDay> = true;
const _links: Same<Static<typeof QuickLinksRacingSchema>, QuickLinksRacingResponse> = true;
