import { TableHead, LoadingBlock } from '@sl/ui';
import { useFantasyPlayers } from './api';
import { Table, Section } from './styles';
import { PLAYER_COLUMNS, PlayerCells } from './PlayerCells';

/** The season's highest scorers in the game so far. */
export function TopPlayers() {
  const { data, isPending, isError } = useFantasyPlayers('sort=points&limit=10');
  return (
    <Section aria-labelledby="fantasy-top-players">
      <h2 id="fantasy-top-players">Top players</h2>
      {isPending ? (
        <LoadingBlock label="Loading players…" />
      ) : isError ? (
        <p>The players cannot be shown right now.</p>
      ) : (
        <Table data-testid="fantasy-top-players">
          <caption>Most points this season</caption>
          <TableHead columns={PLAYER_COLUMNS} />
          <tbody>
            {data.players.map((p) => (
              <tr key={p.id}>
                <PlayerCells player={p} />
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  );
}
