import { useState } from 'react';
import { useParams } from '@sl/contracts/routing';
import styled from 'styled-components';
import { Button, Card, CardSection, Columns, EmptyState, Skeleton, space } from '@sl/ui';
import { FOOTBALL_EMPTY, isFinished, isOngoing, upcomingMatches, type FootballMatch } from '@sl/contracts';
import { useTeam } from '../api/queries';
import { ByDay } from '../matches/MatchGroups';
import { NextMatchButton } from '../next-match/NextMatchButton';
import { SquadList } from '../team/SquadList';
import { TableExcerpt } from '../team/TableExcerpt';
import { TeamHeader } from '../team/TeamHeader';
import { useTeamProfile } from '../team/queries';
import { NotFound } from './NotFound';

/** Matches shown before "Show all": the next few fixtures, the latest few results. */
const FIRST = 5;

const Page = styled.div`
  display: grid;
  gap: ${space.lg};
  min-width: 0;
`;

const Stack = styled.div`
  display: grid;
  gap: ${space.lg};
  min-width: 0;
`;

const Next = styled(NextMatchButton)`
  margin-top: ${space.lg};
`;

function MatchList({
  id,
  title,
  matches,
  order,
  empty,
  teamId,
}: {
  id: string;
  title: string;
  matches: FootballMatch[];
  order: 'fixtures' | 'results';
  empty: string;
  teamId: number;
}) {
  const [all, setAll] = useState(false);
  // Fixtures soonest first, results newest first: the first few of each are the ones that matter.
  const ordered =
    order === 'fixtures' ? matches : [...matches].sort((a, b) => b.kick_off.localeCompare(a.kick_off));
  const shown = all ? ordered : ordered.slice(0, FIRST);
  return (
    <CardSection title={title} titleId={id}>
      {shown.length ? <ByDay matches={shown} order={order} teamId={teamId} /> : <EmptyState title={empty} />}
      {ordered.length > FIRST && (
        <Button variant="secondary" size="sm" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? `Show the latest ${FIRST}` : `Show all ${ordered.length} ${title.toLowerCase()}`}
        </Button>
      )}
    </CardSection>
  );
}

/**
 * /football/team/{slug}/{id}: the team's crest, league and place in the table, next match, live, fixtures to
 * come, results newest first with W/D/L, squad by position and the table around it.
 */
export function TeamPage() {
  const { id } = useParams();
  const teamId = Number(id);
  const { data, isPending, isError } = useTeam(teamId);
  const profile = useTeamProfile(teamId);
  if (!Number.isInteger(teamId) || isError) return <NotFound />;
  // The matches are the page; the header fills in with the table position when the profile answers.
  if (isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading team">
        <Skeleton height={space.huge} />
        <Skeleton lines={6} />
      </div>
    );
  const live = data.matches.filter((m) => isOngoing(m.state));
  const fixtures = upcomingMatches(data.matches);
  const results = data.matches.filter((m) => isFinished(m.state));
  const abandoned = data.matches.filter((m) => m.state === 'ABANDONED');
  const next = <Next teamId={data.team.id} competitionId={data.team.competitionId} />;
  return (
    <Page>
      {profile.data ? (
        <TeamHeader profile={profile.data}>{next}</TeamHeader>
      ) : (
        <Card as="section">
          <h1>{data.team.name}</h1>
          {next}
        </Card>
      )}
      {live.length > 0 && (
        <CardSection title="Live" titleId="live-heading">
          <ByDay matches={live} order="fixtures" teamId={teamId} />
        </CardSection>
      )}
      <Columns widths={[3, 2]}>
        <Stack>
          <MatchList
            id="fixtures-heading"
            title="Fixtures"
            matches={fixtures}
            order="fixtures"
            empty={FOOTBALL_EMPTY.fixtures}
            teamId={teamId}
          />
          <MatchList
            id="results-heading"
            title="Results"
            matches={results}
            order="results"
            empty={FOOTBALL_EMPTY.results}
            teamId={teamId}
          />
          {abandoned.length > 0 && (
            <CardSection title="Abandoned" titleId="abandoned-heading">
              <ByDay matches={abandoned} order="results" teamId={teamId} />
            </CardSection>
          )}
        </Stack>
        <Stack>
          {profile.data?.standing && <TableExcerpt standing={profile.data.standing} teamId={teamId} />}
          {profile.data && <SquadList squad={profile.data.squad} />}
        </Stack>
      </Columns>
    </Page>
  );
}
