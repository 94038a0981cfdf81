import { useParams } from '@sl/contracts/routing';
import styled from 'styled-components';
import {
  ButtonLink,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingBlock,
  TextLink,
  color,
  fontSize,
  space,
  type DataTableColumn,
} from '@sl/ui';
import { londonDate, londonDateTime, racecardPath, type MeetingGoing, type NonRunner } from '@sl/contracts';
import { type ResultsDay } from '@sl/contracts/race-history';
import { useFastResults, useGoing, useNonRunners, useResults } from '../api/queries';
import { dayLabel, shiftDay } from '../app/days';
import { ResultsList } from '../results/ResultsList';

const NO_RESULTS = 'There are no results to show at the moment.';

const Day = styled.h2`
  margin: ${space.lg} 0 ${space.md};
  font-size: ${fontSize.xl};
`;

const DayNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: ${space.sm} 0;
`;

const Updated = styled.p`
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

function Loading() {
  return <LoadingBlock lines={6} />;
}

function Failed({ retry }: { retry: () => void }) {
  return (
    <ErrorState title="This could not be loaded." onRetry={retry}>
      Please try again shortly.
    </ErrorState>
  );
}

/**
 * Before the first race of the day the service sends the latest racing day too: the page says nothing has finished
 * yet today and shows that day, as a punter checking last night's winners at breakfast expects.
 */
function LatestDay({ latest, today }: { latest: ResultsDay; today: string }) {
  return (
    <section aria-labelledby="latest-day">
      <Day id="latest-day">Latest results: {dayLabel(latest.date, today)}</Day>
      <p>
        <TextLink to={`/racing/results/${latest.date}`}>
          All results for {dayLabel(latest.date, today)}
        </TextLink>
      </p>
      <ResultsList results={latest.results} empty={NO_RESULTS} />
    </section>
  );
}

const NOTHING_YET = 'No race has finished yet today.';

/** /racing/fast-results: today's results as they come in, latest first, with when they were last fetched. */
export function FastResultsPage() {
  const { data, isPending, isError, dataUpdatedAt, refetch } = useFastResults();
  return (
    <>
      <h1>Fast results</h1>
      {data && dataUpdatedAt > 0 && (
        <Updated data-testid="fast-results-updated">
          Last updated{' '}
          <time dateTime={new Date(dataUpdatedAt).toISOString()}>{londonDateTime(dataUpdatedAt)}</time>
        </Updated>
      )}
      <Day>Latest first</Day>
      {isPending ? (
        <Loading />
      ) : isError ? (
        <Failed retry={() => void refetch()} />
      ) : data.results.length === 0 && data.latest ? (
        <>
          <EmptyState icon="racing" title={NOTHING_YET} />
          <LatestDay latest={data.latest} today={data.date} />
        </>
      ) : (
        <ResultsList results={data.results} empty={NO_RESULTS} />
      )}
    </>
  );
}

/** /racing/results and /racing/results/{date}. */
export function ResultsPage() {
  const today = londonDate();
  const { date: param } = useParams();
  const date = param && /^\d{4}-\d{2}-\d{2}$/.test(param) ? param : today;
  const { data, isPending, isError, refetch } = useResults(date);
  const isToday = date === today;
  // Today's page before the first result: the fast-results answer carries the latest racing day to show instead.
  const fast = useFastResults();
  const latest = isToday && data?.results.length === 0 ? fast.data?.latest : undefined;
  return (
    <>
      <h1>Results</h1>
      <DayNav aria-label="Result days">
        <ButtonLink variant="secondary" size="sm" to={`/racing/results/${shiftDay(date, -1)}`}>
          Previous day
        </ButtonLink>
        {date < today && (
          <ButtonLink variant="secondary" size="sm" to={`/racing/results/${shiftDay(date, 1)}`}>
            Next day
          </ButtonLink>
        )}
      </DayNav>
      <Day>{dayLabel(date, today)}</Day>
      {isPending ? (
        <Loading />
      ) : isError ? (
        <Failed retry={() => void refetch()} />
      ) : latest ? (
        <>
          <EmptyState icon="racing" title={NOTHING_YET} />
          <LatestDay latest={latest} today={today} />
        </>
      ) : (
        <ResultsList results={data.results} empty={NO_RESULTS} />
      )}
    </>
  );
}

const NON_RUNNER_COLUMNS: DataTableColumn<NonRunner>[] = [
  {
    key: 'race',
    header: 'Race',
    render: (n) => (
      <TextLink
        data-testid="non-runner-race"
        to={racecardPath(n.meetingDate, n.courseName, n.raceId, n.title)}
      >
        {n.offTimeLocal} {n.courseName}
      </TextLink>
    ),
  },
  { key: 'horse', header: 'Horse', render: (n) => <span data-testid="non-runner-horse">{n.horseName}</span> },
  { key: 'status', header: 'Status', render: (n) => n.statusDescription },
];

/** /racing/non-runners: today's entries that will not run. */
export function NonRunnersPage() {
  const today = londonDate();
  const { data, isPending, isError, refetch } = useNonRunners(today);
  return (
    <>
      <h1>Non-runners</h1>
      {isPending ? (
        <Loading />
      ) : isError ? (
        <Failed retry={() => void refetch()} />
      ) : data.nonRunners.length === 0 ? (
        <EmptyState icon="racing" title="There are no non-runners today." />
      ) : (
        <DataTable
          caption="Today's non-runners"
          columns={NON_RUNNER_COLUMNS}
          rows={data.nonRunners}
          rowKey={(n) => `${n.raceId}-${n.horseCode}`}
          collapse
        />
      )}
    </>
  );
}

const GOING_COLUMNS: DataTableColumn<MeetingGoing>[] = [
  {
    key: 'course',
    header: 'Course',
    isRowHeader: true,
    render: (m) => `${m.courseName} (${m.countryCode})`,
  },
  { key: 'going', header: 'Going', render: (m) => m.going },
  {
    key: 'surface',
    header: 'Surface',
    // All-weather goings are Standard, Slow or Fast; turf goings never use those words.
    render: (m) => (/\b(standard|slow|fast)\b/i.test(m.going) ? 'All Weather' : 'Turf'),
  },
];

/** /racing/going: today's going at each meeting. */
export function GoingPage() {
  const today = londonDate();
  const { data, isPending, isError, refetch } = useGoing(today);
  return (
    <>
      <h1>Going</h1>
      {isPending ? (
        <Loading />
      ) : isError ? (
        <Failed retry={() => void refetch()} />
      ) : (
        <DataTable
          caption="Going at today's meetings"
          columns={GOING_COLUMNS}
          rows={data.meetings}
          rowKey={(m) => String(m.meetingId)}
          empty="There are no meetings today."
        />
      )}
    </>
  );
}
