import { useParams } from '@sl/contracts/routing';
import styled from 'styled-components';
import { Card, CardSection, EmptyState, NavTabs, LoadingBlock, space } from '@sl/ui';
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
import { TeamHeader } from '../team/TeamHeader';
import { useTeamProfile } from '../team/queries';
import { LeagueTables } from './LeagueTablePage';
import { NotFound } from './NotFound';

const Page = styled.div`
  display: grid;
  gap: ${space.lg};
  min-width: 0;
`;

const Next = styled(NextMatchButton)`
  margin-top: ${space.lg};
`;

function TableWithTeam({ competitionId, teamId }: { competitionId: number; teamId: number }) {
  const { data } = useLeagueTable(competitionId);
  if (!data) return null;
  return (
    <CardSection title="Table" titleId="table-heading">
      <LeagueTables data={data} highlightTeamId={teamId} />
    </CardSection>
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
  const profile = useTeamProfile(teamId);
  const competitions = useCompetitions();
  if (!Number.isInteger(teamId) || !Number.isInteger(competitionId) || isError) return <NotFound />;
  if (isPending) return <LoadingBlock label="Loading team" lines={6} />;
  const matches = data.matches.filter((m) => m.competition.competition_reference.id === competitionId);
  const competitionName = matches[0]?.competition.name;
  if (!competitionName) return <NotFound />;
  const live = matches.filter((m) => isOngoing(m.state));
  const fixtures = upcomingMatches(matches);
  const results = matches.filter((m) => isFinished(m.state));
  const ownTeamPath = teamPath(data.team.name, data.team.id);
  const hasTable = !!competitions.data?.find((c) => c.id === competitionId)?.hasTable;
  const title = `${data.team.name}: ${competitionName}`;
  const next = <Next teamId={data.team.id} competitionId={competitionId} />;
  const links = [
    ...(ownTeamPath ? [{ to: ownTeamPath, label: `All ${data.team.name} matches` }] : []),
    { to: competitionFixturesPath(competitionName, competitionId), label: `${competitionName} fixtures` },
    ...(hasTable
      ? [{ to: leagueTablePath(competitionName, competitionId), label: `${competitionName} table` }]
      : []),
  ];
  return (
    <Page>
      {profile.data ? (
        <TeamHeader profile={profile.data} title={title}>
          {next}
        </TeamHeader>
      ) : (
        <Card as="section">
          <h1>{title}</h1>
          {next}
        </Card>
      )}
      <NavTabs label={`More on ${data.team.name}`} items={links} />
      {live.length > 0 && (
        <CardSection title="Live" titleId="live-heading">
          <ByDay matches={live} order="fixtures" teamId={teamId} />
        </CardSection>
      )}
      <CardSection title="Fixtures" titleId="fixtures-heading">
        {fixtures.length ? (
          <ByDay matches={fixtures} order="fixtures" teamId={teamId} />
        ) : (
          <EmptyState title={FOOTBALL_EMPTY.fixtures} />
        )}
      </CardSection>
      <CardSection title="Results" titleId="results-heading">
        {results.length ? (
          <ByDay matches={results} order="results" teamId={teamId} />
        ) : (
          <EmptyState title={FOOTBALL_EMPTY.results} />
        )}
      </CardSection>
      {hasTable && <TableWithTeam competitionId={competitionId} teamId={teamId} />}
    </Page>
  );
}
