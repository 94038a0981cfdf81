import { color } from '../tokens/color';
import type { ColorRole } from '../tokens/palette';
import { breakpoint, layout } from '../tokens/breakpoints';
import type { ColorScheme } from './scheme';

/** What styled-components' ThemeProvider carries: the colour roles as CSS variables, so it never goes stale. */
export interface UiTheme {
  /** The festival theme name (default, cheltenham, grand-national, royal-ascot). */
  name: string;
  scheme: ColorScheme;
  colors: Record<ColorRole, string>;
  breakpoints: typeof breakpoint;
  layout: typeof layout;
}

export function uiTheme(name = 'default', scheme: ColorScheme = 'light'): UiTheme {
  return { name, scheme, colors: color, breakpoints: breakpoint, layout };
}

/** The default theme, for remotes standing alone and for component tests. */
export const defaultUiTheme: UiTheme = uiTheme();
