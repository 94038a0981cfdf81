import type { SeededRandom } from '@sl/server-kit';

/**
 * The pairings of a European league phase, one list per matchday: every club plays once a matchday, no two clubs
 * meet twice, and two clubs of the same association never meet (UEFA's league-phase rules), with home and away
 * balanced. Drawn matchday by matchday from the seeded random, retrying a matchday whose draw runs into a dead end.
 */
export function leaguePhaseDraw(
  rng: SeededRandom,
  ids: readonly number[],
  associationOf: (id: number) => number,
  matchdays: number,
): Array<Array<[number, number]>> {
  const met = new Set<string>();
  const homes = new Map<number, number>(ids.map((id) => [id, 0]));
  const key = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
  const allowed = (a: number, b: number) => associationOf(a) !== associationOf(b) && !met.has(key(a, b));

  const drawMatchday = (): Array<[number, number]> | null => {
    const order = rng.sample(ids, ids.length);
    const used = new Set<number>();
    const pairs: Array<[number, number]> = [];
    for (const a of order) {
      if (used.has(a)) continue;
      const b = order.find((c) => c !== a && !used.has(c) && allowed(a, c));
      if (b === undefined) {
        // An odd club out is fine once (odd fields have a bye); anything more is a dead end.
        if (order.filter((c) => !used.has(c)).length === 1) break;
        return null;
      }
      used.add(a).add(b);
      pairs.push([a, b]);
    }
    return pairs;
  };

  const days: Array<Array<[number, number]>> = [];
  for (let day = 0; day < matchdays; day += 1) {
    let pairs: Array<[number, number]> | null = null;
    for (let attempt = 0; attempt < 500 && !pairs; attempt += 1) pairs = drawMatchday();
    if (!pairs) break; // A field too small for this many matchdays: the phase ends early rather than repeat a tie.
    days.push(
      pairs.map(([a, b]) => {
        const ha = homes.get(a)!;
        const hb = homes.get(b)!;
        const home = ha < hb ? a : hb < ha ? b : rng.chance(0.5) ? a : b;
        const away = home === a ? b : a;
        homes.set(home, homes.get(home)! + 1);
        met.add(key(a, b));
        return [home, away];
      }),
    );
  }
  return days;
}
