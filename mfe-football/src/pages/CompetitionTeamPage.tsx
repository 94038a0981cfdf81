import { Link, useParams } from 'react-router';
import {
  competitionFixturesPath,
  FOOTBALL_EMPTY,
  isFinished,
  isOngoing,
  leagueTablePath,
  teamPath,
  upcomingMatches,
} from '@sl/contracts';
import { useCompetitions, useLeagueTable, useTeam } from '../api/queries';
import { ByDay } from '../matches/MatchGroups';
import { NextMatchButton } from '../next-match/NextMatchButton';
import { LeagueTables } from './LeagueTablePage';
import { NotFound } from './NotFound';

function TableWithTeam({ competitionId, teamId }: { competitionId: number; teamId: number }) {
  const { data } = useLeagueTable(competitionId);
  if (!data) return null;
  return (
    <>
      <h2>Table</h2>
      <LeagueTables data={data} highlightTeamId={teamId} />
    </>
  );
}

/**
 * /football/{section}/teams/{competition slug}/{id}/{team slug}/{id}: a team inside one competition (its fixtures,
 * results and place in the table), as config and sign-post links write it.
 */
export function CompetitionTeamPage() {
  const params = useParams();
  const teamId = Number(params.teamId);
  const competitionId = Number(params.competitionId);
  const { data, isPending, isError } = useTeam(teamId);
  const competitions = useCompetitions();
  if (!Number.isInteger(teamId) || !Number.isInteger(competitionId) || isError) return <NotFound />;
  if (isPending) return <p aria-busy="true">Loading team…</p>;
  const matches = data.matches.filter((m) => m.competition.competition_reference.id === competitionId);
  const competitionName = matches[0]?.competition.name;
  if (!competitionName) return <NotFound />;
  const live = matches.filter((m) => isOngoing(m.state));
  const fixtures = upcomingMatches(matches);
  const results = matches.filter((m) => isFinished(m.state));
  const ownTeamPath = teamPath(data.team.name, data.team.id);
  const hasTable = !!competitions.data?.find((c) => c.id === competitionId)?.hasTable;
  return (
    <>
      <h1>
        {data.team.name}: {competitionName}
      </h1>
      <p>
        {ownTeamPath && <Link to={ownTeamPath}>All {data.team.name} matches</Link>} ·{' '}
        <Link to={competitionFixturesPath(competitionName, competitionId)}>{competitionName} fixtures</Link>
        {hasTable && (
          <>
            {' '}
            · <Link to={leagueTablePath(competitionName, competitionId)}>{competitionName} table</Link>
          </>
        )}
      </p>
      <NextMatchButton teamId={data.team.id} competitionId={competitionId} />
      {live.length > 0 && (
        <>
          <h2>Live</h2>
          <ByDay matches={live} order="fixtures" />
        </>
      )}
      <h2>Fixtures</h2>
      {fixtures.length ? <ByDay matches={fixtures} order="fixtures" /> : <p>{FOOTBALL_EMPTY.fixtures}</p>}
      <h2>Results</h2>
      {results.length ? <ByDay matches={results} order="results" /> : <p>{FOOTBALL_EMPTY.results}</p>}
      {hasTable && <TableWithTeam competitionId={competitionId} teamId={teamId} />}
    </>
  );
}
