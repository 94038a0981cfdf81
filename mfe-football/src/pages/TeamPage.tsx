import { useParams } from 'react-router';
import { FOOTBALL_EMPTY, isFinished, isOngoing, upcomingMatches } from '@sl/contracts';
import { useTeam } from '../api/queries';
import { ByCompetition, ByDay } from '../matches/MatchGroups';
import { NextMatchButton } from '../next-match/NextMatchButton';
import { NotFound } from './NotFound';

/** /football/team/{slug}/{id}: next match, live, fixtures still to come and results newest first. */
export function TeamPage() {
  const { id } = useParams();
  const teamId = Number(id);
  const { data, isPending, isError } = useTeam(teamId);
  if (!Number.isInteger(teamId) || isError) return <NotFound />;
  if (isPending) return <p aria-busy="true">Loading team…</p>;
  const live = data.matches.filter((m) => isOngoing(m.state));
  const fixtures = upcomingMatches(data.matches);
  const results = data.matches.filter((m) => isFinished(m.state));
  const abandoned = data.matches.filter((m) => m.state === 'ABANDONED');
  return (
    <>
      <h1>{data.team.name}</h1>
      {data.competition && <p>{data.competition.name}</p>}
      <NextMatchButton teamId={data.team.id} competitionId={data.team.competitionId} />
      {live.length > 0 && (
        <>
          <h2>Live</h2>
          <ByCompetition matches={live} />
        </>
      )}
      <h2>Fixtures</h2>
      {fixtures.length ? <ByDay matches={fixtures} order="fixtures" /> : <p>{FOOTBALL_EMPTY.fixtures}</p>}
      <h2>Results</h2>
      {results.length ? <ByDay matches={results} order="results" /> : <p>{FOOTBALL_EMPTY.results}</p>}
      {abandoned.length > 0 && (
        <>
          <h2>Abandoned</h2>
          <ByDay matches={abandoned} order="results" />
        </>
      )}
    </>
  );
}
