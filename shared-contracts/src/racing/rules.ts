import type { RaceState } from './racecard';

/** Racing non-finisher codes (document 2, section 3). */
export const NON_FINISHER_CODES = {
  BroughtDown: 'BD',
  CarriedOut: 'CO',
  DidNotFinish: 'DNF',
  Fell: 'F',
  HitRails: 'HR',
  PulledUp: 'PU',
  RanOut: 'RO',
  Refused: 'R',
  RefusedToRace: 'RTR',
  SlippedUp: 'SU',
  UnseatedRider: 'UR',
} as const;
export type NonFinisherCode = (typeof NON_FINISHER_CODES)[keyof typeof NON_FINISHER_CODES];

const NON_FINISHER_NAMES: Record<string, string> = {
  BD: 'Brought down',
  CO: 'Carried out',
  DNF: 'Did not finish',
  F: 'Fell',
  HR: 'Hit rails',
  PU: 'Pulled up',
  RO: 'Ran out',
  R: 'Refused',
  RTR: 'Refused to race',
  SU: 'Slipped up',
  UR: 'Unseated rider',
};

export function isNonFinisherCode(code: string): code is NonFinisherCode {
  return Object.prototype.hasOwnProperty.call(NON_FINISHER_NAMES, code);
}

export function nonFinisherName(code: string): string {
  return NON_FINISHER_NAMES[code] ?? code;
}

/** A finishing position as shown: 0 is a non-finisher and shows its code (e.g. PU), otherwise the place. */
export function positionLabel(position: number, nonFinisherCode: string): string {
  if (position > 0) return String(position);
  return nonFinisherCode && isNonFinisherCode(nonFinisherCode) ? nonFinisherCode : 'DNF';
}

/**
 * Racing states (document 2, section 4): the states a race with a result is in, in the order a race goes through
 * them (the result is declared, the riders weigh in, the race is finished with).
 */
export const RACE_STATES = ['RESULT', 'WEIGHEDIN', 'FINISHED'] as const satisfies readonly RaceState[];
export type ResultState = (typeof RACE_STATES)[number];

/** Whichever of two result states a race reaches first. */
export function earlierResultState(a: ResultState, b: ResultState): ResultState {
  return RACE_STATES.indexOf(a) <= RACE_STATES.indexOf(b) ? a : b;
}

/** RESULT is the first declared result; once the riders have weighed in (and after) it is final. */
export function resultLabel(state: RaceState): string | null {
  if (state === 'RESULT') return 'Result';
  if (state === 'WEIGHEDIN' || state === 'FINISHED') return 'Final Result';
  return null;
}

/** Minutes after the off at which each state begins (generated and imported results alike). */
export const RACE_STATE_AFTER_OFF_MINS = { RESULT: 5, WEIGHEDIN: 12, FINISHED: 30 } as const;

/** The state of a race with a result at `now`; DORMANT until its result is due. */
export function raceStateAt(offTime: string, now: Date): RaceState {
  const mins = (now.getTime() - new Date(offTime).getTime()) / 60_000;
  if (mins >= RACE_STATE_AFTER_OFF_MINS.FINISHED) return 'FINISHED';
  if (mins >= RACE_STATE_AFTER_OFF_MINS.WEIGHEDIN) return 'WEIGHEDIN';
  if (mins >= RACE_STATE_AFTER_OFF_MINS.RESULT) return 'RESULT';
  return 'DORMANT';
}

/** Racing quick-link countdown (document 2, section 4): only at 25 minutes or fewer. */
export const QUICK_LINKS_COUNTDOWN_MINS = 25;

export function countdownLabel(minutes: number): string | null {
  if (!Number.isFinite(minutes) || minutes > QUICK_LINKS_COUNTDOWN_MINS) return null;
  if (minutes < 1) return 'NOW';
  if (minutes === 1) return '1 MIN';
  return `${Math.floor(minutes)} MINS`;
}

/** Racing pages that show the quick-links strip (document 2, section 5). */
export const RACING_QUICK_LINKS_PATHS = [
  '/racing',
  '/racing/fast-results',
  '/racing/tips-centre',
  '/racing/non-runners',
  '/racing/going',
  '/racing/naps-table',
  '/racing/features',
  '/racing/news',
] as const;

export function showsRacingQuickLinks(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (RACING_QUICK_LINKS_PATHS as readonly string[]).includes(path);
}

/** Slides shown by width (document 2, section 9): 7 by default, fewer below each breakpoint. */
export const QUICK_LINKS_SLIDES: readonly { below: number; slides: number }[] = [
  { below: 412, slides: 2.2 },
  { below: 570, slides: 3 },
  { below: 720, slides: 4 },
  { below: 940, slides: 5 },
  { below: 1090, slides: 6 },
];

export function quickLinksSlides(width: number): number {
  for (const step of QUICK_LINKS_SLIDES) if (width < step.below) return step.slides;
  return 7;
}
