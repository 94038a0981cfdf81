import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { color } from '../../tokens/color';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../tokens/scale';
import { media } from '../../tokens/breakpoints';
import { visuallyHidden } from '../a11y/VisuallyHidden';
import { ScrollRegion } from './ScrollRegion';

export type ColumnAlign = 'left' | 'right' | 'center';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  /** The column's name on a phone's stacked card, when the header is not plain text. */
  label?: string;
  render: (row: T) => ReactNode;
  align?: ColumnAlign;
  /** Drop the column on narrow screens: below the tablet breakpoint, or on phones only. */
  hideBelow?: 'tablet' | 'mobile';
  /** The cell that names the row (a horse, a team): a row header for screen readers. */
  isRowHeader?: boolean;
}

export interface DataTableProps<T> {
  caption: string;
  captionHidden?: boolean;
  columns: Array<DataTableColumn<T>>;
  rows: T[];
  rowKey: (row: T) => string;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  /** On phones, each row becomes a stacked card whose cells carry their column's name. */
  collapse?: boolean;
  className?: string;
}

/** Tripled class (&&&) so hiding beats the collapsed layout's `tbody td { display: flex }`. */
const hideCss = (hideBelow: DataTableColumn<unknown>['hideBelow']) =>
  hideBelow === 'tablet'
    ? css`
        ${media.belowTablet} {
          &&& {
            display: none;
          }
        }
      `
    : hideBelow === 'mobile'
      ? css`
          ${media.mobile} {
            &&& {
              display: none;
            }
          }
        `
      : '';

const Cell = styled.td<{ $align: ColumnAlign; $hide: DataTableColumn<unknown>['hideBelow'] }>`
  text-align: ${(p) => p.$align};
  vertical-align: middle;
  ${(p) => hideCss(p.$hide)}
`;

const Region = styled(ScrollRegion)`
  border-radius: ${radius.md};
  &:focus-visible {
    outline-offset: 0;
  }
`;

const Table = styled.table<{ $collapse: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.sm};
  background: ${color.surface};
  caption {
    text-align: left;
    font-weight: ${fontWeight.bold};
    font-size: ${fontSize.md};
    padding: ${space.sm} 0;
  }
  caption.sl-caption-hidden {
    ${visuallyHidden}
  }
  th,
  td {
    padding: ${space.sm};
    border-bottom: ${borderWidth.hairline} solid ${color.border};
  }
  thead th {
    background: ${color.surfaceAlt};
    color: ${color.muted};
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.02em;
    white-space: nowrap;
  }
  tbody th {
    color: ${color.text};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.semibold};
  }
  tbody tr:hover {
    background: ${color.surfaceAlt};
  }
  ${(p) =>
    p.$collapse &&
    css`
      ${media.mobile} {
        background: transparent;
        thead {
          ${visuallyHidden}
        }
        tbody,
        tr,
        tbody th,
        tbody td {
          display: block;
        }
        tbody tr {
          background: ${color.surface};
          border: ${borderWidth.hairline} solid ${color.border};
          border-radius: ${radius.md};
          padding: ${space.xs} ${space.md};
          margin-bottom: ${space.sm};
        }
        tbody tr:hover {
          background: ${color.surface};
        }
        tbody th,
        tbody td {
          display: flex;
          justify-content: space-between;
          align-items: center;
          gap: ${space.md};
          text-align: right;
          padding: ${space.xs} 0;
        }
        tbody tr > :last-child {
          border-bottom: none;
        }
        tbody th[data-label]::before,
        tbody td[data-label]::before {
          content: attr(data-label);
          color: ${color.muted};
          font-size: ${fontSize.xs};
          font-weight: ${fontWeight.semibold};
          text-align: left;
          text-transform: uppercase;
        }
        /* The row's name (the horse, the team) heads its card, so it needs no label. */
        tbody tr {
          display: flex;
          flex-direction: column;
        }
        tbody th[scope='row'] {
          order: -1;
          justify-content: flex-start;
          text-align: left;
          font-size: ${fontSize.md};
        }
        tbody th[scope='row']::before {
          content: none;
        }
        tbody td.sl-empty {
          display: block;
          text-align: center;
        }
        tbody td.sl-empty::before {
          content: none;
        }
      }
    `}
`;

const labelOf = <T,>(column: DataTableColumn<T>): string =>
  column.label ?? (typeof column.header === 'string' ? column.header : column.key);

/**
 * A real table with column and row headers. A wide one scrolls inside its own keyboard-focusable region so the
 * page never scrolls sideways; with `collapse`, a phone shows each row as a card of labelled values instead.
 * Collapsed rows are display:block, which makes some browsers drop the table semantics, so the roles are
 * written out.
 */
export function DataTable<T>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty = 'Nothing to show.',
  collapse = false,
  className,
}: DataTableProps<T>) {
  const role = (r: string) => (collapse ? { role: r } : {});
  return (
    <Region label={caption} className={className}>
      <Table $collapse={collapse} {...role('table')} data-collapse={collapse || undefined}>
        <caption className={captionHidden ? 'sl-caption-hidden' : undefined}>{caption}</caption>
        <thead {...role('rowgroup')}>
          <tr {...role('row')}>
            {columns.map((c) => (
              <Cell
                as="th"
                key={c.key}
                scope="col"
                $align={c.align ?? 'left'}
                $hide={c.hideBelow}
                {...role('columnheader')}
              >
                {c.header}
              </Cell>
            ))}
          </tr>
        </thead>
        <tbody {...role('rowgroup')}>
          {rows.length === 0 ? (
            <tr {...role('row')}>
              <td className="sl-empty" colSpan={columns.length} {...role('cell')}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} {...role('row')}>
                {columns.map((c) =>
                  c.isRowHeader ? (
                    <Cell
                      as="th"
                      key={c.key}
                      scope="row"
                      data-label={collapse ? labelOf(c) : undefined}
                      $align={c.align ?? 'left'}
                      $hide={c.hideBelow}
                      {...role('rowheader')}
                    >
                      {c.render(row)}
                    </Cell>
                  ) : (
                    <Cell
                      key={c.key}
                      data-label={collapse ? labelOf(c) : undefined}
                      $align={c.align ?? 'left'}
                      $hide={c.hideBelow}
                      {...role('cell')}
                    >
                      {c.render(row)}
                    </Cell>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Region>
  );
}
