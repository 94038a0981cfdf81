import { positionLabel, resultLabel, type RaceResult as Result, type ResultPlacing } from '@sl/contracts';
import { DataTable, type DataTableColumn } from '@sl/ui';

const sp = (price: string) => (price === '1/1' ? 'Evs' : price);

const COLUMNS: DataTableColumn<ResultPlacing>[] = [
  { key: 'pos', header: 'Pos', render: (p) => positionLabel(p.position, p.nonFinisherCode) },
  {
    key: 'horse',
    header: 'Horse',
    isRowHeader: true,
    render: (p) => (p.entryNumber > 0 ? `${p.entryNumber}. ${p.horseName}` : p.horseName),
  },
  { key: 'dist', header: 'Dist', render: (p) => p.distance },
  { key: 'sp', header: 'SP', align: 'right', render: (p) => sp(p.startingPrice) },
  { key: 'jockey', header: 'Jockey', hideBelow: 'tablet', render: (p) => p.jockeyFullName },
  { key: 'trainer', header: 'Trainer', hideBelow: 'tablet', render: (p) => p.trainerFullName },
];

/** A race's placings under its state's label (Result, Final Result): position, distances and starting prices. */
export function RaceResultTable({ result, caption }: { result: Result; caption?: string }) {
  return (
    <div data-testid="race-result">
      <DataTable
        caption={`${resultLabel(result.state)}${caption ? `: ${caption}` : ''}`}
        columns={COLUMNS}
        rows={result.placings}
        rowKey={(p) => p.horseCode}
      />
    </div>
  );
}
