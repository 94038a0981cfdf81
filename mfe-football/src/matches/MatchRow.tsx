import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { borderWidth, color, fontSize, fontWeight, media, radius, size, space } from '@sl/ui';
import { isOngoing, matchPath, type FootballMatch } from '@sl/contracts';
import { ResultBadge, resultOf } from './ResultBadge';
import { TeamName } from './TeamName';

/**
 * Wide: time, home (crest beside the score), score, away, and the team's result on a team page. On a phone the
 * two sides stack beside the score, crest first, so a long name keeps its words whole.
 */
const Row = styled.li<{ $withResult: boolean }>`
  display: grid;
  grid-template-columns: 3.5em minmax(0, 1fr) 4.5em minmax(0, 1fr) ${(p) => (p.$withResult ? 'auto' : '')};
  grid-template-areas: ${(p) =>
    p.$withResult
      ? `'time home score away result' '. note note note .'`
      : `'time home score away' '. note note note'`};
  column-gap: ${space.sm};
  row-gap: ${space.xxs};
  align-items: center;
  padding: ${space.sm} 0;
  border-top: ${borderWidth.hairline} solid ${color.border};
  font-variant-numeric: tabular-nums;
  &:first-child {
    border-top: none;
  }
  > .sl-time {
    grid-area: time;
  }
  > .sl-home {
    grid-area: home;
    justify-self: end;
    text-align: right;
  }
  > .sl-score {
    grid-area: score;
  }
  > .sl-away {
    grid-area: away;
  }
  > .sl-result {
    grid-area: result;
  }
  > .sl-note {
    grid-area: note;
  }
  ${media.mobile} {
    grid-template-columns: 3em minmax(0, 1fr) 3.75em ${(p) => (p.$withResult ? 'auto' : '')};
    grid-template-areas: ${(p) =>
      p.$withResult
        ? `'time home score result' 'time away score result' '. note note note'`
        : `'time home score' 'time away score' '. note note'`};
    column-gap: ${space.sm};
    font-size: ${fontSize.sm};
    > .sl-home {
      flex-direction: row;
      justify-self: start;
      text-align: left;
    }
  }
`;

const When = styled.span`
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

const Live = styled.span`
  color: ${color.negative};
  font-weight: ${fontWeight.bold};
  font-size: ${fontSize.sm};
`;

const Score = styled(Link)<{ $played: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${size.targetMin};
  padding: ${space.xxs} ${space.xs};
  border-radius: ${radius.sm};
  background: ${(p) => (p.$played ? color.surfaceSunken : 'transparent')};
  color: ${color.text};
  font-weight: ${fontWeight.bold};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
`;

const Note = styled.p`
  margin: 0;
  text-align: center;
  ${media.mobile} {
    text-align: left;
  }
  font-size: ${fontSize.xs};
  color: ${color.muted};
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

export interface MatchRowProps {
  match: FootballMatch;
  showScorers?: boolean;
  /** A team's page: its result (W, D or L) is marked at the end of each finished match. */
  teamId?: number;
  /** Name the competition under the teams (a team's matches mix competitions). */
  showCompetition?: boolean;
}

/**
 * One match: kick-off, clock ('Live' for score-only coverage) or A-A when abandoned, the teams with their crests
 * and the score (or 'v' before kick-off), linking to the match page.
 */
export function MatchRow({ match, showScorers = false, teamId, showCompetition = false }: MatchRowProps) {
  const home = match.team_score_a.team;
  const away = match.team_score_b.team;
  const started = match.state !== 'PREMATCH';
  const score = started ? `${match.homeGoals} - ${match.awayGoals}` : 'v';
  const scorers = showScorers && started ? scorerLine(match) : '';
  const side = teamId === home.id ? 'home' : teamId === away.id ? 'away' : null;
  const result =
    side && match.state === 'FULLTIME'
      ? side === 'home'
        ? resultOf(match.homeGoals, match.awayGoals)
        : resultOf(match.awayGoals, match.homeGoals)
      : null;
  return (
    <Row
      data-testid="fixture"
      data-state={match.state}
      data-match-id={match.match_reference.id}
      $withResult={side !== null}
    >
      {isOngoing(match.state) ? (
        <Live className="sl-time" data-testid="match-clock">
          {match.clock}
        </Live>
      ) : match.state === 'ABANDONED' ? (
        <When className="sl-time">
          <abbr title="Abandoned" data-testid="match-clock">
            A-A
          </abbr>
        </When>
      ) : (
        <When className="sl-time">
          <time dateTime={match.kick_off}>{match.state === 'FULLTIME' ? 'FT' : match.match_time}</time>
        </When>
      )}
      <TeamName className="sl-home" team={home} reverse />
      <Score
        className="sl-score"
        to={matchPath(match.match_reference.id, home.name, away.name)}
        aria-label={`${home.name} ${score} ${away.name}`}
        $played={started}
      >
        <span data-testid="match-score">{score}</span>
      </Score>
      <TeamName className="sl-away" team={away} />
      {side !== null && <span className="sl-result">{result && <ResultBadge result={result} />}</span>}
      {(showCompetition || scorers) && (
        <Note className="sl-note">
          {showCompetition && match.competition.name}
          {showCompetition && scorers && ' · '}
          {scorers && <span data-testid="scorers">{scorers}</span>}
        </Note>
      )}
    </Row>
  );
}
