import type { GreyhoundResult } from '@sl/contracts';
import { TableHead } from '@sl/ui';
import { raceTime, spText } from './format';
import { TableRegion } from '../app/TableRegion';
import { GreyhoundTable } from './GreyhoundTable';
import { TrapJacket } from './TrapJacket';

const COLUMNS = [
  'Pos',
  'Trap',
  'Greyhound',
  { label: 'Time', num: true },
  { label: 'Dist', num: true },
  { label: 'SP', num: true },
];

/** A race's result: each dog's position, trap, time, distance behind, starting price and the race comment. */
export function ResultTable({ result, caption }: { result: GreyhoundResult; caption: string }) {
  return (
    <TableRegion label={caption}>
      <GreyhoundTable data-testid="greyhound-result">
        <caption>{caption}</caption>
        <TableHead columns={COLUMNS} />
        <tbody>
          {result.placings.map((p) => (
            <tr key={p.dogId} data-testid="placing">
              <td>{p.position}</td>
              <td>
                <TrapJacket trap={p.trap} />
              </td>
              <td>
                <strong>{p.name}</strong>
                {/* The comment sits under the dog so a phone keeps time, distance and SP in view. */}
                <small className="comment">{p.comment}</small>
              </td>
              <td className="num">{raceTime(p.time)}</td>
              <td className="num">{p.distanceBehind || '-'}</td>
              <td className="num">{spText(p.sp, p.favourite)}</td>
            </tr>
          ))}
        </tbody>
      </GreyhoundTable>
    </TableRegion>
  );
}
