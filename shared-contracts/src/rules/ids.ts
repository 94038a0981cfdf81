import { DEVICE } from '../betting/bookmakers';

/** Sport ids of spec document 2, section 3 (bookmaker, device and odds-format ids live in betting/). */
/** Shell-level sport ids. */
export const SHELL_SPORT_IDS = { unknown: 0, racing: 1, football: 2 } as const;

export const SPORT_IDS = {
  racing: 1,
  football: 2,
  greyhounds: 3,
  other: 4,
  casino: 5,
  darts: 6,
  nfl: 7,
  golf: 8,
  boxing: 9,
  tennis: 10,
  cricket: 11,
  rugby: 12,
  specials: 13,
} as const;

export type SportName = keyof typeof SPORT_IDS;

/** The shell-level sport of a page path: racing, football or unknown. */
export function shellSportForPath(pathname: string): number {
  if (pathname === '/racing' || pathname.startsWith('/racing/')) return SHELL_SPORT_IDS.racing;
  if (pathname === '/football' || pathname.startsWith('/football/')) return SHELL_SPORT_IDS.football;
  return SHELL_SPORT_IDS.unknown;
}

/** Device id from the viewport width: up to the max-mobile breakpoint counts as mobile. */
export function deviceForWidth(width: number, maxMobile = 675): number {
  return width <= maxMobile ? DEVICE.mobile : DEVICE.desktop;
}
