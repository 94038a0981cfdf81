import { ErrorState, LoadingBlock } from '@sl/ui';
import { londonDate } from '@sl/contracts';
import { MeetingsList } from './MeetingsList';
import { useRacecards } from './useRacecards';

export function TodaysMeetings() {
  const date = londonDate();
  const { data, isPending, isError, refetch } = useRacecards(date);
  if (isPending) return <LoadingBlock label="Loading today's meetings" lines={4} />;
  if (isError)
    return (
      <ErrorState title="Today's meetings could not be loaded." onRetry={() => void refetch()}>
        Please try again shortly.
      </ErrorState>
    );
  return <MeetingsList meetings={data.meetings} />;
}
