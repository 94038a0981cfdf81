import { useParams } from '@sl/contracts/routing';
import styled from 'styled-components';
import { ErrorState, LoadingBlock, NavTabs, fontSize, space } from '@sl/ui';
import { londonDate } from '@sl/contracts';
import { dayLabel, racingDays } from '../app/days';
import { MeetingsList } from './MeetingsList';
import { useRacecards } from './useRacecards';

const Day = styled.h2`
  margin: ${space.lg} 0 ${space.md};
  font-size: ${fontSize.xl};
`;

const dayPath = (day: string, today: string) =>
  day === today ? '/racing/racecards' : `/racing/racecards/${day}`;

/** Short tab names: a phone fits five days across without the strip scrolling far. */
function tabLabel(day: string, today: string): string {
  if (racingDays(today).indexOf(day) <= 2) return dayLabel(day, today);
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** /racing/racecards (today) and /racing/racecards/{date}: the day's meetings, every race and how it stands. */
export function RacecardsPage() {
  const today = londonDate();
  const { date: param } = useParams();
  const date = param && /^\d{4}-\d{2}-\d{2}$/.test(param) ? param : today;
  const { data, isPending, isError, refetch } = useRacecards(date);
  return (
    <>
      <h1>Racecards</h1>
      <NavTabs
        label="Racecard days"
        items={racingDays(today).map((day) => ({
          to: dayPath(day, today),
          label: tabLabel(day, today),
          end: true,
        }))}
      />
      <Day>{dayLabel(date, today)}</Day>
      {isPending ? (
        <LoadingBlock label="Loading meetings" lines={6} />
      ) : isError ? (
        <ErrorState title="The meetings could not be loaded." onRetry={() => void refetch()}>
          Please try again shortly.
        </ErrorState>
      ) : (
        <MeetingsList meetings={data.meetings} emptyText="There are no meetings on this day." />
      )}
    </>
  );
}
