import type { OtherSport, Side, SportResult } from '@sl/contracts';
import type { SeededRandom } from '@sl/server-kit';
import { instantAt } from './dates';
import { competitor, makeEvent, type ModelEvent } from './event';
import { winChance, type Person } from './names';

export interface KnockoutRound {
  name: string;
  /** The days the round is played on; its matches are shared out in order. */
  dates: string[];
  /** London start times of the day's sessions, in order; a day's matches take them in turn. */
  times: readonly (readonly [number, number])[];
  play: (rng: SeededRandom, chance: number) => SportResult & { winner: Side };
}

export interface Knockout {
  sport: OtherSport;
  competition: string;
  venue: string;
  durationMinutes: number;
  rounds: KnockoutRound[];
  /** The zone the session times are in (a Grand Slam abroad keeps its own clock); London by default. */
  zone?: string;
}

/**
 * A knockout draw played through: seeds kept apart (1 and 2 meet only in the final), each match drawn from the
 * players' strengths, winners going on to the next round, so a later round lists the earlier round's winners.
 */
export function playKnockout(k: Knockout, field: Person[], rng: SeededRandom): ModelEvent[] {
  const size = 2 ** k.rounds.length;
  let alive = bracket(field.slice(0, size));
  const events: ModelEvent[] = [];
  let index = 0;
  for (const round of k.rounds) {
    const next: Person[] = [];
    const perDay = Math.ceil(alive.length / 2 / round.dates.length);
    for (let m = 0; m < alive.length / 2; m++) {
      const a = alive[2 * m] as Person;
      const b = alive[2 * m + 1] as Person;
      const result = round.play(rng, winChance(a.rating, b.rating));
      next.push(result.winner === 0 ? a : b);
      const date = round.dates[Math.floor(m / perDay)] as string;
      const slot = m % perDay;
      const [hour, minute] = round.times[Math.min(slot, round.times.length - 1)] as readonly [number, number];
      // More matches than sessions: the extra ones follow on, half an hour apart.
      const minutes = hour * 60 + minute + Math.max(0, slot - round.times.length + 1) * 30;
      events.push(
        makeEvent({
          sport: k.sport,
          competition: k.competition,
          round: round.name,
          venue: k.venue,
          start: instantAt(date, Math.floor(minutes / 60), minutes % 60, k.zone),
          durationMinutes: k.durationMinutes,
          competitors: [competitor(a.name, a.country), competitor(b.name, b.country)],
          result,
          index: index++,
        }),
      );
    }
    alive = next;
  }
  return events;
}

/** Standard seeding order: 1 v 16, 8 v 9, ... so the top seeds meet late. */
function bracket(players: Person[]): Person[] {
  let order = [0];
  while (order.length < players.length) {
    const n = order.length * 2;
    order = order.flatMap((i) => [i, n - 1 - i]);
  }
  return order.map((i) => players[i] as Person);
}
