import type { GreyhoundResult } from '@sl/contracts';
import { raceTime, spText } from './format';
import { ScrollTable } from './Scroll';
import { TrapJacket } from './TrapJacket';

/** A race's result: each dog's position, trap, time, distance behind, starting price and the race comment. */
export function ResultTable({ result, caption }: { result: GreyhoundResult; caption: string }) {
  return (
    <ScrollTable label={caption}>
      <table data-testid="greyhound-result">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Pos</th>
            <th scope="col">Trap</th>
            <th scope="col">Greyhound</th>
            <th scope="col" className="num">
              Time
            </th>
            <th scope="col" className="num">
              Dist
            </th>
            <th scope="col" className="num">
              SP
            </th>
          </tr>
        </thead>
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
      </table>
    </ScrollTable>
  );
}
