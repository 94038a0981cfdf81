import { Link, useParams } from 'react-router';
import { RaceCardView } from './RaceCardView';
import { useRaceCard } from './useRaceCard';

/** /racing/racecards/{date}/{course}/racecard/{raceId}/{race-slug} */
export function RaceCardPage() {
  const { raceId = '' } = useParams();
  const valid = /^\d{1,15}$/.test(raceId);
  const { data, isPending, isError } = useRaceCard(valid ? raceId : '0');
  if (!valid || isError)
    return (
      <>
        <h1>Race not found</h1>
        <p role="alert">This race card could not be loaded.</p>
        <Link to="/racing/racecards">Back to racecards</Link>
      </>
    );
  if (isPending) return <p aria-busy="true">Loading the race card…</p>;
  return <RaceCardView race={data} />;
}
