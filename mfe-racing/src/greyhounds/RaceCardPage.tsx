import { Link, useParams } from '@sl/contracts/routing';
import { greyhoundRacePath, londonDate, isHttpError } from '@sl/contracts';
import { dayLabel } from '../app/days';
import { useGreyhoundRace } from './api';
import { metres, raceTime, SESSION_LABELS, TRIP_LABELS } from './format';
import { ResultTable } from './ResultTable';
import { RunnerList } from './RunnerList';
import { Failed } from './States';
import { LoadingBlock } from '@sl/ui';

/** /greyhounds/racecards/{date}/{track}/{raceId}: the six traps and, once the race is run, its result. */
export function GreyhoundRaceCardPage() {
  const { raceId = '', date = '', track = '' } = useParams();
  const { data, isPending, isError, error } = useGreyhoundRace(raceId);
  if (isPending) return <LoadingBlock />;
  if (isError) {
    const missing = isHttpError(error) && (error.response?.status === 404 || error.response?.status === 400);
    return missing ? (
      <>
        <h1>Race not found</h1>
        <p>
          There is no greyhound race at this address.{' '}
          <Link to="/greyhounds/racecards">Today&apos;s racecards</Link>
        </p>
      </>
    ) : (
      <Failed />
    );
  }
  const race = data.race;
  if (race.date !== date || race.trackId !== track)
    return (
      <>
        <h1>Race not found</h1>
        <p>
          This race is at{' '}
          <Link to={greyhoundRacePath(race.date, race.trackId, race.raceId)}>its own address</Link>.
        </p>
      </>
    );
  const today = londonDate();
  return (
    <article>
      <nav aria-label="Breadcrumb">
        <Link to={race.date === today ? '/greyhounds/racecards' : `/greyhounds/racecards/${race.date}`}>
          Greyhound racecards
        </Link>{' '}
        › {race.trackName}
      </nav>
      <h1>
        {race.offTimeLocal} {race.trackName} <small>Race {race.raceNumber}</small>
      </h1>
      <p data-testid="greyhound-race-facts">
        Grade {race.grade} · {metres(race.distance)} ({TRIP_LABELS[race.trip]}) · {dayLabel(race.date, today)}{' '}
        · {SESSION_LABELS[race.session].replace(' meetings', ' meeting')}
      </p>
      {race.result && (
        <section aria-labelledby="greyhound-result-heading">
          <h2 id="greyhound-result-heading">Result</h2>
          <p>Winning time {raceTime(race.result.winningTime)} seconds</p>
          <ResultTable result={race.result} caption={`${race.offTimeLocal} ${race.trackName} result`} />
        </section>
      )}
      <section aria-labelledby="greyhound-runners-heading">
        <h2 id="greyhound-runners-heading">Runners</h2>
        <RunnerList runners={race.runners} />
      </section>
    </article>
  );
}
