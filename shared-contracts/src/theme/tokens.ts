import { BREAKPOINTS, LAYOUT } from '../constants/layout';

/** The default navy/gold theme, shared so remotes standing alone look like they do inside the shell. */
export const defaultTheme = {
  name: 'default',
  colors: {
    primary: '#0b1f3a',
    accent: '#f2b705',
    surface: '#ffffff',
    page: '#f2f4f7',
    text: '#141b26',
    muted: '#4a5568',
    border: '#d5dbe5',
    positive: '#0a7d3b',
    negative: '#b42318',
  },
  breakpoints: BREAKPOINTS,
  layout: LAYOUT,
} as const;

export type SiteTheme = typeof defaultTheme;
