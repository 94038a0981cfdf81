import { MeetingsList } from './MeetingsList';
import { londonDate } from '@sl/contracts';
import { useRacecards } from './useRacecards';

export function TodaysMeetings() {
  const date = londonDate();
  const { data, isPending, isError } = useRacecards(date);
  if (isPending) return <p aria-busy="true">Loading today&apos;s meetings…</p>;
  if (isError)
    return <p role="alert">Today&apos;s meetings could not be loaded. Please try again shortly.</p>;
  return <MeetingsList meetings={data.meetings} />;
}
