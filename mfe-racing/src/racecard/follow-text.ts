import { TIMEZONE, type RaceCardResponse } from '@sl/contracts';

const meetingDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: TIMEZONE,
});

/** How a followed race reads in My Stable: "14:30 Ascot, 15 Jun". */
export function raceFollowText(
  race: Pick<RaceCardResponse, 'offTime' | 'offTimeLocal' | 'courseName'>,
): string {
  return `${race.offTimeLocal} ${race.courseName}, ${meetingDay.format(new Date(race.offTime))}`;
}
