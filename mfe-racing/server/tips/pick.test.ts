import { tipstersFor } from '@sl/contracts';
import { priceToDecimal } from '@sl/contracts/tip-records';
import { generateFeedDay } from '../feed/generate';
import { pickTips, runnersOf, tippedRaces, TIPPED_RACES_PER_DAY } from './pick';

const DAY = '2026-06-13';
const { races } = generateFeedDay(DAY);

describe('racing tipsters pick from the cards', () => {
  const tips = pickTips(DAY, races);
  const tipped = tippedRaces(races);
  const cards = new Map(races.map((r) => [r.raceId, r]));

  it("tips the day's richest races with a field, every racing tipster in each, one nap each", () => {
    expect(tipped.length).toBe(TIPPED_RACES_PER_DAY);
    for (const race of tipped) expect(runnersOf(race).length).toBeGreaterThanOrEqual(5);
    const racing = tipstersFor('racing');
    expect(tips).toHaveLength(racing.length * tipped.length);
    for (const t of racing) {
      const own = tips.filter((tip) => tip.tipsterId === t.id);
      expect(new Set(own.map((tip) => tip.raceId))).toEqual(new Set(tipped.map((r) => r.raceId)));
      expect([t.id, own.filter((tip) => tip.nap).length]).toEqual([t.id, 1]);
    }
  });

  it('picks declared runners at their feed price, with reasoning from the horse', () => {
    for (const tip of tips) {
      const entry = cards.get(tip.raceId)!.entries.find((e) => e.horseCode === tip.horseCode)!;
      expect(entry.statusId).toBe(21);
      expect(tip.price).toBe(entry.currentOdds);
      expect(tip.reasoning.length).toBeGreaterThan(60);
      expect(tip.reasoning).toContain(entry.trainerFullName);
    }
  });

  it('keeps each house style: the market man backs the favourite, the course man a course winner or placer', () => {
    for (const tip of tips.filter((t) => t.tipsterId === 'frankie-doyle')) {
      const shortest = Math.min(
        ...runnersOf(cards.get(tip.raceId)!).map((e) => priceToDecimal(e.currentOdds)),
      );
      expect(priceToDecimal(tip.price)).toBe(shortest);
    }
    for (const tip of tips.filter((t) => t.tipsterId === 'owen-pritchard')) {
      const card = cards.get(tip.raceId)!;
      const anyCourseForm = runnersOf(card).some((e) =>
        e.horse.performances.some(
          (p) => p.courseId === card.courseId && p.positionOfficial >= 1 && p.positionOfficial <= 3,
        ),
      );
      if (anyCourseForm) expect(tip.reasoning).toMatch(/^Proven at /);
      else expect(tip.reasoning).toMatch(/^None of these has won or placed at /);
    }
  });

  it('never reads the result: the same cards without results give the same tips', () => {
    const blind = races.map((r) => ({ ...r, state: 'DORMANT' as const, result: null }));
    expect(pickTips(DAY, blind)).toEqual(tips);
  });
});
