import { Link, useParams } from '@sl/contracts/routing';
import styled from 'styled-components';
import { londonDate, racecardPath } from '@sl/contracts';
import { dayLabel, shiftDay } from '../app/days';
import { RaceResultTable } from '../racecard/RaceResult';
import { useReplay } from './api';
import { FinishAnimation } from './FinishAnimation';
import { color, EmptyState, ErrorState, LoadingBlock } from '@sl/ui';

const Facts = styled.p`
  color: ${color.muted};
`;

/** /racing/replays/{raceId}/{slug}: a finished race's result and its finish drawn from the result. */
export function ReplayPage() {
  const { raceId = '' } = useParams();
  const valid = /^\d{1,15}$/.test(raceId);
  // isFetching is read only where it is used: read here, every poll rendered the page twice (RaceCardPage).
  const query = useReplay(raceId);
  const { data, isPending, isError } = query;
  if (valid && isPending) return <LoadingBlock label="Loading the replay…" />;
  if (!valid || !data)
    return (
      <>
        <h1>Replay not found</h1>
        {isError ? (
          <ErrorState
            title="This replay could not be loaded. Please try again shortly."
            onRetry={query.isFetching ? undefined : () => void query.refetch()}
          />
        ) : (
          <EmptyState
            icon="replays"
            title="There is no replay of this race: it may not have been run yet, or it is more than a week old."
          />
        )}
        <p>
          <Link to="/racing/replays">All replays</Link>
        </p>
      </>
    );
  const today = londonDate();
  const winner = data.finish[0];
  const summary = winner
    ? `Drawn replay of the finish of the ${data.offTimeLocal} at ${data.courseName}: ${data.commentary[0] ?? ''}`
    : `Drawn replay of the ${data.offTimeLocal} at ${data.courseName}`;
  return (
    <>
      <h1>
        {data.offTimeLocal} {data.courseName}: replay
      </h1>
      <h2>{data.title}</h2>
      <Facts>
        {dayLabel(data.meetingDate, today)} · {data.distance} · {data.going}
        {data.raceClass ? ` · Class ${data.raceClass}` : ''} · {data.prize} to the winner
      </Facts>
      <FinishAnimation finish={data.finish} silks={data.silks} jumps={data.jumps} summary={summary} />
      <section aria-labelledby="replay-commentary">
        <h2 id="replay-commentary">How they finished</h2>
        <ol data-testid="replay-commentary">
          {data.commentary.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="replay-result">
        <h2 id="replay-result">Result</h2>
        <RaceResultTable result={data.result} caption={data.title} />
      </section>
      <p>
        {/* The feed keeps race cards from yesterday on; older replays come from the racing world alone. */}
        {data.meetingDate >= shiftDay(today, -1) && (
          <>
            <Link to={racecardPath(data.meetingDate, data.courseName, data.raceId, data.title)}>
              Race card
            </Link>
            {' · '}
          </>
        )}
        <Link to={data.meetingDate === today ? '/racing/replays' : `/racing/replays/on/${data.meetingDate}`}>
          More replays: {dayLabel(data.meetingDate, today)}
        </Link>
      </p>
    </>
  );
}
