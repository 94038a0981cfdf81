import { Link, useParams, useSearchParams } from 'react-router';
import {
  FOOTBALL_EMPTY,
  isFinished,
  isOngoing,
  leagueTablePath,
  londonDate,
  usePreferences,
} from '@sl/contracts';
import { useCompetitions, useMonth } from '../api/queries';
import { ByCompetition, ByDay } from '../matches/MatchGroups';
import { NotFound } from './NotFound';

const monthShift = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};

/** /football/fixtures-results/competitions/{slug}/{id}: a month of fixtures (by day) and results (newest first). */
export function CompetitionPage() {
  const { id } = useParams();
  const competitionId = Number(id);
  const [params] = useSearchParams();
  const requested = params.get('month');
  const month = requested && /^\d{4}-(0[1-9]|1[0-2])$/.test(requested) ? requested : londonDate().slice(0, 7);
  const competitions = useCompetitions();
  const { data, isPending, isError } = useMonth(month, competitionId);
  const showScorers = usePreferences((s) => s.footballShowScorers);
  const competition = competitions.data?.find((c) => c.id === competitionId);
  if (!Number.isInteger(competitionId) || (competitions.data && !competition)) return <NotFound />;
  const matches = data?.matches ?? [];
  const live = matches.filter((m) => isOngoing(m.state));
  const fixtures = matches.filter((m) => m.state === 'PREMATCH');
  const results = matches.filter((m) => isFinished(m.state));
  const abandoned = matches.filter((m) => m.state === 'ABANDONED');
  return (
    <>
      <h1>{competition?.name ?? 'Competition'} fixtures and results</h1>
      <nav aria-label="Choose a month">
        <Link to={`?month=${monthShift(month, -1)}`}>Previous month</Link> · <strong>{month}</strong> ·{' '}
        <Link to={`?month=${monthShift(month, 1)}`}>Next month</Link>
        {competition?.hasTable && (
          <>
            {' '}
            · <Link to={leagueTablePath(competition.name, competition.id)}>Table</Link>
          </>
        )}
      </nav>
      {isPending && <p aria-busy="true">Loading…</p>}
      {isError && <p role="alert">{FOOTBALL_EMPTY.competition}</p>}
      {data && matches.length === 0 && <p>{FOOTBALL_EMPTY.monthAny}</p>}
      {data && matches.length > 0 && (
        <>
          {live.length > 0 && (
            <>
              <h2>Live</h2>
              <ByCompetition matches={live} showScorers={showScorers} />
            </>
          )}
          <h2>Fixtures</h2>
          {fixtures.length ? (
            <ByDay matches={fixtures} order="fixtures" />
          ) : (
            <p>{FOOTBALL_EMPTY.monthFixtures}</p>
          )}
          <h2>Results</h2>
          {results.length ? (
            <ByDay matches={results} order="results" showScorers={showScorers} />
          ) : (
            <p>{FOOTBALL_EMPTY.monthResults}</p>
          )}
          {abandoned.length > 0 && (
            <>
              <h2>Abandoned</h2>
              <ByDay matches={abandoned} order="results" showScorers={showScorers} />
            </>
          )}
        </>
      )}
    </>
  );
}
