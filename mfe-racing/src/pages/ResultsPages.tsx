import { Link, useParams } from 'react-router';
import { londonDate, londonDateTime, racecardPath } from '@sl/contracts';
import { useFastResults, useGoing, useNonRunners, useResults } from '../api/queries';
import { dayLabel, shiftDay } from '../app/days';
import { ResultsList } from '../results/ResultsList';

const NO_RESULTS = 'There are no results to show at the moment.';

function Loading() {
  return <p aria-busy="true">Loading…</p>;
}
function Failed() {
  return <p role="alert">This could not be loaded. Please try again shortly.</p>;
}

/** /racing/fast-results: today's results as they come in, latest first, with when they were last fetched. */
export function FastResultsPage() {
  const { data, isPending, isError, dataUpdatedAt } = useFastResults();
  return (
    <>
      <h1>Fast results</h1>
      {data && dataUpdatedAt > 0 && (
        <p data-testid="fast-results-updated">
          Last updated{' '}
          <time dateTime={new Date(dataUpdatedAt).toISOString()}>{londonDateTime(dataUpdatedAt)}</time>
        </p>
      )}
      {isPending ? (
        <Loading />
      ) : isError ? (
        <Failed />
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
  const { data, isPending, isError } = useResults(date);
  return (
    <>
      <h1>Results</h1>
      <nav aria-label="Result days">
        <Link to={`/racing/results/${shiftDay(date, -1)}`}>Previous day</Link>
        {' | '}
        {date !== today && <Link to={`/racing/results/${shiftDay(date, 1)}`}>Next day</Link>}
      </nav>
      <h2>{dayLabel(date, today)}</h2>
      {isPending ? (
        <Loading />
      ) : isError ? (
        <Failed />
      ) : (
        <ResultsList results={data.results} empty={NO_RESULTS} />
      )}
    </>
  );
}

/** /racing/non-runners: today's entries that will not run. */
export function NonRunnersPage() {
  const today = londonDate();
  const { data, isPending, isError } = useNonRunners(today);
  return (
    <>
      <h1>Non-runners</h1>
      {isPending ? (
        <Loading />
      ) : isError ? (
        <Failed />
      ) : data.nonRunners.length === 0 ? (
        <p>There are no non-runners today.</p>
      ) : (
        <table>
          <caption>Today&apos;s non-runners</caption>
          <thead>
            <tr>
              <th scope="col">Race</th>
              <th scope="col">Horse</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {data.nonRunners.map((n) => (
              <tr key={`${n.raceId}-${n.horseCode}`} data-testid="non-runner">
                <td>
                  <Link to={racecardPath(n.meetingDate, n.courseName, n.raceId, n.title)}>
                    {n.offTimeLocal} {n.courseName}
                  </Link>
                </td>
                <td>{n.horseName}</td>
                <td>{n.statusDescription}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** /racing/going: today's going at each meeting. */
export function GoingPage() {
  const today = londonDate();
  const { data, isPending, isError } = useGoing(today);
  return (
    <>
      <h1>Going</h1>
      {isPending ? (
        <Loading />
      ) : isError ? (
        <Failed />
      ) : (
        <table>
          <caption>Going at today&apos;s meetings</caption>
          <thead>
            <tr>
              <th scope="col">Course</th>
              <th scope="col">Going</th>
            </tr>
          </thead>
          <tbody>
            {data.meetings.map((m) => (
              <tr key={m.meetingId}>
                <td>
                  {m.courseName} ({m.countryCode})
                </td>
                <td>{m.going}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
