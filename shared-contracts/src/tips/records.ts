import type { TipSport, Tipster, TipsterSummary } from '@sl/contracts';
import { tipsterSummary } from '@sl/contracts';
import type { PnlPoint, Tip, TipPeriod, TipRecord, TipsterRecordRow } from '@sl/contracts';

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** A YYYY-MM-DD day moved by whole days (calendar arithmetic, no time zone involved). */
export function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * When a tipping season starts: racing's on 1 May (the British jumps season opens at the end of April and the
 * naps competitions run with it), football's on 1 August (the league seasons kick off in August).
 */
export const TIP_SEASON_START: Record<TipSport, { month: number; day: number }> = {
  racing: { month: 5, day: 1 },
  football: { month: 8, day: 1 },
};

/** The first day of the season that `today` is in. */
export function seasonStart(sport: TipSport, today: string): string {
  const { month, day } = TIP_SEASON_START[sport];
  const year = Number(today.slice(0, 4));
  const mmdd = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return today.slice(5) >= mmdd ? `${year}-${mmdd}` : `${year - 1}-${mmdd}`;
}

/**
 * The days a period covers, both ends inclusive: the last 14 or 30 days up to today, the season so far, or all
 * time (from the earliest tip held; today when there is none).
 */
export function periodRange(
  period: TipPeriod,
  sport: TipSport,
  today: string,
  tips: ReadonlyArray<Pick<Tip, 'date'>> = [],
): { from: string; to: string } {
  switch (period) {
    case '14d':
      return { from: shiftDay(today, -13), to: today };
    case '30d':
      return { from: shiftDay(today, -29), to: today };
    case 'season':
      return { from: seasonStart(sport, today), to: today };
    case 'all':
      return { from: tips.reduce((min, t) => (t.date < min ? t.date : min), today), to: today };
  }
}

export function tipsBetween<T extends Pick<Tip, 'date'>>(tips: readonly T[], from: string, to: string): T[] {
  return tips.filter((t) => t.date >= from && t.date <= to);
}

/** Wins, runs, strike rate and profit at level stakes of a set of tips (pending ones only counted as pending). */
export function computeRecord(tips: ReadonlyArray<Pick<Tip, 'result' | 'profit'>>): TipRecord {
  const record: TipRecord = {
    runs: 0,
    wins: 0,
    placed: 0,
    losses: 0,
    voids: 0,
    pending: 0,
    strikeRate: 0,
    profit: 0,
    roi: 0,
  };
  let profit = 0;
  for (const tip of tips) {
    switch (tip.result) {
      case 'pending':
        record.pending++;
        continue;
      case 'void':
        record.voids++;
        continue;
      case 'won':
        record.wins++;
        break;
      case 'placed':
        record.placed++;
        break;
      case 'lost':
        record.losses++;
        break;
    }
    record.runs++;
    profit += tip.profit ?? 0;
  }
  record.profit = round2(profit);
  record.strikeRate = record.runs ? round1((record.wins / record.runs) * 100) : 0;
  record.roi = record.runs ? round1((profit / record.runs) * 100) : 0;
  return record;
}

/**
 * A cumulative profit-and-loss series: one point per day that had a settled tip, in date order, each with that
 * day's profit and the running total.
 */
export function pnlSeries(tips: ReadonlyArray<Pick<Tip, 'date' | 'result' | 'profit'>>): PnlPoint[] {
  const byDay = new Map<string, number>();
  for (const tip of tips) {
    if (tip.result === 'pending') continue;
    byDay.set(tip.date, (byDay.get(tip.date) ?? 0) + (tip.profit ?? 0));
  }
  let cumulative = 0;
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, profit]) => {
      cumulative += profit;
      return { date, profit: round2(profit), cumulative: round2(cumulative) };
    });
}

const FORM_LETTER = { won: 'W', placed: 'P', lost: 'L', void: 'V' } as const;

/** The last `count` settled results, oldest first, as letters (W won, P placed, L lost, V void). */
export function formFigures(tips: ReadonlyArray<Pick<Tip, 'date' | 'result' | 'event'>>, count = 6): string {
  return [...tips]
    .filter((t) => t.result !== 'pending')
    .sort((a, b) => a.date.localeCompare(b.date) || a.event.startTime.localeCompare(b.event.startTime))
    .slice(-count)
    .map((t) => FORM_LETTER[t.result as keyof typeof FORM_LETTER])
    .join('');
}

/**
 * One record row per tipster of the sport: the record over [from, to], the rolling 14 and 30 days and the season
 * to `today`, recent form and the P&L series over the period. Best profit first, then strike rate, then name.
 */
export function tipsterRecordRows(
  tips: readonly Tip[],
  tipsters: readonly Tipster[],
  options: { sport: TipSport; today: string; from: string; to: string },
): TipsterRecordRow[] {
  const { sport, today, from, to } = options;
  const last14 = periodRange('14d', sport, today);
  const last30 = periodRange('30d', sport, today);
  const season = periodRange('season', sport, today);
  return tipsters
    .map((tipster): TipsterRecordRow => {
      const own = tips.filter((t) => t.tipster.id === tipster.id && t.sport === sport);
      const inPeriod = tipsBetween(own, from, to);
      const summary: TipsterSummary = tipsterSummary(tipster);
      return {
        tipster: summary,
        record: computeRecord(inPeriod),
        last14: computeRecord(tipsBetween(own, last14.from, last14.to)),
        last30: computeRecord(tipsBetween(own, last30.from, last30.to)),
        season: computeRecord(tipsBetween(own, season.from, season.to)),
        form: formFigures(own),
        series: pnlSeries(inPeriod),
      };
    })
    .sort(
      (a, b) =>
        b.record.profit - a.record.profit ||
        b.record.strikeRate - a.record.strikeRate ||
        a.tipster.name.localeCompare(b.tipster.name),
    );
}

/** Whether a query value is a period. */
export function isTipPeriod(value: unknown): value is TipPeriod {
  return value === '14d' || value === '30d' || value === 'season' || value === 'all';
}
