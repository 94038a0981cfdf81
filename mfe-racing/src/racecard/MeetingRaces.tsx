import { racecardPath, type RaceCardResponse } from '@sl/contracts';
import { NavTabs } from '@sl/ui';
import { useRacecards } from '../racecards/useRacecards';

/**
 * The meeting's races as tabs by off time, the current one marked (aria-current) by the router: a punter moves
 * along the card without going back to the racecards list.
 */
export function MeetingRaces({ race }: { race: RaceCardResponse }) {
  const date = race.meetingDate.slice(0, 10);
  const { data } = useRacecards(date);
  const meeting = data?.meetings.find((m) => m.meetingId === race.meetingId);
  if (!meeting || meeting.races.length < 2) return null;
  return (
    <NavTabs
      label={`Races at ${race.courseName}`}
      items={meeting.races.map((r) => ({
        to: racecardPath(date, meeting.courseName, r.raceId, r.title),
        label: r.offTimeLocal,
      }))}
    />
  );
}
