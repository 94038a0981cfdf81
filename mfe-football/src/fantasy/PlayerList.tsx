import { useMemo, useState } from 'react';
import {
  FANTASY_POSITIONS,
  POSITION_NAMES,
  formatFantasyPrice,
  type FantasyClub,
  type FantasyPlayer,
  type FantasyPosition,
} from '@sl/contracts/fantasy';
import { Table, Filters, Muted } from './styles';
import { PlayerAction } from './PlayerAction';
import { PLAYER_COLUMNS, PlayerCells } from './PlayerCells';
import { Button, ScrollRegion, Select, TableHead } from '@sl/ui';

type Sort = 'price-desc' | 'price-asc' | 'points';
const PAGE = 25;

export interface PlayerListProps {
  players: FantasyPlayer[];
  clubs: FantasyClub[];
  picked: ReadonlySet<number>;
  /** Why a player cannot be added now (his position is full), or null. */
  blocked: (player: FantasyPlayer) => string | null;
  onAdd: (player: FantasyPlayer) => void;
}

/** The Premier League players, filtered by position, club and price, with a button to add each. */
export function PlayerList({ players, clubs, picked, blocked, onAdd }: PlayerListProps) {
  const [position, setPosition] = useState<FantasyPosition | ''>('');
  const [clubId, setClubId] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const [sort, setSort] = useState<Sort>('price-desc');
  const [shown, setShown] = useState(PAGE);
  const list = useMemo(() => {
    const filtered = players.filter(
      (p) =>
        (!position || p.position === position) &&
        (!clubId || p.club.id === Number(clubId)) &&
        (!maxPrice || p.price <= Number(maxPrice)),
    );
    return filtered.sort((a, b) =>
      sort === 'points'
        ? b.totalPoints - a.totalPoints || b.price - a.price
        : sort === 'price-asc'
          ? a.price - b.price || b.totalPoints - a.totalPoints
          : b.price - a.price || b.totalPoints - a.totalPoints,
    );
  }, [players, position, clubId, maxPrice, sort]);
  const prices = [...new Set(players.map((p) => p.price))].sort((a, b) => a - b);
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setShown(PAGE);
    };

  return (
    <div>
      <Filters role="group" aria-label="Filter players">
        <Select
          label="Position"
          value={position}
          onChange={(v) => reset(setPosition)(v as FantasyPosition | '')}
          options={[
            { value: '', label: 'All positions' },
            ...FANTASY_POSITIONS.map((p) => ({ value: p, label: `${POSITION_NAMES[p]}s` })),
          ]}
        />
        <Select
          label="Club"
          value={clubId}
          onChange={(v) => reset(setClubId)(v)}
          options={[
            { value: '', label: 'All clubs' },
            ...clubs.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
        <Select
          label="Max price"
          value={maxPrice}
          onChange={(v) => reset(setMaxPrice)(v)}
          options={[
            { value: '', label: 'Any price' },
            ...prices.map((p) => ({ value: String(p), label: formatFantasyPrice(p) })),
          ]}
        />
        <Select
          label="Sort by"
          value={sort}
          onChange={(v) => reset(setSort)(v as Sort)}
          options={[
            { value: 'price-desc', label: 'Price, highest first' },
            { value: 'price-asc', label: 'Price, lowest first' },
            { value: 'points', label: 'Points, most first' },
          ]}
        />
      </Filters>
      <p aria-live="polite">
        <Muted>
          {list.length} {list.length === 1 ? 'player' : 'players'}
        </Muted>
      </p>
      <ScrollRegion label="Players">
        <Table data-testid="fantasy-players">
          <caption>Players</caption>
          <TableHead
            columns={[...PLAYER_COLUMNS, { key: 'add', label: <span className="visually-hidden">Add</span> }]}
          />
          <tbody>
            {list.slice(0, shown).map((p) => {
              const reason = picked.has(p.id) ? 'In your squad' : blocked(p);
              return (
                <tr key={p.id} data-testid="fantasy-player">
                  <PlayerCells player={p} />
                  <td>
                    {reason ? (
                      <Muted>{reason}</Muted>
                    ) : (
                      <PlayerAction
                        text="Add"
                        label={`Add ${p.name}, ${POSITION_NAMES[p.position]}, ${p.club.name}, ${formatFantasyPrice(p.price)}`}
                        onClick={() => onAdd(p)}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </ScrollRegion>
      {shown < list.length && (
        <p>
          <Button type="button" variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
            Show {Math.min(PAGE, list.length - shown)} more players
          </Button>
        </p>
      )}
    </div>
  );
}
