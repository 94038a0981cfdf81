import { Type, type Static } from 'typebox';
import type { RaceHeadline, RaceHeadlineWithConditions } from '@sl/contracts';
import type { Same } from '@sl/server-kit';

// Lists spread these properties in place, so each answer keeps its order of fields.

/** A race as every list names it: which race, where and when. */
export const RaceHeadlineSchema = Type.Object({
  raceId: Type.Number(),
  meetingDate: Type.String(),
  courseName: Type.String(),
  offTime: Type.String(),
  offTimeLocal: Type.String(),
  title: Type.String(),
});

/** The headline with the conditions the race is run over, as raceHeadline(card) fills it (live, replays). */
export const RaceHeadlineWithConditionsSchema = Type.Object({
  ...RaceHeadlineSchema.properties,
  distance: Type.String(),
  going: Type.String(),
});

const _headline: Same<Static<typeof RaceHeadlineSchema>, RaceHeadline> = true;
const _conditions: Same<Static<typeof RaceHeadlineWithConditionsSchema>, RaceHeadlineWithConditions> = true;
