import styled from 'styled-components';
import { type TeamRef } from '@sl/contracts';
import { MATCH_STAT_KEYS, MATCH_STAT_LABELS, type MatchStats as Stats } from '@sl/contracts/match-centre';
import { CardTitle, color, fontSize, fontWeight, radius, size, space } from '@sl/ui';

const List = styled.dl`
  display: grid;
  gap: ${space.md};
  margin: 0;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas:
    'home label away'
    'bar bar bar';
  gap: ${space.xs} ${space.sm};
  align-items: baseline;
  dt {
    grid-area: label;
    text-align: center;
    color: ${color.muted};
    font-size: ${fontSize.sm};
  }
  dd {
    margin: 0;
    font-weight: ${fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

/** Two bars meeting in the middle: each side's share of the figure. */
const Bar = styled.div`
  grid-area: bar;
  display: flex;
  gap: ${space.xxs};
  height: ${size.dot};
  span {
    border-radius: ${radius.pill};
  }
  span:first-child {
    background: ${color.primary};
  }
  span:last-child {
    background: ${color.accent};
  }
  span[data-zero] {
    background: ${color.surfaceSunken};
  }
`;

/** Possession, shots, corners, fouls, offsides and cards so far, side by side. */
export function MatchStats({ stats, home, away }: { stats: Stats; home: TeamRef; away: TeamRef }) {
  return (
    <section aria-labelledby="stats-heading">
      <CardTitle level={2} id="stats-heading">
        Match statistics
      </CardTitle>
      <List data-testid="match-stats">
        {MATCH_STAT_KEYS.map((key) => {
          const { home: h, away: a } = stats[key];
          const total = h + a;
          return (
            <Row key={key} data-stat={key}>
              <dt>{MATCH_STAT_LABELS[key]}</dt>
              <dd style={{ gridArea: 'home' }} aria-label={`${home.name} ${h}`}>
                {h}
              </dd>
              <dd style={{ gridArea: 'away', textAlign: 'right' }} aria-label={`${away.name} ${a}`}>
                {a}
              </dd>
              <Bar aria-hidden="true">
                <span style={{ flexGrow: total ? h : 1 }} data-zero={total ? undefined : true} />
                <span style={{ flexGrow: total ? a : 1 }} data-zero={total ? undefined : true} />
              </Bar>
            </Row>
          );
        })}
      </List>
    </section>
  );
}
