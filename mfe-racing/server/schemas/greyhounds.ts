import { Type, type Static } from 'typebox';
import type {
  GreyhoundMeetingsResponse,
  GreyhoundRaceResponse,
  GreyhoundResultsResponse,
} from '@sl/contracts';
import { oneOf, type Same } from '@sl/server-kit';

const Trap = oneOf([1, 2, 3, 4, 5, 6]);
const Session = oneOf(['morning', 'afternoon', 'evening']);
const Trip = oneOf(['sprint', 'standard', 'stayers']);

/** Which race of the meeting, when, and over what: as the meeting's list and the race card both lead. */
const raceSlot = {
  raceNumber: Type.Number(),
  offTime: Type.String(),
  offTimeLocal: Type.String(),
  grade: Type.String(),
  distance: Type.Number(),
  trip: Trip,
};

const PlacingSchema = Type.Object({
  position: Type.Number(),
  trap: Trap,
  dogId: Type.String(),
  name: Type.String(),
  time: Type.Number(),
  distanceBehind: Type.String(),
  cumulativeLengths: Type.Number(),
  sp: Type.String(),
  favourite: Type.Union([oneOf(['F', 'JF']), Type.Null()]),
  comment: Type.String(),
});

const ResultSchema = Type.Object({
  winningTime: Type.Number(),
  placings: Type.Array(PlacingSchema),
  spBook: Type.Number(),
});

export const GreyhoundMeetingsSchema = Type.Object({
  date: Type.String(),
  meetings: Type.Array(
    Type.Object({
      meetingId: Type.String(),
      trackId: Type.String(),
      trackName: Type.String(),
      date: Type.String(),
      session: Session,
      races: Type.Array(
        Type.Object({
          raceId: Type.String(),
          ...raceSlot,
          runners: Type.Array(Type.Object({ trap: Trap, dogId: Type.String(), name: Type.String() })),
          resulted: Type.Boolean(),
        }),
      ),
    }),
  ),
});

const FormLineSchema = Type.Object({
  date: Type.String(),
  raceId: Type.String(),
  trackName: Type.String(),
  distance: Type.Number(),
  trap: Trap,
  position: Type.Number(),
  distanceBehind: Type.String(),
  time: Type.Number(),
  grade: Type.String(),
  sp: Type.String(),
  comment: Type.String(),
});

const RunnerSchema = Type.Object({
  trap: Trap,
  dogId: Type.String(),
  name: Type.String(),
  colourSex: Type.String(),
  ageYears: Type.Number(),
  sire: Type.String(),
  dam: Type.String(),
  trainer: Type.String(),
  seed: oneOf(['W', 'M', 'R']),
  form: Type.String(),
  bestTime: Type.Union([Type.Number(), Type.Null()]),
  recentRuns: Type.Array(FormLineSchema),
  forecastPrice: Type.Union([Type.String(), Type.Null()]),
});

export const GreyhoundRaceSchema = Type.Object({
  race: Type.Object({
    raceId: Type.String(),
    meetingId: Type.String(),
    trackId: Type.String(),
    trackName: Type.String(),
    date: Type.String(),
    session: Session,
    ...raceSlot,
    forecastBook: Type.Union([Type.Number(), Type.Null()]),
    runners: Type.Array(RunnerSchema),
    result: Type.Union([ResultSchema, Type.Null()]),
  }),
});

const ResultSummarySchema = Type.Object({
  raceId: Type.String(),
  trackName: Type.String(),
  raceNumber: Type.Number(),
  offTime: Type.String(),
  offTimeLocal: Type.String(),
  grade: Type.String(),
  distance: Type.Number(),
  result: ResultSchema,
});

export const GreyhoundResultsSchema = Type.Object({
  date: Type.String(),
  results: Type.Array(ResultSummarySchema),
  latest: Type.Optional(
    Type.Union([Type.Object({ date: Type.String(), results: Type.Array(ResultSummarySchema) }), Type.Null()]),
  ),
});

const _meetings: Same<Static<typeof GreyhoundMeetingsSchema>, GreyhoundMeetingsResponse> = true;
const _race: Same<Static<typeof GreyhoundRaceSchema>, GreyhoundRaceResponse> = true;
const _results: Same<Static<typeof GreyhoundResultsSchema>, GreyhoundResultsResponse> = true;
