import { BREAKPOINTS, LAYOUT } from '@sl/contracts';

/** The spec's breakpoints (document 2, section 9), in px; they are rules, so they live in `@sl/contracts`. */
export const breakpoint = BREAKPOINTS;

/** The spec's layout sizes (main column, side column, gutter, header heights...), in px. */
export const layout = LAYOUT;

/** A width in px from a number (for the spec's layout constants, which are numbers). */
export const px = (n: number): string => `${n}px`;

/** Media queries on the spec's breakpoints; `${media.tablet} { … }` applies from that width up. */
export const media = {
  /** Phones: up to the spec's maxMobile (675). */
  mobile: `@media (max-width: ${BREAKPOINTS.maxMobile}px)`,
  /** Narrow phones, below smallMobile (375): what a 320 or 360 px screen gets. */
  narrow: `@media (max-width: ${BREAKPOINTS.smallMobile - 1}px)`,
  aboveMobile: `@media (min-width: ${BREAKPOINTS.maxMobile + 1}px)`,
  belowTablet: `@media (max-width: ${BREAKPOINTS.tablet - 1}px)`,
  tablet: `@media (min-width: ${BREAKPOINTS.tablet}px)`,
  belowDesktop: `@media (max-width: ${BREAKPOINTS.layoutBreak - 1}px)`,
  desktop: `@media (min-width: ${BREAKPOINTS.layoutBreak}px)`,
  wide: `@media (min-width: ${BREAKPOINTS.wideScreen}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
