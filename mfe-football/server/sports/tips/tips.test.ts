import { fractionToDecimal, impliedChance } from '@sl/contracts';
import { computeRecord } from '@sl/contracts/tip-records';
import { sportEvents } from '../model/world';
import { sportTips } from './tips';

// Months with plenty on: the Worlds at Ally Pally, Wimbledon, the Crucible, the NFL and Premiership in autumn.
const MONTHS = {
  darts: ['2025-12-11', '2026-01-05'],
  tennis: ['2026-06-29', '2026-07-12'],
  snooker: ['2026-04-18', '2026-05-04'],
  nfl: ['2026-10-01', '2026-10-31'],
} as const;
const after = new Date('2027-06-01T00:00:00Z');

describe('the sports desk tips', () => {
  it('tips every head-to-head event of a busy month, never golf or cricket', () => {
    for (const sport of ['darts', 'snooker', 'tennis', 'nfl'] as const) {
      const [from, to] = MONTHS[sport];
      const events = sportEvents(sport, from, to).filter((e) => e.startDate >= from);
      const tips = sportTips(sport, from, to, after);
      expect(tips.length).toBe(events.length);
      expect(tips.length).toBeGreaterThan(0);
    }
    expect(sportTips('golf', '2026-07-01', '2026-07-31', after)).toEqual([]);
    expect(sportTips('cricket', '2026-07-01', '2026-07-31', after)).toEqual([]);
  });

  it('prices each event as a two-way book just over 100 % and settles the pick from the result at that price', () => {
    const tips = sportTips('tennis', ...MONTHS.tennis, after);
    for (const tip of tips) {
      const book = impliedChance(tip.market[0]) + impliedChance(tip.market[1]);
      expect(book).toBeGreaterThan(1);
      expect(book).toBeLessThan(1.15);
      expect(tip.price).toBe(tip.market[tip.selection.side]);
      const event = sportEvents('tennis', tip.date, tip.date).find((e) => e.eventId === tip.eventId)!;
      const won = event.result.kind !== 'golf' && event.result.winner === tip.selection.side;
      expect(tip.result).toBe(won ? 'won' : 'lost');
      expect(tip.profit).toBeCloseTo(won ? fractionToDecimal(tip.price) - 1 : -1, 2);
    }
    // Favourites mostly, and a favourite wins more often than not: a believable strike rate.
    const record = computeRecord(tips);
    expect(record.strikeRate).toBeGreaterThan(45);
    expect(record.strikeRate).toBeLessThan(90);
  });

  it('never knows its own result: a settled tip reads the same before the event as after it', () => {
    const events = sportEvents('darts', ...MONTHS.darts).filter((e) => e.startDate >= MONTHS.darts[0]);
    const event = events[Math.floor(events.length / 2)]!;
    const before = sportTips('darts', event.startDate, event.startDate, new Date(event.start.getTime() - 1));
    const later = sportTips('darts', event.startDate, event.startDate, after);
    const tipBefore = before.find((t) => t.eventId === event.eventId)!;
    const tipAfter = later.find((t) => t.eventId === event.eventId)!;
    expect(tipBefore.result).toBe('pending');
    expect(tipBefore.profit).toBeNull();
    expect(tipAfter.result).not.toBe('pending');
    expect({ ...tipAfter, result: 'pending', profit: null }).toEqual(tipBefore);
  });

  it('a result landing changes the record by what the tip pays', () => {
    const events = sportEvents('snooker', ...MONTHS.snooker).filter((e) => e.startDate >= MONTHS.snooker[0]);
    const event = events[0]!;
    const day = event.startDate;
    const pending = computeRecord(sportTips('snooker', day, day, new Date(event.end.getTime() - 1)));
    const settled = computeRecord(sportTips('snooker', day, day, event.end));
    const tip = sportTips('snooker', day, day, event.end).find((t) => t.eventId === event.eventId)!;
    expect(settled.runs).toBe(pending.runs + 1);
    expect(settled.profit).toBeCloseTo(pending.profit + tip.profit!, 2);
  });

  it('backs an outsider only for its form, and says so', () => {
    const tips = (['tennis', 'darts', 'nfl'] as const).flatMap((sport) => {
      const [from, to] = MONTHS[sport];
      return sportTips(sport, from, to, after);
    });
    const outsiders = tips.filter(
      (t) => impliedChance(t.price) < impliedChance(t.market[t.selection.side === 0 ? 1 : 0]),
    );
    expect(outsiders.length).toBeGreaterThan(0);
    for (const tip of outsiders) expect(tip.reasoning).toMatch(/better form|recent form decides it/);
  });
});
