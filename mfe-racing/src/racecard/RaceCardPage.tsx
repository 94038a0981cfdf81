import { Link, useParams } from 'react-router';
import { RaceCardView } from './RaceCardView';
import { useRaceCard } from './useRaceCard';

/** /racing/racecards/{date}/{course}/racecard/{raceId}/{race-slug} */
export function RaceCardPage() {
  const { raceId = '' } = useParams();
  const valid = /^\d{1,15}$/.test(raceId);
  const { data, isPending, isFetching, refetch } = useRaceCard(raceId, valid);
  if (valid && isPending) return <p aria-busy="true">Loading the race card…</p>;
  if (!valid || !data)
    return (
      <>
        <h1>Race card not available</h1>
        <p role="alert">This race card could not be loaded.</p>
        {valid && (
          <button type="button" onClick={() => void refetch()} disabled={isFetching}>
            Try again
          </button>
        )}{' '}
        <Link to="/racing/racecards">Back to racecards</Link>
      </>
    );
  return <RaceCardView race={data} />;
}
