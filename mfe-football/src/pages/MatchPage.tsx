import { NavLink, Route, Routes, useParams } from 'react-router';
import styled from 'styled-components';
import {
  leagueTablePath,
  matchPath,
  playerPath,
  teamPath,
  type FootballMatch,
  type MatchEvent,
  useFeatureFlag,
} from '@sl/contracts';
import { useMatch } from '../api/queries';
import { FollowMatch } from '../follow/FollowMatch';
import { LeagueTableView } from './LeagueTablePage';
import { MatchBetting } from './MatchPageBetting';
import { NotFound } from './NotFound';

const Tabs = styled.nav`
  display: flex;
  gap: 12px;
  margin: 12px 0;
  a[aria-current='page'] {
    font-weight: 700;
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  h1 {
    margin: 0;
  }
`;

/** Kick-off time before the match, 'Abandoned' once it is, otherwise the clock ("37'", 'HT', 'Live', 'FT'). */
function stateText(match: FootballMatch): string {
  if (match.state === 'PREMATCH') return match.match_time;
  if (match.state === 'ABANDONED') return 'Abandoned';
  return match.clock;
}

const EVENT_LABEL: Record<MatchEvent['type'], string> = {
  GOAL: 'Goal',
  OWN_GOAL: 'Own goal',
  PENALTY: 'Penalty',
  SUBSTITUTION_ON: 'On',
  SUBSTITUTION_OFF: 'Off',
  YELLOW_CARD: 'Yellow card',
  SECOND_YELLOW_CARD: 'Second yellow card',
  RED_CARD: 'Red card',
};

function Events({ match }: { match: FootballMatch }) {
  if (match.events.length === 0) return <p>Nothing has happened yet.</p>;
  return (
    <ol data-testid="match-events">
      {match.events.map((e, i) => (
        <li key={i}>
          {e.minute}&apos; {EVENT_LABEL[e.type]}: <NavLinkPlayer event={e} /> (
          {e.side === 'home' ? match.team_score_a.team.name : match.team_score_b.team.name})
        </li>
      ))}
    </ol>
  );
}

const NavLinkPlayer = ({ event }: { event: MatchEvent }) => (
  <NavLink to={playerPath(event.player.name, event.player.id)}>{event.player.name}</NavLink>
);

function Overview({ match }: { match: FootballMatch }) {
  const goals = match.events.filter((e) => ['GOAL', 'PENALTY', 'OWN_GOAL'].includes(e.type));
  return (
    <>
      <p>
        {match.competition.name} · {match.round.round_type} {match.round.round_number} · {match.match_date}{' '}
        {match.match_time}
      </p>
      <h2>Goals</h2>
      {goals.length ? (
        <ul>
          {goals.map((e, i) => (
            <li key={i}>
              {e.minute}&apos; {e.player.name}
              {e.type === 'PENALTY' ? ' (pen)' : e.type === 'OWN_GOAL' ? ' (og)' : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>No goals yet.</p>
      )}
    </>
  );
}

/** /football/live/{matchId}/{home-vs-away}[/{tab}]: overview (also 'form') at the base URL, events, table, betting. */
export function MatchPage() {
  const { matchId } = useParams();
  const id = Number(matchId);
  const { data: match, isPending, isError } = useMatch(id);
  const bettingTab = useFeatureFlag('footballBettingTab');
  if (!Number.isInteger(id) || isError) return <NotFound />;
  if (isPending || !match) return <p aria-busy="true">Loading match…</p>;
  const home = match.team_score_a.team;
  const away = match.team_score_b.team;
  const base = matchPath(id, home.name, away.name);
  const homeLink = teamPath(home.name, home.id);
  const awayLink = teamPath(away.name, away.id);
  return (
    <>
      <Heading>
        <h1>
          {home.name} v {away.name}
        </h1>
        <FollowMatch match={match} />
      </Heading>
      <p data-testid="match-header">
        {homeLink ? <NavLink to={homeLink}>{home.name}</NavLink> : home.name}{' '}
        <strong data-testid="match-score">
          {match.state === 'PREMATCH' ? 'v' : `${match.homeGoals} - ${match.awayGoals}`}
        </strong>{' '}
        {awayLink ? <NavLink to={awayLink}>{away.name}</NavLink> : away.name}{' '}
        <span data-testid="match-state">{stateText(match)}</span>
        {match.penalty_shootout_score &&
          ` (pens ${match.penalty_shootout_score.home} - ${match.penalty_shootout_score.away})`}
      </p>
      {match.state === 'ABANDONED' && (
        <p role="status">This match was abandoned. The score stands as it was when play stopped.</p>
      )}
      <Tabs aria-label="Match sections">
        <NavLink end to={base}>
          Overview
        </NavLink>
        <NavLink to={matchPath(id, home.name, away.name, 'form')} end>
          Form
        </NavLink>
        <NavLink to={matchPath(id, home.name, away.name, 'events')}>Events</NavLink>
        <NavLink to={matchPath(id, home.name, away.name, 'table')}>Table</NavLink>
        {bettingTab && <NavLink to={matchPath(id, home.name, away.name, 'betting')}>Betting</NavLink>}
      </Tabs>
      <Routes>
        <Route index element={<Overview match={match} />} />
        <Route path="events" element={<Events match={match} />} />
        <Route
          path="table"
          element={
            <>
              <p>
                <NavLink
                  to={leagueTablePath(match.competition.name, match.competition.competition_reference.id)}
                >
                  Full {match.competition.name} table
                </NavLink>
              </p>
              <LeagueTableView competitionId={match.competition.competition_reference.id} />
            </>
          }
        />
        {bettingTab && <Route path="betting" element={<MatchBetting match={match} />} />}
        <Route path="*" element={<Overview match={match} />} />
      </Routes>
    </>
  );
}
