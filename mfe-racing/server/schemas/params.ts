import { Type } from 'typebox';

/** A day in the path (`/:date`), read by parseIsoDate (a 400 that says why when it is not a date). */
export const DateParams = Type.Object({ date: Type.String({ maxLength: 10 }) });
/** A race in the path (`/:raceId`), read by parseRaceId. */
export const RaceParams = Type.Object({ raceId: Type.String({ maxLength: 20 }) });
