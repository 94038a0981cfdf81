import { SeededRandom } from '@sl/server-kit';

const FIRST = [
  'Alex',
  'Ben',
  'Callum',
  'Dan',
  'Eddie',
  'Finn',
  'George',
  'Harry',
  'Isaac',
  'Jack',
  'Kai',
  'Leo',
  'Mason',
  'Nathan',
  'Oliver',
  'Pablo',
  'Reece',
  'Sam',
  'Tom',
  'Will',
  'Yusuf',
  'Luca',
  'Mateo',
  'Jonas',
  'Rafael',
];
const LAST = [
  'Adams',
  'Baker',
  'Carter',
  'Davies',
  'Evans',
  'Foster',
  'Grant',
  'Hughes',
  'Ings',
  'James',
  'Kelly',
  'Lewis',
  'Moore',
  'Nolan',
  'Owen',
  'Price',
  'Quinn',
  'Reid',
  'Silva',
  'Turner',
  'Vidal',
  'Walker',
  'Young',
  'Costa',
  'Müller',
  'Rossi',
  'García',
  'Dubois',
  'Jansen',
  'Okafor',
];

export const SQUAD_SIZE = 25;

/** Player ids are team id * 100 + shirt number, so a player page can find its team without a table. */
export const playerId = (teamId: number, shirt: number) => teamId * 100 + shirt;
export const teamOfPlayer = (id: number) => Math.floor(id / 100);
export const shirtOfPlayer = (id: number) => id % 100;

/** A squad's made-up player names: the clubs are real, the players are not. */
export function playerName(teamId: number, shirt: number): string {
  const rng = new SeededRandom(`squad:${teamId}:${shirt}`);
  return `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
}
