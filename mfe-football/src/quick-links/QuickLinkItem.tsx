import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { borderWidth, color, fontSize, fontWeight, radius, shadow, space } from '@sl/ui';
import { matchPath, type QuickLinkFootballItem } from '@sl/contracts';
import { TeamCrest } from '../matches/TeamCrest';

const Card = styled(Link)`
  display: grid;
  gap: ${space.xxs};
  height: 100%;
  box-sizing: border-box;
  padding: ${space.xs} ${space.sm};
  background: ${color.surface};
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.md};
  box-shadow: ${shadow.sm};
  color: ${color.text};
  text-decoration: none;
  font-variant-numeric: tabular-nums;
  font-size: ${fontSize.sm};
  &:hover {
    border-color: ${color.borderStrong};
  }
`;

const Top = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.xs};
`;

const Crests = styled.span`
  display: inline-flex;
  gap: ${space.xxs};
`;

const Status = styled.span<{ $live: boolean }>`
  font-size: ${fontSize.xs};
  font-weight: ${(p) => (p.$live ? fontWeight.bold : fontWeight.regular)};
  color: ${(p) => (p.$live ? color.negative : color.muted)};
`;

const Text = styled.span`
  font-weight: ${fontWeight.semibold};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** '(p)' follows the side that won a penalty shootout. */
function penaltyMark(item: QuickLinkFootballItem, abbrev: string): string {
  const won =
    item.match_outcome.result_type === 'PENALTYSHOOTOUT' &&
    item.match_outcome.winner?.teamAbrevName === abbrev;
  return won ? ' (p)' : '';
}

/** One match in the strip: 1 live score, 2 'A vs B' before kick-off, 3 the full-time result; both crests above. */
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
      <Top>
        <Crests>
          <TeamCrest team={a} />
          <TeamCrest team={b} />
        </Crests>
        <Status $live={item.statePriority === 1}>{status}</Status>
      </Top>
      <Text data-testid="quick-link-text">{text}</Text>
    </Card>
  );
}
