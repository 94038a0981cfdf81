import { plusDays } from './london';
import { SATURDAY, SUNDAY, TUESDAY, internationalSaturdays, onOrAfter, ymd } from './calendar';
import type { Slot } from './leagues';

export interface CupRound {
  name: string;
  /** The Saturday of the round's week; slots are relative to it (a Tuesday round is at +3). */
  saturday: string;
  slots: Slot[];
  /** Clubs joining in this round, taken whole from the pools in order, the last pool drawn from. */
  entrants: number;
  pools: number[];
}

const WEEKEND: Slot[] = [
  [-1, 19, 45],
  [0, 12, 15],
  [0, 15, 0],
  [0, 15, 0],
  [0, 15, 0],
  [0, 15, 0],
  [0, 17, 45],
  [1, 12, 0],
  [1, 14, 0],
  [1, 16, 30],
  [2, 19, 45],
];
const MIDWEEK: Slot[] = [
  [3, 19, 45],
  [3, 19, 45],
  [3, 20, 0],
  [4, 19, 45],
  [4, 20, 0],
];

/** A midweek round's week, named by the Saturday before its Tuesday. */
const weekOfTuesday = (tuesday: string) => plusDays(tuesday, -3);

/** The FA Cup's and the League Cup's rounds on their real weekends and midweeks for `season`. */
export function cupRounds(name: string, season: number): CupRound[] {
  const y = season;
  if (name === 'FA Cup') {
    const march = internationalSaturdays(season)[3]!;
    const round = (n: string, saturday: string, entrants = 0, pools: number[] = [], slots = WEEKEND) => ({
      name: n,
      saturday,
      slots,
      entrants,
      pools,
    });
    return [
      round('First round', onOrAfter(ymd(y, 11, 1), SATURDAY), 64, [6, 5, 4]),
      round('Second round', onOrAfter(ymd(y, 11, 29), SATURDAY)),
      round('Third round', onOrAfter(ymd(y + 1, 1, 8), SATURDAY), 48, [2, 3, 4]),
      round('Fourth round', onOrAfter(ymd(y + 1, 2, 7), SATURDAY)),
      round('Fifth round', onOrAfter(ymd(y + 1, 3, 1), SATURDAY)),
      // The quarter-finals follow the March international window.
      round('Quarter-final', plusDays(march, 7)),
      round(
        'Semi-final',
        onOrAfter(ymd(y + 1, 4, 22), SATURDAY),
        0,
        [],
        [
          [0, 17, 15],
          [1, 16, 0],
        ],
      ),
      round('Final', onOrAfter(ymd(y + 1, 5, 15), SATURDAY), 0, [], [[0, 15, 0]]),
    ];
  }
  if (name === 'League Cup') {
    const tuesday = (month: number, day: number, year = y) =>
      weekOfTuesday(onOrAfter(ymd(year, month, day), TUESDAY));
    const round = (n: string, saturday: string, entrants = 0, pools: number[] = [], slots = MIDWEEK) => ({
      name: n,
      saturday,
      slots,
      entrants,
      pools,
    });
    const final = onOrAfter(ymd(y + 1, 3, 14), SUNDAY);
    return [
      round('First round', tuesday(8, 11), 64, [3, 4, 5]),
      round('Second round', tuesday(8, 25)),
      round('Third round', tuesday(9, 22), 16, [2]),
      round('Fourth round', tuesday(10, 27)),
      round('Quarter-final', tuesday(12, 15)),
      round('Semi-final', tuesday(1, 12, y + 1)),
      round('Final', plusDays(final, -1), 0, [], [[1, 16, 30]]),
    ];
  }
  return [];
}
