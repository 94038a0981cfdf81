import type { Tip, TipLeg } from '@sl/contracts';
import {
  accaPrice,
  combinedDecimal,
  footballOutcome,
  settleFootballTip,
  type MatchSettlement,
} from './settle';

const event = (id: string) => ({
  id,
  name: 'A v B',
  startTime: '2026-11-21T15:00:00Z',
  venue: 'Premier League',
  path: '/',
});
const single = (id: string, price: string): Pick<Tip, 'event' | 'selection' | 'price' | 'legs'> => ({
  event: event('1'),
  selection: { id, name: id },
  price,
});
const final = (home: number, away: number): MatchSettlement => ({ state: 'final', home, away });

describe('football tip settlement', () => {
  it('settles every market on the 90-minute score', () => {
    expect(footballOutcome('home', { home: 2, away: 1 })).toBe('won');
    expect(footballOutcome('draw', { home: 2, away: 1 })).toBe('lost');
    expect(footballOutcome('away', { home: 0, away: 1 })).toBe('won');
    expect(footballOutcome('btts-yes', { home: 1, away: 1 })).toBe('won');
    expect(footballOutcome('btts-yes', { home: 3, away: 0 })).toBe('lost');
    expect(footballOutcome('btts-no', { home: 3, away: 0 })).toBe('won');
    expect(footballOutcome('over-2.5', { home: 2, away: 1 })).toBe('won');
    expect(footballOutcome('over-2.5', { home: 1, away: 1 })).toBe('lost');
    expect(footballOutcome('under-2.5', { home: 1, away: 1 })).toBe('won');
    expect(footballOutcome('cs-2-1', { home: 2, away: 1 })).toBe('won');
    expect(footballOutcome('cs-2-1', { home: 1, away: 2 })).toBe('lost');
    expect(() => footballOutcome('corners', { home: 0, away: 0 })).toThrow(/Unknown/);
  });

  it('pays a winning single at the price given, loses the stake otherwise, voids an abandoned match', () => {
    expect(settleFootballTip(single('home', '6/4'), () => final(2, 0))).toEqual({
      result: 'won',
      startingPrice: '6/4',
      profit: 1.5,
    });
    expect(settleFootballTip(single('home', '6/4'), () => final(0, 0))).toEqual({
      result: 'lost',
      startingPrice: '6/4',
      profit: -1,
    });
    expect(settleFootballTip(single('home', '6/4'), () => ({ state: 'void' }))).toEqual({
      result: 'void',
      startingPrice: null,
      profit: 0,
    });
    expect(settleFootballTip(single('home', '6/4'), () => null)).toEqual({
      result: 'pending',
      startingPrice: null,
      profit: null,
    });
  });

  const leg = (id: string, selection: string, price: string): TipLeg => ({
    event: event(id),
    selection: { id: selection, name: selection },
    market: 'Match result',
    price,
    result: 'pending',
  });
  const acca = {
    ...single('acca', ''),
    legs: [leg('1', 'home', '1/2'), leg('2', 'away', 'evs'), leg('3', 'home', '4/5')],
  };

  it('settles the accumulator leg by leg at the combined odds', () => {
    const scores: Record<string, MatchSettlement> = { '1': final(1, 0), '2': final(0, 2), '3': final(3, 1) };
    const won = settleFootballTip(acca, (id) => scores[id]!);
    expect(won.result).toBe('won');
    // 1.5 x 2.0 x 1.8 = 5.4: a profit of 4.4 points.
    expect(won.profit).toBeCloseTo(4.4, 2);
    expect(won.startingPrice).toBe('4.4/1');
    expect(won.legs!.map((l) => l.result)).toEqual(['won', 'won', 'won']);

    const oneLost = settleFootballTip(acca, (id) => (id === '2' ? final(1, 1) : scores[id]!));
    expect(oneLost).toMatchObject({ result: 'lost', profit: -1 });

    // A lost leg settles it even with another still to play; otherwise it waits.
    expect(settleFootballTip(acca, (id) => (id === '1' ? final(0, 1) : null)).result).toBe('lost');
    expect(settleFootballTip(acca, (id) => (id === '1' ? final(1, 0) : null))).toMatchObject({
      result: 'pending',
      profit: null,
    });

    // An abandoned leg drops out: the others pay at their own combined odds.
    const voidLeg = settleFootballTip(acca, (id) => (id === '2' ? { state: 'void' } : scores[id]!));
    expect(voidLeg.result).toBe('won');
    expect(voidLeg.profit).toBeCloseTo(1.5 * 1.8 - 1, 2);
  });

  it('writes combined odds as a price that reads back to the same odds', () => {
    expect(combinedDecimal(['1/2', 'evs', '4/5'])).toBe(5.4);
    expect(accaPrice(5.4)).toBe('4.4/1');
    expect(accaPrice(12)).toBe('11/1');
    expect(accaPrice(9.68)).toBe('8.68/1');
  });
});
