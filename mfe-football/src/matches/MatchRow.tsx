import { Link } from 'react-router';
import styled from 'styled-components';
import { isOngoing, matchPath, type FootballMatch } from '@sl/contracts';

const Row = styled.li`
  display: grid;
  /* minmax(0, 1fr): a long team name wraps inside its column instead of pushing the row past a phone's edge. */
  grid-template-columns: 3.5em minmax(0, 1fr) 4.5em minmax(0, 1fr);
  gap: 8px;
  align-items: center;
  padding: 6px 0;
  border-top: 1px solid ${(p) => p.theme.colors.page};
  font-variant-numeric: tabular-nums;
  > span {
    hyphens: auto;
    overflow-wrap: anywhere;
  }
  /* On a phone the time and score columns give the names the room to stay whole. */
  @media (max-width: ${(p) => p.theme.breakpoints.maxMobile}px) {
    grid-template-columns: 2.75em minmax(0, 1fr) 3.25em minmax(0, 1fr);
    gap: 6px;
    font-size: 0.9rem;
  }
  > span:nth-child(2) {
    text-align: right;
  }
  a {
    color: inherit;
    text-align: center;
    font-weight: 600;
  }
`;

const Scorers = styled.p`
  grid-column: 2 / -1;
  margin: 0;
  font-size: 0.8rem;
  color: ${(p) => p.theme.colors.muted};
`;

const SCORING = new Set(['GOAL', 'PENALTY', 'OWN_GOAL']);

function scorerLine(match: FootballMatch): string {
  return match.events
    .filter((e) => SCORING.has(e.type))
    .map(
      (e) =>
        `${e.player.name} ${e.minute}'${e.type === 'PENALTY' ? ' (pen)' : e.type === 'OWN_GOAL' ? ' (og)' : ''}`,
    )
    .join(', ');
}

/** One match: kick-off, clock ('Live' for score-only coverage) or A-A when abandoned, the teams and the score (or 'v' before kick-off), linking to the match page. */
export function MatchRow({ match, showScorers = false }: { match: FootballMatch; showScorers?: boolean }) {
  const home = match.team_score_a.team.name;
  const away = match.team_score_b.team.name;
  const started = match.state !== 'PREMATCH';
  const score = started ? `${match.homeGoals} - ${match.awayGoals}` : 'v';
  const scorers = showScorers && started ? scorerLine(match) : '';
  return (
    <Row data-testid="fixture" data-state={match.state} data-match-id={match.match_reference.id}>
      {isOngoing(match.state) ? (
        <span data-testid="match-clock">{match.clock}</span>
      ) : match.state === 'ABANDONED' ? (
        <abbr title="Abandoned" data-testid="match-clock">
          A-A
        </abbr>
      ) : (
        <time dateTime={match.kick_off}>{match.state === 'FULLTIME' ? 'FT' : match.match_time}</time>
      )}
      <span>{home}</span>
      <Link to={matchPath(match.match_reference.id, home, away)} aria-label={`${home} ${score} ${away}`}>
        <span data-testid="match-score">{score}</span>
      </Link>
      <span>{away}</span>
      {scorers && <Scorers data-testid="scorers">{scorers}</Scorers>}
    </Row>
  );
}
