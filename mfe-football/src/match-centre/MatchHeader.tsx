import { NavLink } from '@sl/contracts/routing';
import styled from 'styled-components';
import { teamPath, type FootballMatch, type TeamRef } from '@sl/contracts';
import { Card, color, fontSize, fontWeight, lineHeight, media, space } from '@sl/ui';
import { LiveBadge } from './LiveBadge';
import { isLive, roundText, scorersOf, stateText } from './match-text';
import { TeamCrest } from './TeamCrest';

const Board = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  grid-template-areas:
    'meta meta meta'
    'home score away'
    'home-goals state away-goals';
  gap: ${space.sm} ${space.md};
  align-items: start;
  text-align: center;
`;

const Meta = styled.p`
  grid-area: meta;
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

const Team = styled.div<{ $area: string }>`
  grid-area: ${(p) => p.$area};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.xs};
  min-width: 0;
  font-weight: ${fontWeight.bold};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.tight};
  overflow-wrap: anywhere;
  ${media.tablet} {
    font-size: ${fontSize.xl};
  }
  a {
    color: inherit;
  }
`;

const Score = styled.p`
  grid-area: score;
  margin: 0;
  align-self: center;
  font-size: ${fontSize.display};
  font-weight: ${fontWeight.black};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  ${media.tablet} {
    font-size: ${fontSize.hero};
  }
`;

const State = styled.div`
  grid-area: state;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.xs};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
`;

const Scorers = styled.ul<{ $area: string }>`
  grid-area: ${(p) => p.$area};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${color.muted};
  font-size: ${fontSize.xs};
  line-height: ${lineHeight.snug};
  overflow-wrap: anywhere;
  ${media.tablet} {
    font-size: ${fontSize.sm};
  }
`;

const Notice = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${fontSize.sm};
`;

function TeamName({ team, area }: { team: TeamRef; area: string }) {
  const path = teamPath(team.name, team.id);
  return (
    <Team $area={area}>
      <TeamCrest team={team} size="lg" />
      {path ? <NavLink to={path}>{team.name}</NavLink> : team.name}
    </Team>
  );
}

/** The scoreboard: both teams, the score and clock, the competition and round, and who scored for each side. */
export function MatchHeader({ match }: { match: FootballMatch }) {
  const home = match.team_score_a.team;
  const away = match.team_score_b.team;
  const live = isLive(match);
  const started = match.state !== 'PREMATCH';
  return (
    <Board as="section" aria-label="Score" data-testid="match-header" data-live={live || undefined}>
      <Meta>
        {match.competition.name}
        {match.group ? ` · ${match.group}` : ''} · {roundText(match)}
        {started ? '' : ` · ${match.match_date}`}
      </Meta>
      <TeamName team={home} area="home" />
      <Score data-testid="match-score">{started ? `${match.homeGoals} - ${match.awayGoals}` : 'v'}</Score>
      <TeamName team={away} area="away" />
      <State>
        {live && <LiveBadge />}
        <span data-testid="match-state">
          {match.state === 'PREMATCH' ? `Kick-off ${stateText(match)}` : stateText(match)}
        </span>
        {match.penalty_shootout_score && (
          <span>
            Pens {match.penalty_shootout_score.home} - {match.penalty_shootout_score.away}
          </span>
        )}
      </State>
      <Scorers $area="home-goals" aria-label={`${home.name} scorers`}>
        {scorersOf(match, 'home').map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Scorers>
      <Scorers $area="away-goals" aria-label={`${away.name} scorers`}>
        {scorersOf(match, 'away').map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Scorers>
      {match.state === 'ABANDONED' && (
        <Notice role="status">This match was abandoned. The score stands as it was when play stopped.</Notice>
      )}
    </Board>
  );
}
