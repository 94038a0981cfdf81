import { color } from '../tokens/color';
import type { ColorRole } from '../tokens/palette';
import { breakpoint, layout } from '../tokens/breakpoints';

/**
 * What styled-components' ThemeProvider carries: the colour roles as CSS variables, so it never goes stale. The
 * light or dark scheme is not in it: that is the custom properties' business (DesignSystemStyles, `[data-scheme]`),
 * and a theme object that changed with the scheme would render every styled component again when the browser's
 * choice is read after hydration.
 */
export interface UiTheme {
  /** The festival theme name (default, cheltenham, grand-national, royal-ascot). */
  name: string;
  colors: Record<ColorRole, string>;
  breakpoints: typeof breakpoint;
  layout: typeof layout;
}

export function uiTheme(name = 'default'): UiTheme {
  return { name, colors: color, breakpoints: breakpoint, layout };
}

/** The default theme, for remotes standing alone and for component tests. */
export const defaultUiTheme: UiTheme = uiTheme();
