import fc from 'fast-check';
import { ENTRY_STATUS, type Entry } from '@sl/contracts';
import { dayProblems } from '../invariants';
import { generateFeedDay } from '../generate';

/**
 * The race card's entry facts over several dates in both seasons: the feed rules hold (silks, sex and age, ratings
 * and weights, badges, claims, people's form, forecast, verdict), and the mix looks like real racing.
 */
const DATES = ['2026-06-13', '2026-11-21', '2027-03-10', '2025-08-02'];
const runnersOf = (entries: Entry[]) => entries.filter((e) => e.statusId === ENTRY_STATUS.runner);

describe('race card entry facts in the world', () => {
  it('keep the feed rules on any of several days', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DATES), (date) => {
        const day = generateFeedDay(date);
        expect(dayProblems({ date, races: day.races })).toEqual([]);
      }),
      { numRuns: 3 },
    );
  });

  it('look like racing: jumpers mostly geldings, owners with several horses, some claimers and headgear, badges earned', () => {
    const day = generateFeedDay('2026-11-21');
    const jumps = day.races.filter((r) => /hurdle|chase|flat race|bumper/i.test(r.title));
    const jumpers = jumps.flatMap((r) => runnersOf(r.entries));
    expect(jumpers.filter((e) => e.sex === 'g').length / jumpers.length).toBeGreaterThan(0.6);
    const summer = generateFeedDay('2026-06-13');
    const all = [...day.races, ...summer.races].flatMap((r) => runnersOf(r.entries));
    const owners = new Map<string, number>();
    for (const e of all) owners.set(e.owner!, (owners.get(e.owner!) ?? 0) + 1);
    expect([...owners.values()].some((n) => n >= 2)).toBe(true);
    const share = (f: (e: Entry) => boolean) => all.filter(f).length / all.length;
    expect(share((e) => (e.jockeyClaim ?? 0) > 0)).toBeGreaterThan(0.03);
    expect(share((e) => (e.jockeyClaim ?? 0) > 0)).toBeLessThan(0.3);
    expect(share((e) => e.headgear !== '')).toBeGreaterThan(0.15);
    expect(share((e) => e.headgear!.endsWith('1'))).toBeGreaterThan(0);
    expect(share((e) => e.headgear!.endsWith('1'))).toBeLessThan(0.1);
    for (const b of ['C', 'D', 'CD', 'BF'] as const)
      expect(share((e) => e.badges!.includes(b))).toBeGreaterThan(0);
    expect(share((e) => (e.officialRating ?? 0) > 0)).toBeGreaterThan(0.5);
    expect(share((e) => (e.jockeyForm?.runs ?? 0) > 0)).toBeGreaterThan(0.8);
    for (const race of [...day.races, ...summer.races]) expect(race.verdict).toMatch(/\w/);
  });
});
