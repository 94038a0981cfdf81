import { useQuery } from '@tanstack/react-query';
import { racecardPath, type ProfileKind, type Subscription } from '@sl/contracts';
import { todayAndTomorrow } from './dates';
import { profileEntries, type ProfileEntry } from './racing-api';
import { Muted, Section } from './styles';
import { Unavailable } from './Unavailable';
import { Skeleton, Badge, DataTable, TextLink, type DataTableColumn } from '@sl/ui';

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
  const columns: Array<DataTableColumn<Run>> = [
    {
      key: 'runner',
      header: kind === 'horse' ? 'Horse' : 'Runner',
      isRowHeader: true,
      render: (run) => (kind === 'horse' ? run.horseName : `${run.horseName} (${run.followed})`),
    },
    {
      key: 'when',
      header: 'When',
      render: (run) => (
        <span>
          <Badge tone={run.meetingDate.slice(0, 10) === today ? 'accent' : 'neutral'}>
            {run.meetingDate.slice(0, 10) === today ? 'Today' : 'Tomorrow'}
          </Badge>{' '}
          <strong>{run.offTimeLocal}</strong>
        </span>
      ),
    },
    { key: 'course', header: 'Course', render: (run) => run.courseName },
    {
      key: 'race',
      header: 'Race',
      render: (run) => (
        <TextLink to={racecardPath(run.meetingDate, run.courseName, run.raceId, run.title)}>
          {run.title}
        </TextLink>
      ),
    },
  ];
  return (
    <Section aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{heading}</h2>
      {runs.isPending && (
        <div role="status" aria-label="Loading">
          <Skeleton lines={2} />
        </div>
      )}
      {runs.isError && <Unavailable onRetry={() => void runs.refetch()} />}
      {runs.data?.length === 0 && <Muted>{empty}</Muted>}
      {runs.data && runs.data.length > 0 && (
        <DataTable
          caption={heading}
          captionHidden
          columns={columns}
          rows={runs.data}
          rowKey={(run) => `${run.raceId}:${run.horseCode}`}
          collapse
        />
      )}
    </Section>
  );
}
