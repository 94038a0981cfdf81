import { useParams } from '@sl/contracts/routing';
import { ErrorState, Skeleton, TextLink, space } from '@sl/ui';
import styled from 'styled-components';
import { RaceCardView } from './RaceCardView';
import { useRaceCard } from './useRaceCard';

const Loading = styled.div`
  display: grid;
  gap: ${space.md};
`;

/** /racing/racecards/{date}/{course}/racecard/{raceId}/{race-slug} */
export function RaceCardPage() {
  const { raceId = '' } = useParams();
  const valid = /^\d{1,15}$/.test(raceId);
  // Read field by field, not destructured: React Query renders a page again only for the fields it read, and a
  // refetch that brings the same card (the live stream opening, a poll) changes isFetching twice. Read up here, it
  // rendered the whole card twice for nothing.
  const query = useRaceCard(raceId, valid);
  const { data, isPending } = query;
  if (valid && isPending)
    return (
      <Loading role="status" aria-busy="true" aria-label="Loading the race card">
        <Skeleton height={space.xxl} width="60%" />
        <Skeleton lines={6} />
      </Loading>
    );
  if (!valid || !data)
    return (
      <>
        <h1>Race card not available</h1>
        <ErrorState
          title="This race card could not be loaded."
          onRetry={valid && !query.isFetching ? () => void query.refetch() : undefined}
        >
          <TextLink to="/racing/racecards">Back to racecards</TextLink>
        </ErrorState>
      </>
    );
  return <RaceCardView race={data} />;
}
