import { useQuery } from '@tanstack/react-query';
import { isFinished, isOngoing, matchPath, type FootballMatch, type Subscription } from '@sl/contracts';
import { matchById } from './football-api';
import { List, Muted, Section } from './styles';
import { Unavailable } from './Unavailable';
import { Badge, Skeleton, TextLink, type BadgeTone } from '@sl/ui';

function liveState(match: FootballMatch): string {
  const score = `${match.homeGoals}-${match.awayGoals}`;
  if (isOngoing(match.state)) return `Live ${match.clock} ${score}`.replace(/\s+/g, ' ');
  if (isFinished(match.state)) return `FT ${score}`;
  if (match.state === 'ABANDONED') return 'Abandoned';
  return `Kick-off ${match.match_date} ${match.match_time}`;
}

function stateTone(match: FootballMatch): BadgeTone {
  if (isOngoing(match.state)) return 'negative';
  if (isFinished(match.state)) return 'neutral';
  return 'info';
}

/** Followed matches with their live state (the shell's query defaults refetch every 60 s). */
export function MatchesNext({ follows }: { follows: Subscription[] }) {
  const ids = follows.map((f) => f.subscription_id).sort();
  const matches = useQuery({
    queryKey: ['account', 'my-stable', 'match', ids],
    queryFn: async () => {
      const found = await Promise.all(ids.map((id) => matchById(id)));
      return found
        .filter((m): m is FootballMatch => m !== null)
        .sort((a, b) => `${a.match_date}${a.match_time}`.localeCompare(`${b.match_date}${b.match_time}`));
    },
  });
  return (
    <Section aria-labelledby="my-stable-next-match" data-testid="my-stable-next-match">
      <h2 id="my-stable-next-match">Your matches</h2>
      {matches.isPending && (
        <div role="status" aria-label="Loading">
          <Skeleton lines={2} />
        </div>
      )}
      {matches.isError && <Unavailable onRetry={() => void matches.refetch()} />}
      {matches.data?.length === 0 && <Muted>None of your matches is on the fixtures any more.</Muted>}
      {matches.data && matches.data.length > 0 && (
        <List>
          {matches.data.map((m) => {
            const home = m.team_score_a.team.name;
            const away = m.team_score_b.team.name;
            return (
              <li key={m.match_reference.id}>
                <TextLink to={matchPath(m.match_reference.id, home, away)}>
                  {home} v {away}
                </TextLink>
                <Badge tone={stateTone(m)}>{liveState(m)}</Badge>
              </li>
            );
          })}
        </List>
      )}
    </Section>
  );
}
