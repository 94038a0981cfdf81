import {
  positionOfShirt,
  type FantasyClub,
  type FantasyPlayer,
  type FantasyPosition,
} from '@sl/contracts/fantasy';
import { SeededRandom } from '@sl/server-kit';
import { competitionById } from '../feed/clubs';
import { SQUAD_SIZE, playerId, playerName, shirtOfPlayer, teamOfPlayer } from '../feed/squads';
import { ratingOf } from '../feed/strength';
import { teamByName } from '../feed/teams';

/** The Premier League's competition id in the feed. */
export const PREMIER_LEAGUE_ID = 2;

export function plClubs(): FantasyClub[] {
  return (competitionById.get(PREMIER_LEAGUE_ID)?.clubs ?? []).map((name) => {
    const team = teamByName.get(name)!;
    return { id: team.id, name: team.name, abbrev: team.abbrev };
  });
}

/**
 * Price bands in tenths of £1m, from the weakest club's to the strongest's: starters (shirts 1 to 11, who play
 * every match) cost more than the bench, who play only when they come on; attackers, who score, most of all.
 */
const BANDS: Readonly<Record<'starter' | 'bench', Record<FantasyPosition, [number, number]>>> = {
  starter: { GK: [45, 60], DEF: [45, 65], MID: [55, 105], FWD: [60, 120] },
  bench: { GK: [40, 45], DEF: [40, 48], MID: [45, 60], FWD: [45, 65] },
};

/** Club strength from the world's ratings, 0 for the weakest Premier League side to 1 for the strongest. */
function strengthScale(clubs: readonly FantasyClub[]): (clubId: number) => number {
  const ratings = clubs.map((c) => ratingOf(c.id));
  const lo = Math.min(...ratings);
  const hi = Math.max(...ratings);
  return (clubId) => (hi > lo ? (ratingOf(clubId) - lo) / (hi - lo) : 0.5);
}

/** A player's price: his role's band placed by his club's strength, with a small seeded nudge of form. */
function priceOf(clubStrength: number, shirt: number): number {
  const position = positionOfShirt(shirt)!;
  const [lo, hi] = BANDS[shirt <= 11 ? 'starter' : 'bench'][position];
  const nudge = new SeededRandom(`fantasy-price:${shirt}:${clubStrength.toFixed(3)}`).int(-3, 3);
  return Math.max(40, Math.round(lo + (hi - lo) * clubStrength) + nudge);
}

let cache: FantasyPlayer[] | null = null;

/** Every Premier League squad player with his position and price (points are added from the feed by the caller). */
export function plPlayers(): FantasyPlayer[] {
  if (cache) return cache;
  const clubs = plClubs();
  const strength = strengthScale(clubs);
  cache = clubs.flatMap((club) =>
    Array.from({ length: SQUAD_SIZE }, (_, i) => {
      const shirt = i + 1;
      return {
        id: playerId(club.id, shirt),
        name: playerName(club.id, shirt),
        shirt,
        position: positionOfShirt(shirt)!,
        club,
        price: priceOf(strength(club.id), shirt),
        totalPoints: 0,
      };
    }),
  );
  return cache;
}

const byId = new Map<number, FantasyPlayer>();
export function plPlayer(id: number): FantasyPlayer | undefined {
  if (byId.size === 0) for (const p of plPlayers()) byId.set(p.id, p);
  return byId.get(id);
}

/** A player id's position, for any club in the feed (an opponent outside the game too). */
export function positionOfPlayer(id: number) {
  return teamOfPlayer(id) > 0 ? positionOfShirt(shirtOfPlayer(id)) : null;
}
