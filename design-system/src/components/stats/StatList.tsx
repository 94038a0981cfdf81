import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { color } from '../../tokens/color';
import { borderWidth, fontSize, fontWeight, lineHeight, radius, space } from '../../tokens/scale';

export interface Stat {
  term: ReactNode;
  value: ReactNode;
  /** Needed when the term is not plain text. */
  key?: string;
  /** For tests that read one figure. */
  testId?: string;
}

type Layout = 'row' | 'tiles';

const List = styled.dl<{ $layout: Layout; $size: 'lg' | 'xl' }>`
  ${(p) =>
    p.$layout === 'tiles'
      ? css`
          display: grid;
          grid-template-columns: repeat(auto-fill, minmax(min(100%, 8rem), 1fr));
          gap: ${space.sm};
          margin: 0;
          > div {
            background: ${color.surfaceAlt};
            border: ${borderWidth.hairline} solid ${color.border};
            border-radius: ${radius.md};
            padding: ${space.sm} ${space.md};
            min-width: 0;
          }
          dd {
            line-height: ${lineHeight.tight};
            white-space: nowrap;
          }
        `
      : css`
          display: flex;
          flex-wrap: wrap;
          gap: ${space.md} ${space.xl};
          margin: ${space.lg} 0 0;
        `}
  dt {
    color: ${color.muted};
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.semibold};
    text-transform: uppercase;
  }
  dd {
    margin: ${space.xxs} 0 0;
    font-size: ${(p) => fontSize[p.$size]};
    font-weight: ${fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

export interface StatListProps {
  stats: ReadonlyArray<Stat | false | null | undefined>;
  /** Names the list for screen readers when no heading right above says what the figures are. */
  label?: string;
  /** 'row' under a page's heading; 'tiles' as a grid of boxed figures. */
  layout?: Layout;
  /** The figures' type size. */
  size?: 'lg' | 'xl';
}

/** Headline figures (points, played, strike rate…), each a small upper-case term over its value. */
export function StatList({ stats, label, layout = 'row', size = 'xl' }: StatListProps) {
  return (
    <List aria-label={label} $layout={layout} $size={size}>
      {stats.map(
        (s) =>
          s && (
            <div key={s.key ?? String(s.term)}>
              <dt>{s.term}</dt>
              <dd data-testid={s.testId}>{s.value}</dd>
            </div>
          ),
      )}
    </List>
  );
}
