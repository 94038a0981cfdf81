import { positionLabel, resultLabel, type RaceResult as Result } from '@sl/contracts';

/** A race's placings under its state's label (Result, Final Result). */
export function RaceResultTable({ result, caption }: { result: Result; caption?: string }) {
  return (
    <table data-testid="race-result">
      <caption>
        {resultLabel(result.state)}
        {caption ? `: ${caption}` : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">Pos</th>
          <th scope="col">Horse</th>
          <th scope="col">Dist</th>
          <th scope="col">SP</th>
          <th scope="col">Jockey</th>
          <th scope="col">Trainer</th>
        </tr>
      </thead>
      <tbody>
        {result.placings.map((p) => (
          <tr key={p.horseCode}>
            <td>{positionLabel(p.position, p.nonFinisherCode)}</td>
            <td>{p.horseName}</td>
            <td>{p.distance}</td>
            <td>{p.startingPrice === '1/1' ? 'Evs' : p.startingPrice}</td>
            <td>{p.jockeyFullName}</td>
            <td>{p.trainerFullName}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
