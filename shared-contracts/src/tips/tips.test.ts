import { pageStatusOwner } from '../routes/page-status';
import { tipsPageFor, BETTING_GUIDES } from './pages';
import {
  computeRecord,
  formFigures,
  periodRange,
  pnlSeries,
  seasonStart,
  shiftDay,
  tipsterRecordRows,
} from '@sl/contracts/tip-records';
import {
  levelStakeProfit,
  priceToDecimal,
  racingOutcome,
  settleAccumulator,
  settleRacingTip,
} from '@sl/contracts/tip-records';
import { TIPSTERS, tipsterById, tipstersFor, tipsterSummary } from './tipsters';
import type { Tip, TipResult } from './types';

function tip(
  date: string,
  result: TipResult,
  profit: number | null,
  tipsterId = 'harriet-lane',
  nap = true,
): Tip {
  const t = tipsterById(tipsterId)!;
  return {
    id: `${tipsterId}-${date}-${Math.random()}`,
    tipster: tipsterSummary(t),
    sport: 'racing',
    date,
    event: { id: '1', name: 'race', startTime: `${date}T14:00:00Z`, venue: 'Ascot', path: '/racing' },
    selection: { id: 'h', name: 'Horse' },
    market: 'Win',
    price: '2/1',
    reasoning: 'because',
    nap,
    result,
    startingPrice: result === 'pending' ? null : '2/1',
    profit,
  };
}

describe('tipsters', () => {
  it('has six tipsters with unique ids, a method for each sport they cover, and both sports covered', () => {
    expect(TIPSTERS).toHaveLength(6);
    expect(new Set(TIPSTERS.map((t) => t.id)).size).toBe(6);
    for (const t of TIPSTERS) {
      expect(t.id).toMatch(/^[a-z-]+$/);
      for (const sport of t.sports) expect(t.methods[sport]).toBeDefined();
      expect(t.bio.length).toBeGreaterThan(80);
    }
    expect(tipstersFor('racing').length).toBeGreaterThanOrEqual(4);
    expect(tipstersFor('football').length).toBeGreaterThanOrEqual(3);
  });
});

describe('settlement at level stakes', () => {
  it('reads fractional prices and evens', () => {
    expect(priceToDecimal('5/2')).toBe(3.5);
    expect(priceToDecimal('Evs')).toBe(2);
    expect(priceToDecimal('1/1')).toBe(2);
    expect(priceToDecimal('')).toBe(0);
    expect(priceToDecimal('SP')).toBe(0);
  });

  it('pays a winner at its price less the stake, loses the stake on a loser or placed horse, returns it when void', () => {
    expect(levelStakeProfit('won', '5/2')).toBe(2.5);
    expect(levelStakeProfit('won', '4/6')).toBe(0.67);
    expect(levelStakeProfit('placed', '5/2')).toBe(-1);
    expect(levelStakeProfit('lost', '100/1')).toBe(-1);
    expect(levelStakeProfit('void', null)).toBe(0);
    expect(() => levelStakeProfit('won', '')).toThrow(/settlement price/);
  });

  it('turns a finishing position into an outcome', () => {
    expect(racingOutcome({ nonRunner: false, position: 1 })).toBe('won');
    expect(racingOutcome({ nonRunner: false, position: 2 })).toBe('placed');
    expect(racingOutcome({ nonRunner: false, position: 3 })).toBe('placed');
    expect(racingOutcome({ nonRunner: false, position: 4 })).toBe('lost');
    expect(racingOutcome({ nonRunner: false, position: 0 })).toBe('lost'); // fell, pulled up
    expect(racingOutcome({ nonRunner: true, position: 0 })).toBe('void');
  });

  it('settles a racing tip at SP, not at the price taken; a non-runner is void; no result is pending', () => {
    expect(settleRacingTip(null, '3/1')).toEqual({ result: 'pending', startingPrice: null, profit: null });
    expect(settleRacingTip({ nonRunner: false, position: 1, startingPrice: '9/2' }, '3/1')).toEqual({
      result: 'won',
      startingPrice: '9/2',
      profit: 4.5,
    });
    expect(settleRacingTip({ nonRunner: false, position: 1, startingPrice: '' }, '3/1').profit).toBe(3);
    expect(settleRacingTip({ nonRunner: false, position: 5, startingPrice: '9/2' }, '3/1').profit).toBe(-1);
    expect(settleRacingTip({ nonRunner: true, position: 0, startingPrice: '' }, '3/1')).toEqual({
      result: 'void',
      startingPrice: null,
      profit: 0,
    });
  });

  it('settles accumulators: a losing leg loses, void legs drop out, all winners multiply', () => {
    expect(
      settleAccumulator([
        { price: '1/1', result: 'won' },
        { price: '2/1', result: 'won' },
      ]),
    ).toEqual({
      result: 'won',
      decimalPrice: 6,
      profit: 5,
    });
    expect(
      settleAccumulator([
        { price: '1/1', result: 'won' },
        { price: '2/1', result: 'void' },
      ]),
    ).toEqual({
      result: 'won',
      decimalPrice: 2,
      profit: 1,
    });
    expect(
      settleAccumulator([
        { price: '1/1', result: 'pending' },
        { price: '2/1', result: 'lost' },
      ]).result,
    ).toBe('lost');
    expect(
      settleAccumulator([
        { price: '1/1', result: 'pending' },
        { price: '2/1', result: 'won' },
      ]),
    ).toEqual({
      result: 'pending',
      decimalPrice: 6,
      profit: null,
    });
    expect(settleAccumulator([{ price: '1/1', result: 'void' }]).result).toBe('void');
  });
});

