import { POSITION_NAMES, formatFantasyPrice, type FantasyPlayer } from '@sl/contracts/fantasy';

/** The head of a table of players: the columns PlayerCells fills. */
export const PLAYER_COLUMNS = [
  'Player',
  { key: 'position', label: <abbr title="Position">Pos</abbr> },
  { label: 'Price', num: true },
  { label: 'Pts', num: true },
];

/** A player's name and club, position, price and points: the cells that start each row of a table of players. */
export function PlayerCells({ player }: { player: FantasyPlayer }) {
  return (
    <>
      <td>
        {player.name} <abbr title={player.club.name}>{player.club.abbrev}</abbr>
      </td>
      <td>
        <abbr title={POSITION_NAMES[player.position]}>{player.position}</abbr>
      </td>
      <td className="num">{formatFantasyPrice(player.price)}</td>
      <td className="num">{player.totalPoints}</td>
    </>
  );
}
