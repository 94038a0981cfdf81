import type { FantasyTeamResponse } from '@sl/contracts/fantasy';
import { Table, Section } from './styles';

const STATUS = { upcoming: 'Not started', live: 'In progress', finished: 'Final' } as const;

/** The member's points by gameweek, total and rank in the members' league. */
export function MyPoints({ mine }: { mine: FantasyTeamResponse }) {
  if (!mine.team) return null;
  return (
    <Section aria-labelledby="fantasy-my-points">
      <h2 id="fantasy-my-points">{mine.team.name}: your points</h2>
      <p data-testid="fantasy-rank">
        {mine.total} {mine.total === 1 ? 'point' : 'points'}, ranked {mine.rank} of {mine.entries} in the
        members&apos; league.
      </p>
      {mine.points.length === 0 ? (
        <p>
          Your team plays from gameweek {mine.team.fromGameweek}: its points appear here once that gameweek
          starts.
        </p>
      ) : (
        <Table data-testid="fantasy-gameweek-points">
          <caption>Points by gameweek</caption>
          <thead>
            <tr>
              <th scope="col">Gameweek</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {mine.points.map((p) => (
              <tr key={p.gameweek}>
                <td>{p.gameweek}</td>
                <td>{STATUS[p.status]}</td>
                <td className="num">{p.points}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  );
}