describe('records', () => {
  it('counts wins, runs, strike rate, profit and ROI; voids and pending are not runs', () => {
    const r = computeRecord([
      tip('2026-11-01', 'won', 2),
      tip('2026-11-02', 'lost', -1),
      tip('2026-11-03', 'placed', -1),
      tip('2026-11-04', 'void', 0),
      tip('2026-11-05', 'pending', null),
    ]);
    expect(r).toEqual({
      runs: 3,
      wins: 1,
      placed: 1,
      losses: 1,
      voids: 1,
      pending: 1,
      strikeRate: 33.3,
      profit: 0,
      roi: 0,
    });
    expect(computeRecord([]).strikeRate).toBe(0);
    expect(computeRecord([tip('2026-11-01', 'won', 0.67), tip('2026-11-01', 'won', 0.67)]).profit).toBe(1.34);
  });

  it('finds rolling windows and seasons', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(periodRange('14d', 'racing', '2026-11-25')).toEqual({ from: '2026-11-12', to: '2026-11-25' });
    expect(periodRange('30d', 'racing', '2026-11-25')).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(seasonStart('racing', '2026-11-25')).toBe('2026-05-01');
    expect(seasonStart('racing', '2026-04-30')).toBe('2025-05-01');
    expect(seasonStart('football', '2026-07-31')).toBe('2025-08-01');
    expect(seasonStart('football', '2026-08-01')).toBe('2026-08-01');
    expect(
      periodRange('all', 'racing', '2026-11-25', [{ date: '2026-01-03' }, { date: '2025-12-30' }]).from,
    ).toBe('2025-12-30');
  });

  it('draws a cumulative P&L series by day, skipping pending tips', () => {
    expect(
      pnlSeries([
        tip('2026-11-02', 'lost', -1),
        tip('2026-11-01', 'won', 3.5),
        tip('2026-11-02', 'won', 1),
        tip('2026-11-03', 'pending', null),
      ]),
    ).toEqual([
      { date: '2026-11-01', profit: 3.5, cumulative: 3.5 },
      { date: '2026-11-02', profit: 0, cumulative: 3.5 },
    ]);
  });

  it('writes form figures oldest first', () => {
    expect(
      formFigures([
        tip('2026-11-03', 'void', 0),
        tip('2026-11-01', 'won', 1),
        tip('2026-11-02', 'placed', -1),
      ]),
    ).toBe('WPV');
  });

  it('ranks tipsters by profit over the period and keeps rolling windows to today', () => {
    const tips = [
      tip('2026-11-20', 'won', 4, 'harriet-lane'),
      tip('2026-10-01', 'won', 10, 'harriet-lane'),
      tip('2026-11-20', 'won', 6, 'owen-pritchard'),
      tip('2026-11-21', 'lost', -1, 'owen-pritchard'),
    ];
    const racing = TIPSTERS.filter((t) => t.sports.includes('racing'));
    const rows = tipsterRecordRows(tips, racing, {
      sport: 'racing',
      today: '2026-11-25',
      from: '2026-11-12',
      to: '2026-11-25',
    });
    expect(rows.map((r) => r.tipster.id).slice(0, 2)).toEqual(['owen-pritchard', 'harriet-lane']);
    const harriet = rows.find((r) => r.tipster.id === 'harriet-lane')!;
    expect(harriet.record.profit).toBe(4);
    expect(harriet.season.profit).toBe(14);
    expect(harriet.last30.runs).toBe(1);
    expect(harriet.series).toEqual([{ date: '2026-11-20', profit: 4, cumulative: 4 }]);
    expect(rows).toHaveLength(racing.length);
  });
});

describe('tips pages', () => {
  it('knows the hub, records, guides and tipsters, and nothing else under /tips', () => {
    expect(tipsPageFor('/tips')?.kind).toBe('hub');
    expect(tipsPageFor('/tips/')?.kind).toBe('hub');
    expect(tipsPageFor('/tips/tipping-records')?.kind).toBe('tipping-records');
    expect(tipsPageFor('/tips/betting-guides')?.kind).toBe('betting-guides');
    for (const g of BETTING_GUIDES)
      expect(tipsPageFor(`/tips/betting-guides/${g.id}`)?.kind).toBe('betting-guide');
    expect(tipsPageFor('/tips/betting-guides/martingale')).toBeNull();
    expect(tipsPageFor('/tips/tipster/harriet-lane')?.params).toEqual({ id: 'harriet-lane' });
    expect(tipsPageFor('/tips/tipster/nobody')).toBeNull();
    expect(tipsPageFor('/tips/x')).toBeNull();
    expect(tipsPageFor('/tipsx')).toBeNull();
    expect(pageStatusOwner('/tips/x')?.service).toBe('racing');
  });
});
