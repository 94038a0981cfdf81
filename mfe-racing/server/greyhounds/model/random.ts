import { SeededRandom } from '@sl/server-kit';

/** A generator for one named thing of the world (a dog, a race's running, a market), so each is drawn alone. */
export function rngFor(seed: number, ...key: (string | number)[]): SeededRandom {
  return new SeededRandom(`${seed}:${key.join(':')}`);
}

/** A standard normal draw (Box-Muller). */
export function normal(rng: SeededRandom): number {
  const u = Math.max(rng.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}
