import type { TableHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { color } from '../../tokens/color';
import { borderWidth, fontSize, fontWeight, space } from '../../tokens/scale';
import { visuallyHidden } from '../a11y/VisuallyHidden';

export interface PlainTableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** The small type size, for tables of many columns. */
  small?: boolean;
  /** 'tight' side padding fits more columns on a phone. */
  density?: 'tight' | 'normal';
  /** 'right' for tables of figures: every cell right-aligned but the first, which names the row. */
  align?: 'left' | 'right';
  /** 'top' for rows with a long comment beside short figures. */
  valign?: 'top' | 'middle';
  /** Keeps every cell, or only the figures (`num`) cells, on one line: the table then scrolls in its region. */
  nowrap?: 'all' | 'figures' | 'none';
  /** Digits of equal width in every cell, not only in `.num` cells. */
  tabular?: boolean;
  /** 'hidden' when a heading above already says what the caption does: it stays for screen readers. */
  captionStyle?: 'bold' | 'semibold' | 'hidden';
  'data-testid'?: string;
}

type StyleProps = {
  [
    K in 'small' | 'density' | 'align' | 'valign' | 'nowrap' | 'tabular' | 'captionStyle' as `$${K}`
  ]-?: NonNullable<PlainTableProps[K]>;
};

const Table = styled.table<StyleProps>`
  width: 100%;
  border-collapse: collapse;
  ${(p) => p.$small && `font-size: ${fontSize.sm};`}
  ${(p) => p.$tabular && 'font-variant-numeric: tabular-nums;'}
  caption {
    ${(p) =>
      p.$captionStyle === 'hidden'
        ? visuallyHidden
        : css`
            text-align: left;
            font-weight: ${p.$captionStyle === 'bold' ? fontWeight.bold : fontWeight.semibold};
            padding: ${space.xs} 0;
          `}
  }
  th,
  td {
    text-align: ${(p) => p.$align};
    vertical-align: ${(p) => p.$valign};
    padding: ${space.xs} ${(p) => (p.$density === 'tight' ? space.xs : space.sm)};
    border-bottom: ${borderWidth.hairline} solid ${color.border};
    ${(p) => p.$nowrap === 'all' && 'white-space: nowrap;'}
  }
  ${(p) =>
    p.$align === 'right' &&
    css`
      th:first-child,
      td:first-child,
      th[scope='row'] {
        text-align: left;
      }
    `}
  th.num,
  td.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
    ${(p) => p.$nowrap === 'figures' && 'white-space: nowrap;'}
  }
`;

/**
 * A hand-written table (caption, head and rows as markup) in the site's plain style: hairline rules, no fills.
 * Cells with class `num` hold figures: right-aligned, with digits of equal width. For a table built
 * from column definitions, with stacked cards on a phone, use DataTable.
 */
export function PlainTable({
  small = false,
  density = 'normal',
  align = 'left',
  valign = 'middle',
  nowrap = 'none',
  tabular = false,
  captionStyle = 'bold',
  ...rest
}: PlainTableProps) {
  return (
    <Table
      $small={small}
      $density={density}
      $align={align}
      $valign={valign}
      $nowrap={nowrap}
      $tabular={tabular}
      $captionStyle={captionStyle}
      {...rest}
    />
  );
}
