import { useState } from 'react';
import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { tipsterPath, type TipRecord, type TipsterRecordRow } from '@sl/contracts';
import { formatPoints } from './format';
import {
  PlainTable,
  ScrollRegion,
  TableHead,
  color,
  fontWeight,
  size,
  space,
  type TableHeadColumn,
} from '@sl/ui';

/** The tips pages' tables of figures; `$wrap` lets a table of words wrap its cells. */
export const Table = styled(PlainTable).attrs<{ $wrap?: boolean }>((p) => ({
  align: 'right',
  tabular: true,
  nowrap: p.$wrap ? 'none' : 'all',
}))`
  thead th {
    background: ${color.page};
  }
  th button {
    font: inherit;
    font-weight: ${fontWeight.bold};
    border: 0;
    background: none;
    color: ${color.primary};
    text-decoration: underline;
    cursor: pointer;
    padding: 0;
    min-height: ${size.targetMin};
  }
`;

export const Scroll = styled(ScrollRegion)`
  margin-bottom: ${space.lg};
`;

const Points = styled.span<{ $value: number }>`
  font-weight: ${fontWeight.bold};
  color: ${(p) => (p.$value > 0 ? color.positive : p.$value < 0 ? color.negative : color.text)};
`;

function PointsCell({ value }: { value: number }) {
  return <Points $value={value}>{formatPoints(value)}</Points>;
}

type SortKey = 'profit' | 'wins' | 'runs' | 'strikeRate' | 'last14' | 'last30' | 'season' | 'name';

const SORTS: Record<SortKey, (r: TipsterRecordRow) => number | string> = {
  profit: (r) => r.record.profit,
  wins: (r) => r.record.wins,
  runs: (r) => r.record.runs,
  strikeRate: (r) => r.record.strikeRate,
  last14: (r) => r.last14.profit,
  last30: (r) => r.last30.profit,
  season: (r) => r.season.profit,
  name: (r) => r.tipster.name,
};

const HEADINGS: Array<{ key: SortKey; label: string }> = [
  { key: 'runs', label: 'Runs' },
  { key: 'wins', label: 'Wins' },
  { key: 'strikeRate', label: 'Strike rate' },
  { key: 'profit', label: 'P/L (pts)' },
  { key: 'last14', label: 'Last 14 days' },
  { key: 'last30', label: 'Last 30 days' },
  { key: 'season', label: 'Season' },
];

const strike = (r: TipRecord) => `${r.strikeRate.toFixed(1)}%`;

/**
 * Tipsters' records to level stakes: best profit first, re-sorted by any column (a second press reverses it);
 * rolling 14 and 30 days and season profit beside the period's record.
 */
export function RecordsTable({
  rows,
  caption,
  runsLabel = 'Runs',
}: {
  rows: readonly TipsterRecordRow[];
  caption: string;
  runsLabel?: string;
}) {
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({
    key: 'profit',
    descending: true,
  });
  const sorted = [...rows].sort((a, b) => {
    const x = SORTS[sort.key](a);
    const y = SORTS[sort.key](b);
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y);
    return sort.descending ? -order : order;
  });
  const press = (key: SortKey) =>
    setSort((s) =>
      s.key === key ? { key, descending: !s.descending } : { key, descending: key !== 'name' },
    );
  const ariaSort = (key: SortKey): TableHeadColumn['sort'] =>
    sort.key === key ? (sort.descending ? 'descending' : 'ascending') : undefined;
  return (
    <Scroll label={caption}>
      <Table>
        <caption>{caption}</caption>
        <TableHead
          columns={[
            ...[{ key: 'name' as const, label: 'Tipster' }, ...HEADINGS].map(({ key, label }) => ({
              key,
              sort: ariaSort(key),
              label: (
                <button type="button" onClick={() => press(key)}>
                  {key === 'runs' ? runsLabel : label}
                </button>
              ),
            })),
            'Form',
          ]}
        />
        <tbody>
          {sorted.map((row) => (
            <tr key={row.tipster.id} data-testid="record-row">
              <th scope="row">
                <Link to={tipsterPath(row.tipster.id)}>{row.tipster.name}</Link>
              </th>
              <td>{row.record.runs}</td>
              <td>{row.record.wins}</td>
              <td>{strike(row.record)}</td>
              <td>
                <PointsCell value={row.record.profit} />
              </td>
              <td>
                <PointsCell value={row.last14.profit} />
              </td>
              <td>
                <PointsCell value={row.last30.profit} />
              </td>
              <td>
                <PointsCell value={row.season.profit} />
              </td>
              <td>{row.form || '–'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
