import { type TeamRef } from '@sl/contracts';
import { positionOfShirt } from '@sl/contracts/fantasy';
import {
  type Formation,
  type LineupPlayer,
  type LineupSide,
  type LineupStatus,
  type MatchLineups,
} from '@sl/contracts/match-centre';
import { SeededRandom } from '@sl/server-kit';
import { planMatch, type ClockInput } from './clock';
import { playerId, playerName, shirtOfPlayer, SQUAD_SIZE } from './squads';

/**
 * Where shirts 1 to 11 (the feed's starting eleven, see contracts' fantasy-positions) stand in each formation,
 * keeper first, then defence to attack, each line left to right. The English numbering fits them all: 7 and 11
 * are the wide men (wingers in a 4-3-3, wide midfielders in a 4-4-2), 10 the second striker or the No. 10, and a
 * back three pushes the right-back (2) up to wing-back.
 */
export const FORMATION_SHIRTS: Readonly<Record<Formation, readonly (readonly number[])[]>> = {
  '4-4-2': [[1], [3, 5, 4, 2], [11, 8, 6, 7], [10, 9]],
  '4-3-3': [[1], [3, 5, 4, 2], [8, 6, 10], [11, 9, 7]],
  '4-2-3-1': [[1], [3, 5, 4, 2], [8, 6], [11, 10, 7], [9]],
  '3-5-2': [[1], [3, 5, 4], [11, 8, 6, 7, 2], [10, 9]],
};

/** How often clubs line up in each shape (a club has its own, and changes it for one match in seven). */
const FORMATION_WEIGHTS: ReadonlyArray<[Formation, number]> = [
  ['4-3-3', 30],
  ['4-2-3-1', 30],
  ['4-4-2', 25],
  ['3-5-2', 15],
];

function weighted(rng: SeededRandom): Formation {
  let roll = rng.next() * 100;
  for (const [formation, weight] of FORMATION_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return formation;
  }
  return FORMATION_WEIGHTS[0]![0];
}

export function formationOf(teamId: number, matchId: number): Formation {
  const usual = weighted(new SeededRandom(`formation:${teamId}`));
  const today = new SeededRandom(`formation:${teamId}:${matchId}`);
  return today.chance(1 / 7) ? weighted(today) : usual;
}

/** A matchday squad names seven to nine substitutes; the feed's clubs name nine. */
export const BENCH_SIZE = 9;
/** The reserve keeper's shirt: always on the bench. */
const RESERVE_KEEPER = 13;

const player = (teamId: number, shirt: number): LineupPlayer => ({
  id: playerId(teamId, shirt),
  name: playerName(teamId, shirt),
  shirt,
  position: positionOfShirt(shirt) ?? 'MID',
});

/**
 * The bench: every player the whole match brings on (from the match plan, so it does not change as the match goes
 * on and the team sheet before kick-off already names them), the reserve keeper, then others from the squad.
 */
function benchShirts(input: ClockInput, side: 'home' | 'away'): number[] {
  const comingOn = planMatch(input)
    .events.filter((e) => e.type === 'SUBSTITUTION_ON' && e.side === side)
    .map((e) => shirtOfPlayer(e.player.id));
  const chosen = new Set([...comingOn, RESERVE_KEEPER]);
  const teamId = side === 'home' ? input.homeTeamId : input.awayTeamId;
  const rng = new SeededRandom(`bench:${input.seed}:${teamId}`);
  const rest = Array.from({ length: SQUAD_SIZE - 11 }, (_, i) => 12 + i).filter((s) => !chosen.has(s));
  const others = rng.sample(rest, rest.length);
  for (const shirt of others) {
    if (chosen.size >= BENCH_SIZE) break;
    chosen.add(shirt);
  }
  return [...chosen].sort((a, b) => a - b);
}

function side(input: ClockInput, which: 'home' | 'away', team: TeamRef): LineupSide {
  const formation = formationOf(team.id, input.seed);
  return {
    team,
    formation,
    lines: FORMATION_SHIRTS[formation].map((line) => line.map((shirt) => player(team.id, shirt))),
    substitutes: benchShirts(input, which).map((shirt) => player(team.id, shirt)),
    manager: null,
  };
}

/** Team sheets go in an hour before kick-off; before that the page shows the predicted sides. */
const TEAM_SHEET_MS = 60 * 60_000;

const lineupStatus = (kickOff: Date, now: Date): LineupStatus =>
  now.getTime() >= kickOff.getTime() - TEAM_SHEET_MS ? 'confirmed' : 'predicted';

export function lineupsOf(
  input: ClockInput,
  teams: { home: TeamRef; away: TeamRef },
  now: Date,
): MatchLineups {
  return {
    status: lineupStatus(input.kickOff, now),
    home: side(input, 'home', teams.home),
    away: side(input, 'away', teams.away),
  };
}
