import { useParams, useSearchParams } from '@sl/contracts/routing';
import styled from 'styled-components';
import { EmptyState, ErrorState, NavTabs, LoadingBlock, space } from '@sl/ui';
import {
  FOOTBALL_EMPTY,
  competitionFixturesPath,
  isFinished,
  isOngoing,
  leagueTablePath,
  londonDate,
  usePreferences,
} from '@sl/contracts';
import { useCompetitions, useMonth } from '../api/queries';
import { ByCompetition, ByDay } from '../matches/MatchGroups';
import { StepNav } from '../matches/StepNav';
import { NotFound } from './NotFound';

const monthShift = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const Tabs = styled(NavTabs)`
  margin-bottom: ${space.lg};
`;

const Part = styled.section`
  margin-top: ${space.lg};
`;

/** /football/fixtures-results/competitions/{slug}/{id}: a month of fixtures (by day) and results (newest first). */
export function CompetitionPage() {
  const { id } = useParams();
  const competitionId = Number(id);
  const [params] = useSearchParams();
  const requested = params.get('month');
  const month = requested && /^\d{4}-(0[1-9]|1[0-2])$/.test(requested) ? requested : londonDate().slice(0, 7);
  const competitions = useCompetitions();
  const { data, isPending, isError, refetch } = useMonth(month, competitionId);
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
      {competition?.hasTable && (
        <Tabs
          label={`${competition.name} pages`}
          items={[
            { to: competitionFixturesPath(competition.name, competition.id), label: 'Fixtures and results' },
            { to: leagueTablePath(competition.name, competition.id), label: 'Table' },
          ]}
        />
      )}
      <StepNav
        label="Choose a month"
        previous={{ to: `?month=${monthShift(month, -1)}`, label: 'Previous month' }}
        next={{ to: `?month=${monthShift(month, 1)}`, label: 'Next month' }}
        current={monthName(month)}
      />
      {isPending && <LoadingBlock label="Loading matches" lines={8} />}
      {isError && <ErrorState title={FOOTBALL_EMPTY.competition} onRetry={() => void refetch()} />}
      {data && matches.length === 0 && <EmptyState icon="football" title={FOOTBALL_EMPTY.monthAny} />}
      {data && matches.length > 0 && (
        <>
          {live.length > 0 && (
            <Part aria-labelledby="live-heading">
              <h2 id="live-heading">Live</h2>
              <ByCompetition matches={live} showScorers={showScorers} />
            </Part>
          )}
          <Part aria-labelledby="fixtures-heading">
            <h2 id="fixtures-heading">Fixtures</h2>
            {fixtures.length ? (
              <ByDay matches={fixtures} order="fixtures" />
            ) : (
              <p>{FOOTBALL_EMPTY.monthFixtures}</p>
            )}
          </Part>
          <Part aria-labelledby="results-heading">
            <h2 id="results-heading">Results</h2>
            {results.length ? (
              <ByDay matches={results} order="results" showScorers={showScorers} />
            ) : (
              <p>{FOOTBALL_EMPTY.monthResults}</p>
            )}
          </Part>
          {abandoned.length > 0 && (
            <Part aria-labelledby="abandoned-heading">
              <h2 id="abandoned-heading">Abandoned</h2>
              <ByDay matches={abandoned} order="results" showScorers={showScorers} />
            </Part>
          )}
        </>
      )}
    </>
  );
}
