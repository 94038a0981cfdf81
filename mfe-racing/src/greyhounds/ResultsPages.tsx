import { useNavigate, useParams } from '@sl/contracts/routing';
import { isRacingDay, londonDate, londonDateTime } from '@sl/contracts';
import { dayLabel } from '../app/days';
import { useGreyhoundResults } from './api';
import { DayNav } from './DayNav';
import { ResultsByTrack } from './ResultsByTrack';
import { LatestResults } from './LatestResults';
import { GreyhoundResultsList } from './ResultsList';
import { GreyhoundNotFound } from './NotFound';
import { Failed } from './States';
import { LoadingBlock } from '@sl/ui';

/**
 * /greyhounds/fast-results: today's finished races, latest first, refreshed while the page is open; before the
 * first has finished, the latest earlier day's.
 */
export function GreyhoundFastResultsPage() {
  const today = londonDate();
  const { data, isPending, isError, dataUpdatedAt } = useGreyhoundResults(today);
  return (
    <>
      <h1>Greyhound fast results</h1>
      {data && dataUpdatedAt > 0 && (
        <p data-testid="fast-results-updated">
          Last updated{' '}
          <time dateTime={new Date(dataUpdatedAt).toISOString()}>{londonDateTime(dataUpdatedAt)}</time>
        </p>
      )}
      {isPending ? (
        <LoadingBlock />
      ) : isError ? (
        <Failed />
      ) : data.results.length === 0 && data.latest ? (
        <>
          <p>No greyhound race has finished yet today. Results appear here a minute after each race.</p>
          <LatestResults latest={data.latest}>
            <GreyhoundResultsList
              date={data.latest.date}
              results={data.latest.results}
              limit={20}
              level={3}
              empty=""
            />
          </LatestResults>
        </>
      ) : (
        <GreyhoundResultsList
          date={today}
          results={data.results}
          limit={20}
          level={2}
          empty="No greyhound races have finished yet today. Results appear here a minute after each race."
        />
      )}
    </>
  );
}

/** /greyhounds/results and /greyhounds/results/{date}: a day's results, latest first. */
export function GreyhoundResultsPage() {
  const today = londonDate();
  const navigate = useNavigate();
  const { date: param } = useParams();
  // An address that is no day is no page (the service answers it 404 too).
  const valid = param === undefined || isRacingDay(param);
  const date = valid ? (param ?? today) : today;
  const { data, isPending, isError } = useGreyhoundResults(date, valid);
  if (!valid) return <GreyhoundNotFound />;
  const pathFor = (day: string) => (day === today ? '/greyhounds/results' : `/greyhounds/results/${day}`);
  return (
    <>
      <h1>Greyhound results</h1>
      <DayNav
        date={date}
        today={today}
        lastDay={today}
        label="Result days"
        pathFor={pathFor}
        onPick={(day) => void navigate(pathFor(day))}
      />
      <h2>{dayLabel(date, today)}</h2>
      {isPending ? (
        <LoadingBlock />
      ) : isError ? (
        <Failed />
      ) : data.results.length > 0 ? (
        <ResultsByTrack date={date} results={data.results} />
      ) : date === today && data.latest ? (
        <>
          <p>No greyhound races have finished yet today.</p>
          <LatestResults latest={data.latest}>
            <ResultsByTrack date={data.latest.date} results={data.latest.results} />
          </LatestResults>
        </>
      ) : (
        <p>
          {date > today
            ? 'Results appear here once the races are run.'
            : date === today
              ? 'No greyhound races have finished yet today.'
              : 'There were no greyhound races on this day.'}
        </p>
      )}
    </>
  );
}
