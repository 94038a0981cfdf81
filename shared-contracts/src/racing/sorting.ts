import { fractionToDecimal } from '../betting/odds';
import { ENTRY_STATUS, type RaceCardEntry } from './racecard';

/** Runner sort keys (document 2, section 9); the spec's preference key horseRacecardSortBy holds one. */
export const RUNNER_SORTS = ['odds', 'form', 'draw', 'cloth', 'name', 'stars'] as const;
export type RunnerSort = (typeof RUNNER_SORTS)[number];
export const DEFAULT_RUNNER_SORT: RunnerSort = 'cloth';

export const RUNNER_SORT_LABELS: Record<RunnerSort, string> = {
  odds: 'Odds',
  form: 'Form',
  draw: 'Draw',
  cloth: 'Cloth number',
  name: 'Name',
  stars: 'Stars',
};

export function isRunnerSort(value: unknown): value is RunnerSort {
  return typeof value === 'string' && (RUNNER_SORTS as readonly string[]).includes(value);
}

/** The form sort value: 999 (no previous run) counts as 0. */
export function formSortValue(formPosition: number): number {
  return formPosition === 999 ? 0 : formPosition;
}

/** Missing values (no price, no draw) sort after every real one. */
const last = (value: number) => (value > 0 ? value : Number.POSITIVE_INFINITY);

function compare(a: RaceCardEntry, b: RaceCardEntry, by: RunnerSort): number {
  switch (by) {
    case 'odds':
      return last(fractionToDecimal(a.currentOdds)) - last(fractionToDecimal(b.currentOdds));
    case 'form':
      return formSortValue(a.formPosition) - formSortValue(b.formPosition);
    case 'draw':
      return last(a.draw) - last(b.draw);
    case 'cloth':
      return last(a.entryNumber) - last(b.entryNumber);
    case 'name':
      return a.horseName.localeCompare(b.horseName, 'en-GB');
    case 'stars':
      return (b.ratingStars ?? 0) - (a.ratingStars ?? 0);
  }
}

/**
 * Runners in the chosen order. Declared runners always come before dropped-out entries; ties keep cloth order so
 * the list never jumps about between renders.
 */
export function sortRunners<T extends RaceCardEntry>(entries: readonly T[], by: RunnerSort): T[] {
  const running = (e: T) => (e.statusId === ENTRY_STATUS.runner ? 0 : 1);
  return [...entries].sort(
    (a, b) =>
      running(a) - running(b) ||
      compare(a, b, by) ||
      last(a.entryNumber) - last(b.entryNumber) ||
      a.horseName.localeCompare(b.horseName, 'en-GB'),
  );
}
