import { BREAKPOINTS, LAYOUT } from '../constants/layout';

const defaultColors = {
  primary: '#0b1f3a',
  accent: '#f2b705',
  surface: '#ffffff',
  page: '#f2f4f7',
  text: '#141b26',
  muted: '#4a5568',
  border: '#d5dbe5',
  positive: '#0a7d3b',
  negative: '#b42318',
} as const;

/** Every theme has the same colour keys, so any component renders under any festival theme. */
export type ThemeColors = { [K in keyof typeof defaultColors]: string };

export interface SiteTheme {
  name: string;
  colors: ThemeColors;
  breakpoints: typeof BREAKPOINTS;
  layout: typeof LAYOUT;
}

/** The default navy/gold theme, shared so remotes standing alone look like they do inside the shell. */
export const defaultTheme: SiteTheme = {
  name: 'default',
  colors: defaultColors,
  breakpoints: BREAKPOINTS,
  layout: LAYOUT,
};
