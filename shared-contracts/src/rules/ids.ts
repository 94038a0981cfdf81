import { DEVICE } from '../betting/bookmakers';

/**
 * Shell-level sport ids (spec document 2, section 3). The other sports' ids are `OTHER_SPORT_IDS` in sports/;
 * bookmaker, device and odds-format ids live in betting/.
 */
export const SHELL_SPORT_IDS = { unknown: 0, racing: 1, football: 2 } as const;

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
