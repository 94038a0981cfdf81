/** Stable ids (as generate.ts has always made them): meeting = yyyymmdd * 100 + course id; race = meeting * 10 + n. */
export const meetingIdFor = (date: string, courseId: number): number =>
  Number(date.replace(/-/g, '')) * 100 + courseId;
export const raceIdFor = (meetingId: number, raceNumber: number): number => meetingId * 10 + raceNumber;
