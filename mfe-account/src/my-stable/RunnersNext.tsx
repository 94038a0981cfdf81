import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { racecardPath, type Subscription } from '@sl/contracts';
import { todayAndTomorrow } from './dates';
import { profileEntries, type ProfileEntry, type ProfileKind } from './racing-api';
import { List, Muted, Section } from './styles';

interface Props {
  kind: ProfileKind;
  follows: Subscription[];
  heading: string;
  empty: string;
}

interface Run extends ProfileEntry {
  followed: string;
}

/** Today's and tomorrow's races for followed horses (runs), jockeys (rides) or trainers (runners). */
export function RunnersNext({ kind, follows, heading, empty }: Props) {
  const { today, tomorrow } = todayAndTomorrow();
  const codes = follows.map((f) => f.subscription_id).sort();
  const runs = useQuery({
    queryKey: ['account', 'my-stable', kind, codes, today],
    queryFn: async (): Promise<Run[]> => {
      const lists = await Promise.all(
        follows.map(async (f) =>
          (await profileEntries(kind, f.subscription_id)).map((e) => ({ ...e, followed: f.display_text })),
        ),
      );
      const seen = new Set<string>();
      return lists
        .flat()
        .filter((e) => {
          const day = e.meetingDate.slice(0, 10);
          const key = `${e.raceId}:${e.horseCode}`;
          if ((day !== today && day !== tomorrow) || seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .sort((a, b) =>
          `${a.meetingDate}${a.offTimeLocal}`.localeCompare(`${b.meetingDate}${b.offTimeLocal}`),
        );
    },
  });
  const id = `my-stable-next-${kind}`;
  return (
    <Section aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{heading}</h2>
      {runs.isPending && <Muted role="status">Loading…</Muted>}
      {runs.isError && <Muted>This is unavailable right now. Please try again shortly.</Muted>}
      {runs.data?.length === 0 && <Muted>{empty}</Muted>}
      {runs.data && runs.data.length > 0 && (
        <List>
          {runs.data.map((run) => (
            <li key={`${run.raceId}:${run.horseCode}`}>
              <span>
                <strong>{run.meetingDate.slice(0, 10) === today ? 'Today' : 'Tomorrow'}</strong>{' '}
                {run.offTimeLocal} {run.courseName}:{' '}
                <Link to={racecardPath(run.meetingDate, run.courseName, run.raceId, run.title)}>
                  {run.title}
                </Link>
              </span>
              <span>{kind === 'horse' ? run.horseName : `${run.horseName} (${run.followed})`}</span>
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}
