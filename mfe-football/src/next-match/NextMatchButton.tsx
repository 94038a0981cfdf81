import { Link } from 'react-router';
import styled from 'styled-components';
import { matchPath } from '@sl/contracts';
import { useNextMatch } from '../api/queries';

const Button = styled(Link)`
  display: inline-block;
  padding: 8px 12px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.accent};
  }
`;

export interface NextMatchButtonProps {
  teamId?: number;
  competitionId?: number;
}

/** The team's next match in the competition, polled every 60 s; nothing without both ids or on error. */
export function NextMatchButton({ teamId, competitionId }: NextMatchButtonProps) {
  const { data, isError } = useNextMatch(teamId, competitionId);
  if (!teamId || !competitionId || isError || !data) return null;
  const { match } = data.next_match;
  return (
    <Button
      to={matchPath(match.match_id, match.home_team.team_name, match.away_team.team_name)}
      data-testid="next-match"
    >
      Next match: {match.home_team.team_name} v {match.away_team.team_name}
    </Button>
  );
}
