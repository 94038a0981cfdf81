import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { greyhoundRacePath, londonDate, type GreyhoundMeeting } from '@sl/contracts';
import { useGreyhoundMeetings, useGreyhoundResults } from './api';
import { metres } from './format';
import { GreyhoundResultsList } from './ResultsList';
import { Failed } from './States';
import { size, borderWidth, color, fontSize, radius, space, LoadingBlock } from '@sl/ui';

const Links = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm} ${space.lg};
  padding: 0;
`;

const Tracks = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${size.cardMin}), 1fr));
  gap: ${space.sm};

  li {
    background: ${color.surface};
    border: ${borderWidth.hairline} solid ${color.border};
    border-radius: ${radius.md};
    padding: ${space.sm} ${space.md};
  }
  h3 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.md};
  }
  p {
    margin: 0;
    font-size: ${fontSize.sm};
  }
`;

/** Each of today's meetings with its next race to run (or that racing is over there). */
function TodaysTracks({ meetings }: { meetings: GreyhoundMeeting[] }) {
  if (meetings.length === 0) return <p>There are no greyhound meetings today.</p>;
  return (
    <Tracks aria-label="Today's meetings">
      {meetings.map((m) => {
        const next = m.races.find((r) => !r.resulted);
        return (
          <li key={m.meetingId} data-testid="greyhound-meeting">
            <h3>{m.trackName}</h3>
            <p>
              {next ? (
                <>
                  Next:{' '}
                  <Link to={greyhoundRacePath(m.date, m.trackId, next.raceId)}>
                    {next.offTimeLocal} race {next.raceNumber}
                  </Link>{' '}
                  ({next.grade}, {metres(next.distance)})
                </>
              ) : (
                <>Racing is over: {m.races.length} races run.</>
              )}
            </p>
          </li>
        );
      })}
    </Tracks>
  );
}

/** /greyhounds: today's meetings and the latest results. */
export function GreyhoundHubPage() {
  const today = londonDate();
  const meetings = useGreyhoundMeetings(today);
  const results = useGreyhoundResults(today);
  return (
    <>
      <h1>Greyhounds</h1>
      <nav aria-label="Greyhound pages">
        <Links>
          <li>
            <Link to="/greyhounds/racecards">Racecards</Link>
          </li>
          <li>
            <Link to="/greyhounds/fast-results">Fast results</Link>
          </li>
          <li>
            <Link to="/greyhounds/results">Results</Link>
          </li>
        </Links>
      </nav>
      <h2>Today&apos;s meetings</h2>
      {meetings.isPending ? (
        <LoadingBlock />
      ) : meetings.isError ? (
        <Failed />
      ) : (
        <TodaysTracks meetings={meetings.data.meetings} />
      )}
      <h2>Latest results</h2>
      {results.isPending ? (
        <LoadingBlock />
      ) : results.isError ? (
        <Failed />
      ) : (
        <GreyhoundResultsList
          date={today}
          results={results.data.results}
          limit={3}
          empty="No greyhound races have finished yet today."
        />
      )}
      <p>
        <Link to="/greyhounds/fast-results">All of today&apos;s results</Link>
      </p>
    </>
  );
}
