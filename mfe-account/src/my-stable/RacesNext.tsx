import { useQuery } from '@tanstack/react-query';
import { racecardPath, type Subscription } from '@sl/contracts';
import { raceSummary, type RaceSummary } from './racing-api';
import { List, Muted, Section } from './styles';
import { Unavailable } from './Unavailable';
import { Badge, Skeleton, TextLink } from '@sl/ui';

const FINISHED = new Set(['WEIGHEDIN', 'RESULT', 'FINISHED']);

/** Followed races: when they are off, or that they have a result. */
export function RacesNext({ follows }: { follows: Subscription[] }) {
  const ids = follows.map((f) => f.subscription_id).sort();
  const races = useQuery({
    queryKey: ['account', 'my-stable', 'race', ids],
    queryFn: async () => {
      const found = await Promise.all(ids.map((id) => raceSummary(id)));
      return found
        .filter((r): r is RaceSummary => r !== null)
        .sort((a, b) => a.offTime.localeCompare(b.offTime));
    },
  });
  return (
    <Section aria-labelledby="my-stable-next-race" data-testid="my-stable-next-race">
      <h2 id="my-stable-next-race">Your races</h2>
      {races.isPending && (
        <div role="status" aria-label="Loading">
          <Skeleton lines={2} />
        </div>
      )}
      {races.isError && <Unavailable onRetry={() => void races.refetch()} />}
      {races.data?.length === 0 && <Muted>None of your races is on the racecards any more.</Muted>}
      {races.data && races.data.length > 0 && (
        <List>
          {races.data.map((race) => (
            <li key={race.raceId}>
              <span>
                <span className="when">
                  {race.meetingDate.slice(0, 10)} {race.offTimeLocal} {race.courseName}
                </span>
                <br />
                <TextLink to={racecardPath(race.meetingDate, race.courseName, race.raceId, race.title)}>
                  {race.title}
                </TextLink>
              </span>
              {race.state && FINISHED.has(race.state) ? (
                <Badge tone="positive">Result</Badge>
              ) : (
                <Badge>Off {race.offTimeLocal}</Badge>
              )}
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}
