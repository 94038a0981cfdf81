import type { ReactNode } from 'react';
import { Route, Routes, useParams } from '@sl/contracts/routing';
import styled from 'styled-components';
import { matchPath, type FootballMatch, useFeatureFlag } from '@sl/contracts';
import { type MatchCentre } from '@sl/contracts/match-centre';
import { ErrorState, NavTabs, Skeleton, color, fontSize, space } from '@sl/ui';
import { useMatch } from '../api/queries';
import { FollowButtonSlot } from '@sl/contracts/federation';
import { MATCH_SUBSCRIPTION_TYPE, matchFollowText } from '../follow/match-follow';
import { NotFound } from '../pages/NotFound';
import { FormGuide } from './FormGuide';
import { Lineups } from './Lineups';
import { MatchBetting } from './MatchPageBetting';
import { MatchHeader } from './MatchHeader';
import { MatchStats } from './MatchStats';
import { useMatchCentre } from './queries';
import { TableAround } from './TableAround';
import { Timeline } from './Timeline';

const Page = styled.div`
  display: grid;
  gap: ${space.lg};
  min-width: 0;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm} ${space.lg};
  h1 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${space.lg};
  min-width: 0;
`;

const Muted = styled.p`
  color: ${color.muted};
`;

/** A tab that needs the match centre's answer: a skeleton while it loads, a retry if it fails. */
function WithCentre({
  matchId,
  children,
}: {
  matchId: number;
  children: (centre: MatchCentre) => ReactNode;
}) {
  const { data, isPending, isError, refetch } = useMatchCentre(matchId);
  if (isPending) return <Skeleton lines={6} />;
  if (isError || !data)
    return (
      <ErrorState title="This part of the match centre did not load" onRetry={() => void refetch()}>
        The score above is up to date.
      </ErrorState>
    );
  return <>{children(data)}</>;
}

const scoreOnly = <Muted>This competition&apos;s feed gives the score only: no lineups or statistics.</Muted>;

function Sections({ match, bettingTab }: { match: FootballMatch; bettingTab: boolean }) {
  const id = match.match_reference.id;
  const home = match.team_score_a.team;
  const away = match.team_score_b.team;
  const overview = (
    <WithCentre matchId={id}>{(c) => <FormGuide centre={c} home={home} away={away} />}</WithCentre>
  );
  return (
    <Routes>
      <Route index element={overview} />
      <Route path="events" element={<Timeline match={match} />} />
      <Route
        path="lineups"
        element={
          <WithCentre matchId={id}>
            {(c) => (c.lineups ? <Lineups lineups={c.lineups} /> : scoreOnly)}
          </WithCentre>
        }
      />
      <Route
        path="stats"
        element={
          <WithCentre matchId={id}>
            {(c) =>
              c.stats ? (
                <MatchStats stats={c.stats} home={home} away={away} />
              ) : c.coverage === 'score' ? (
                scoreOnly
              ) : (
                <Muted>Statistics start at kick-off ({match.match_time}).</Muted>
              )
            }
          </WithCentre>
        }
      />
      <Route
        path="table"
        element={
          <WithCentre matchId={id}>
            {(c) =>
              c.table ? (
                <TableAround table={c.table} teamIds={[home.id, away.id]} />
              ) : (
                <Muted>{match.competition.name} has no league table.</Muted>
              )
            }
          </WithCentre>
        }
      />
      {bettingTab && <Route path="betting" element={<BettingTab match={match} />} />}
      <Route path="*" element={overview} />
    </Routes>
  );
}

function BettingTab({ match }: { match: FootballMatch }) {
  const { data } = useMatchCentre(match.match_reference.id);
  return <MatchBetting match={match} grid={data?.match_odds_grid} />;
}

/**
 * /football/live/{matchId}/{home-vs-away}[/{tab}]: the scoreboard over the match sections. Overview and form share
 * the base URL (spec document 2, section 2), so the base shows the form guide and head-to-head; lineups, stats,
 * the timeline (events), the table around the two teams and the betting grid have tabs of their own.
 */
export function MatchPage() {
  const { matchId } = useParams();
  const id = Number(matchId);
  const { data: match, isPending, isError } = useMatch(id);
  const bettingTab = useFeatureFlag('footballBettingTab');
  if (!Number.isInteger(id) || isError) return <NotFound />;
  if (isPending || !match) return <p aria-busy="true">Loading match…</p>;
  const home = match.team_score_a.team;
  const away = match.team_score_b.team;
  const tab = (name?: string) => matchPath(id, home.name, away.name, name);
  const items = [
    { to: tab(), label: 'Overview', end: true },
    { to: tab('lineups'), label: 'Lineups' },
    { to: tab('stats'), label: 'Stats' },
    { to: tab('events'), label: 'Timeline' },
    { to: tab('table'), label: 'Table' },
    ...(bettingTab ? [{ to: tab('betting'), label: 'Betting' }] : []),
  ];
  return (
    <Page>
      <Heading>
        <h1>
          {home.name} v {away.name}
        </h1>
        <FollowButtonSlot
          type={MATCH_SUBSCRIPTION_TYPE}
          id={match.match_reference.id}
          displayText={matchFollowText(match)}
          label="My Stable"
        />
      </Heading>
      <MatchHeader match={match} />
      <NavTabs label="Match sections" items={items} />
      <Panel>
        <Sections match={match} bettingTab={bettingTab} />
      </Panel>
    </Page>
  );
}
