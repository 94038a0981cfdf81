import { DataTable, type DataTableColumn } from '@sl/ui';
import type { RecordLine } from '@sl/contracts/race-history';

interface Row extends RecordLine {
  name: string;
}

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Split', isRowHeader: true, render: (r) => r.name },
  { key: 'runs', header: 'Runs', align: 'right', render: (r) => r.runs },
  { key: 'wins', header: 'Wins', align: 'right', render: (r) => r.wins },
  { key: 'places', header: '2nd/3rd', align: 'right', render: (r) => r.places },
  { key: 'pct', header: 'Win %', align: 'right', render: (r) => `${r.winPercent}%` },
];

/** Runs, wins, places and strike rate by some split (year, code, going, trip, course). */
export function RecordTable({
  caption,
  splitName,
  rows,
}: {
  caption: string;
  splitName: string;
  rows: Row[];
}) {
  const columns = [{ ...COLUMNS[0]!, header: splitName }, ...COLUMNS.slice(1)];
  return (
    <DataTable caption={caption} columns={columns} rows={rows} rowKey={(r) => r.name} empty="No runs yet." />
  );
}
