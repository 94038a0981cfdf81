import type { Side, SportResult } from '@sl/contracts';
import type { ModelEvent } from '../model/event';

/** The winning side of a finished head-to-head event; null for a draw or a field event (golf). */
export function winnerOf(result: SportResult): Side | null {
  return result.kind === 'golf' ? null : result.winner;
}

/** Elo start and step: a newcomer is average, and one result moves a rating by at most K points. */
const START = 1500;
const K = 32;

/** Home advantage in rating points where the first side is at home (rugby and NFL list the home side first). */
const HOME_EDGE: Partial<Record<ModelEvent['sport'], number>> = { rugby: 50, nfl: 45 };

const expected = (a: number, b: number) => 1 / (1 + 10 ** ((b - a) / 400));

/**
 * What the betting public knows before an event: ratings learnt from the results seen so far (never the model's
 * hidden strengths) and each name's recent results. Events are fed in order of start; a result counts only once
 * its event has ended before the next event starts.
 */
export class FormBook {
  private readonly ratings = new Map<string, number>();
  private readonly recent = new Map<string, Array<'W' | 'L' | 'D'>>();
  private readonly pending: ModelEvent[] = [];

  rating(name: string): number {
    return this.ratings.get(name) ?? START;
  }

  /** The last results of a name, oldest first (W, L or D), at most `count`. */
  form(name: string, count = 5): string {
    return (this.recent.get(name) ?? []).slice(-count).join('');
  }

  /** The chance the first side wins, from the ratings and any home edge. */
  chanceFirst(e: ModelEvent): number {
    const [a, b] = e.competitors;
    if (!a || !b) return 0.5;
    return expected(this.rating(a.name) + (HOME_EDGE[e.sport] ?? 0), this.rating(b.name));
  }

  /** Counts every result whose event has ended by `at`. */
  settleUpTo(at: Date): void {
    this.pending.sort((x, y) => x.end.getTime() - y.end.getTime());
    while (this.pending.length > 0 && (this.pending[0] as ModelEvent).end <= at)
      this.apply(this.pending.shift() as ModelEvent);
  }

  /** An event whose result will count once it has ended. */
  add(e: ModelEvent): void {
    if (e.competitors.length === 2 && e.result.kind !== 'golf') this.pending.push(e);
  }

  private apply(e: ModelEvent): void {
    const [a, b] = e.competitors;
    if (!a || !b) return;
    const winner = winnerOf(e.result);
    const score = winner === 0 ? 1 : winner === 1 ? 0 : 0.5;
    const edge = HOME_EDGE[e.sport] ?? 0;
    const change = K * (score - expected(this.rating(a.name) + edge, this.rating(b.name)));
    this.ratings.set(a.name, this.rating(a.name) + change);
    this.ratings.set(b.name, this.rating(b.name) - change);
    const mark = (name: string, r: 'W' | 'L' | 'D') =>
      this.recent.set(name, [...(this.recent.get(name) ?? []).slice(-9), r]);
    mark(a.name, score === 1 ? 'W' : score === 0 ? 'L' : 'D');
    mark(b.name, score === 0 ? 'W' : score === 1 ? 'L' : 'D');
  }
}
