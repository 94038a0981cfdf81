import { media } from '@sl/ui';

/** The phone media query without its "@media": phones get the bookmakers' mobile links. */
const PHONE = media.mobile.replace(/^@media\s+/, '');

export const isMobileViewport = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE).matches
    : false;
