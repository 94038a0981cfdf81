import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { color, fontSize, fontWeight, radius, size, space } from '@sl/ui';
import { matchPath, type NextMatchResponse } from '@sl/contracts';
import { useNextMatch } from '../api/queries';
import { TeamCrest } from '../matches/TeamCrest';

const Button = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${size.target};
  padding: ${space.xs} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  > span > span {
    display: inline-flex;
    vertical-align: middle;
  }
`;

export interface NextMatchButtonProps {
  teamId?: number;
  competitionId?: number;
  className?: string;
}

const crestOf = (t: NextMatchResponse['next_match']['match']['home_team']) => ({
  name: t.team_name,
  teamAbrevName: t.teamAbrevName ?? t.team_name.slice(0, 3).toUpperCase(),
  colours: t.colours,
});

/** The team's next match in the competition, polled every 60 s; nothing without both ids or on error. */
export function NextMatchButton({ teamId, competitionId, className }: NextMatchButtonProps) {
  const { data, isError } = useNextMatch(teamId, competitionId);
  if (!teamId || !competitionId || isError || !data) return null;
  const { match } = data.next_match;
  return (
    <Button
      to={matchPath(match.match_id, match.home_team.team_name, match.away_team.team_name)}
      data-testid="next-match"
      className={className}
    >
      {/* One line of text with the crests inline, so it wraps as a sentence rather than as boxes. */}
      <span>
        Next match: <TeamCrest team={crestOf(match.home_team)} /> {match.home_team.team_name} v{' '}
        {match.away_team.team_name} <TeamCrest team={crestOf(match.away_team)} />
      </span>
    </Button>
  );
}
