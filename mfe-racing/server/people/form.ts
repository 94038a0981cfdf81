import { fractionToDecimal, type PersonForm } from '@sl/contracts';

/** The window a card's jockey and trainer form covers: the 14 days before the race day (not the day itself). */
export const FORM_WINDOW_DAYS = 14;

/** One ride in a result: who rode and trained it, where it finished, its starting price. */
export interface RideResult {
  /** yyyy-mm-dd. */
  date: string;
  jockeyCode: string;
  trainerCode: string;
  /** 1 for the winner; 0 for a non-finisher. */
  position: number;
  /** Fractional starting price ("7/2"). */
  startingPrice: string;
}

export interface FortnightForm {
  jockeys: Map<string, PersonForm>;
  trainers: Map<string, PersonForm>;
}

export const NO_FORM: PersonForm = Object.freeze({ runs: 0, wins: 0, winPercent: 0, profit: 0 });

const dayMs = 86_400_000;
const dayOf = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / dayMs);

/** The first and last dates (inclusive) of the form window before a race day. */
export function formWindow(raceDate: string): { from: string; to: string } {
  const day = dayOf(raceDate);
  const iso = (d: number) => new Date(d * dayMs).toISOString().slice(0, 10);
  return { from: iso(day - FORM_WINDOW_DAYS), to: iso(day - 1) };
}

interface Tally {
  runs: number;
  wins: number;
  /** Pence, to keep the sum exact. */
  pence: number;
}

function add(map: Map<string, Tally>, code: string, won: boolean, sp: string) {
  if (!code) return;
  const t = map.get(code) ?? { runs: 0, wins: 0, pence: 0 };
  t.runs += 1;
  // A £1 level stake: a winner returns its odds (SP decimal less the stake), a loser costs the pound.
  const decimal = fractionToDecimal(sp);
  if (won) {
    t.wins += 1;
    t.pence += decimal > 0 ? Math.round((decimal - 1) * 100) : 0;
  } else t.pence -= 100;
  map.set(code, t);
}

const formOf = (t: Tally): PersonForm => ({
  runs: t.runs,
  wins: t.wins,
  winPercent: t.runs ? Math.round((100 * t.wins) / t.runs) : 0,
  profit: t.pence / 100,
});

/**
 * Every jockey's and trainer's runs, wins, strike rate and level-stakes profit over the 14 days before the race
 * day, from the rides given (rides outside the window are ignored, so a caller may pass more).
 */
export function fortnightForm(rides: Iterable<RideResult>, raceDate: string): FortnightForm {
  const { from, to } = formWindow(raceDate);
  const jockeys = new Map<string, Tally>();
  const trainers = new Map<string, Tally>();
  for (const r of rides) {
    if (r.date < from || r.date > to) continue;
    const won = r.position === 1;
    add(jockeys, r.jockeyCode, won, r.startingPrice);
    add(trainers, r.trainerCode, won, r.startingPrice);
  }
  const out = (m: Map<string, Tally>) => new Map([...m].map(([code, t]) => [code, formOf(t)]));
  return { jockeys: out(jockeys), trainers: out(trainers) };
}
