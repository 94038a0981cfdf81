import type { PersonForm, RaceCard } from '@sl/contracts';
import { generateFeedDay } from '../feed/generate';

/**
 * The card's 14-day form is the results' own: from one day to the next a jockey's runs and wins change by exactly
 * his rides and winners on the day that joins the window, less those on the day that leaves it, as the published
 * results of those days show them.
 */
const add = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function formsByJockey(races: RaceCard[]): Map<string, PersonForm> {
  const out = new Map<string, PersonForm>();
  for (const r of races)
    for (const e of r.entries) if (e.jockeyForm && e.jockeyFullName) out.set(e.jockeyFullName, e.jockeyForm);
  return out;
}

function ridesByJockey(races: RaceCard[]): Map<string, { runs: number; wins: number }> {
  const out = new Map<string, { runs: number; wins: number }>();
  for (const r of races)
    for (const p of r.result?.placings ?? []) {
      const t = out.get(p.jockeyFullName) ?? { runs: 0, wins: 0 };
      t.runs += 1;
      if (p.position === 1) t.wins += 1;
      out.set(p.jockeyFullName, t);
    }
  return out;
}

describe("jockeys' 14-day form from the world's results", () => {
  it('moves by the day that joins the window less the day that leaves it', () => {
    const day = '2026-11-20';
    const today = generateFeedDay(day).races;
    const tomorrow = generateFeedDay(add(day, 1)).races;
    // Form covers the 14 days before a race day: today joins tomorrow's window, the 14th day back leaves it.
    const leaving = generateFeedDay(add(day, -14)).races;
    const before = formsByJockey(today);
    const after = formsByJockey(tomorrow);
    const joined = ridesByJockey(today);
    const left = ridesByJockey(leaving);
    let checked = 0;
    for (const [jockey, now] of after) {
      const then = before.get(jockey);
      if (!then) continue;
      const plus = joined.get(jockey) ?? { runs: 0, wins: 0 };
      const minus = left.get(jockey) ?? { runs: 0, wins: 0 };
      expect({ jockey, runs: now.runs - then.runs, wins: now.wins - then.wins }).toEqual({
        jockey,
        runs: plus.runs - minus.runs,
        wins: plus.wins - minus.wins,
      });
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
