import { fractionToDecimal } from '@sl/contracts';
import { racesOn } from './calendar';
import { coreDay } from './day';
import { performanceOf } from './history';
import { DEFAULT_WORLD_SEED } from './types';

describe('a past run as a performance', () => {
  it.each(['2026-06-13', '2026-12-26'])(
    'on %s carries the race trip and marks the shortest-priced runners as favourite',
    (date) => {
      for (const race of coreDay(DEFAULT_WORLD_SEED, date, racesOn).races) {
        const runners = race.entries.filter((e) => e.runs);
        const perfs = runners.map((entry) => ({ entry, p: performanceOf({ date, race, entry }) }));
        const shortest = Math.min(...runners.map((e) => fractionToDecimal(e.sp)));
        for (const { entry, p } of perfs) {
          expect(p.distance).toBe(race.plan.distance);
          expect(p.favourite).toBe(fractionToDecimal(entry.sp) === shortest);
        }
        expect(perfs.filter((x) => x.p.favourite).length).toBeGreaterThanOrEqual(1);
      }
    },
  );
});
