import { useId } from 'react';
import {
  FANTASY_POSITIONS,
  FANTASY_SQUAD_SHAPE,
  POSITION_NAMES,
  formatFantasyPrice,
  type FantasyPlayer,
} from '@sl/contracts/fantasy';
import type { Draft, DraftAction } from './draft';
import { PlayerAction } from './PlayerAction';
import { Table, Muted } from './styles';
import { ScrollRegion, TableHead } from '@sl/ui';

export interface SquadListProps {
  draft: Draft;
  lookup: (id: number) => FantasyPlayer | undefined;
  dispatch: (action: DraftAction) => void;
}

/** The picked squad by position: start or bench each player, choose the captain, remove a player. */
export function SquadList({ draft, lookup, dispatch }: SquadListProps) {
  const id = useId();
  const rows = draft.picks.flatMap((pick) => {
    const player = lookup(pick.playerId);
    return player ? [{ pick, player }] : [];
  });
  return (
    <ScrollRegion label="Your squad">
      <Table data-testid="fantasy-squad">
        <caption>Your squad: {draft.picks.length} of 15 players</caption>
        <TableHead
          columns={[
            'Player',
            { label: 'Price', num: true },
            'Starts',
            'Captain',
            { key: 'remove', label: <span className="visually-hidden">Remove</span> },
          ]}
        />
        {FANTASY_POSITIONS.map((position) => {
          const group = rows.filter((r) => r.player.position === position);
          return (
            <tbody key={position}>
              <tr>
                <th scope="rowgroup" colSpan={5}>
                  {POSITION_NAMES[position]}s{' '}
                  <Muted>
                    ({group.length} of {FANTASY_SQUAD_SHAPE[position]})
                  </Muted>
                </th>
              </tr>
              {group.map(({ pick, player }) => (
                <tr key={player.id} data-testid="fantasy-pick">
                  <td>
                    {player.name} <abbr title={player.club.name}>{player.club.abbrev}</abbr>
                  </td>
                  <td className="num">{formatFantasyPrice(player.price)}</td>
                  <td>
                    <input
                      type="checkbox"
                      checked={pick.starting}
                      aria-label={`${player.name} starts`}
                      onChange={(e) =>
                        dispatch({ type: 'starting', playerId: player.id, starting: e.target.checked })
                      }
                    />
                  </td>
                  <td>
                    <input
                      type="radio"
                      name={`${id}-captain`}
                      checked={draft.captainId === player.id}
                      disabled={!pick.starting}
                      aria-label={`${player.name} captain`}
                      onChange={() => dispatch({ type: 'captain', playerId: player.id })}
                    />
                  </td>
                  <td>
                    <PlayerAction
                      text="Remove"
                      label={`Remove ${player.name}`}
                      onClick={() => dispatch({ type: 'remove', playerId: player.id })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          );
        })}
      </Table>
    </ScrollRegion>
  );
}
