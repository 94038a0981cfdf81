import { Link } from 'react-router';
import styled from 'styled-components';
import { matchPath, type QuickLinkFootballItem } from '@sl/contracts';

const Card = styled(Link)`
  display: grid;
  gap: 2px;
  padding: 6px 10px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  font-variant-numeric: tabular-nums;
  font-size: 0.875rem;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.accent};
  }
`;

const Status = styled.span`
  font-size: 0.75rem;
  color: ${(p) => p.theme.colors.muted};
`;

/** '(p)' follows the side that won a penalty shootout. */
function penaltyMark(item: QuickLinkFootballItem, abbrev: string): string {
  const won =
    item.match_outcome.result_type === 'PENALTYSHOOTOUT' &&
    item.match_outcome.winner?.teamAbrevName === abbrev;
  return won ? ' (p)' : '';
}

/** One match in the strip: 1 live score, 2 'A vs B' before kick-off, 3 the full-time result. */
export function QuickLinkItem({ item }: { item: QuickLinkFootballItem }) {
  const a = item.team_score_a.team;
  const b = item.team_score_b.team;
  const scoreA = item.team_score_a.score[0]?.score ?? 0;
  const scoreB = item.team_score_b.score[0]?.score ?? 0;
  const href = matchPath(item.match_reference.id, a.name, b.name);
  let text: string;
  let status: string;
  if (item.statePriority === 1) {
    text = `${a.teamAbrevName} ${scoreA} - ${scoreB} ${b.teamAbrevName}`;
    status = item.clock || 'Live';
  } else if (item.statePriority === 2) {
    text = `${a.teamAbrevName} vs ${b.teamAbrevName}`;
    status = item.match_time;
  } else {
    text = `${a.teamAbrevName}${penaltyMark(item, a.teamAbrevName)} ${scoreA} - ${scoreB} ${b.teamAbrevName}${penaltyMark(item, b.teamAbrevName)}`;
    status = 'FT';
  }
  return (
    <Card
      to={href}
      data-testid="quick-link"
      data-state={item.statePriority}
      data-match-id={item.match_reference.id}
      aria-label={`${a.name} v ${b.name}: ${text}, ${status}`}
    >
      <span data-testid="quick-link-text">{text}</span>
      <Status>{status}</Status>
    </Card>
  );
}
