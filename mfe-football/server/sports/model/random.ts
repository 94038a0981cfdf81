import { SeededRandom } from '@sl/server-kit';

/** A generator for one named thing (a tournament, a season, a match), so each is drawn on its own. */
export function rngFor(seed: number, ...key: (string | number)[]): SeededRandom {
  return new SeededRandom(`${seed}:${key.join(':')}`);
}
