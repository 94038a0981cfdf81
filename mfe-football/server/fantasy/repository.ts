import type { FantasyPick } from '@sl/contracts/fantasy';
import type { Db } from '@sl/server-kit';

/** One saved selection: it plays from `fromGameweek` until the member saves another for a later gameweek. */
export interface StoredSelection {
  memberSub: string;
  season: number;
  fromGameweek: number;
  name: string;
  picks: FantasyPick[];
  captainId: number;
}

interface Raw {
  member_sub: string;
  season: number;
  from_gameweek: number;
  name: string;
  picks: FantasyPick[] | string;
  captain_id: number;
}

const toSelection = (r: Raw): StoredSelection => ({
  memberSub: r.member_sub,
  season: r.season,
  fromGameweek: r.from_gameweek,
  name: r.name,
  picks: typeof r.picks === 'string' ? (JSON.parse(r.picks) as FantasyPick[]) : r.picks,
  captainId: r.captain_id,
});

export class FantasyRepository {
  constructor(private readonly db: Db) {}

  /** Saves a selection for a gameweek; saving again before that gameweek's deadline replaces it. */
  async save(selection: StoredSelection, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO fantasy_selections (member_sub, season, from_gameweek, name, picks, captain_id, saved_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)
       ON CONFLICT (member_sub, season, from_gameweek)
       DO UPDATE SET name = EXCLUDED.name, picks = EXCLUDED.picks, captain_id = EXCLUDED.captain_id,
                     saved_at = EXCLUDED.saved_at`,
      [
        selection.memberSub,
        selection.season,
        selection.fromGameweek,
        selection.name,
        JSON.stringify(selection.picks),
        selection.captainId,
        now.toISOString(),
      ],
    );
  }

  /** Every selection of the season, oldest gameweek first per member. */
  async season(season: number): Promise<StoredSelection[]> {
    const rows = await this.db.query<Raw>(
      `SELECT member_sub, season, from_gameweek, name, picks, captain_id FROM fantasy_selections
       WHERE season = $1 ORDER BY member_sub, from_gameweek`,
      [season],
    );
    return rows.map(toSelection);
  }
}
