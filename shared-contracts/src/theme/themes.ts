import { festivalTheme, type FestivalTheme } from '../promos/festival';

/** The site's themes; their colours live in the design system (`@sl/ui`, FESTIVAL_BRANDS). */
export type ThemeName = 'default' | 'cheltenham' | 'grand-national' | 'royal-ascot';

export const THEME_NAMES: readonly ThemeName[] = ['default', 'cheltenham', 'grand-national', 'royal-ascot'];

const BY_FESTIVAL_THEME: Record<FestivalTheme, ThemeName> = {
  orange: 'cheltenham',
  magenta: 'grand-national',
  blue: 'royal-ascot',
  default: 'default',
};

/**
 * The theme follows the festival of the current path (the promos rule festivalTheme): cheltenham-festival orange,
 * grand-national magenta, royal-ascot blue only when its microsite setting is on, navy/gold otherwise.
 */
export function themeNameForPath(pathname: string, royalAscotMicrosite: boolean): ThemeName {
  return BY_FESTIVAL_THEME[festivalTheme(pathname, royalAscotMicrosite ? 'true' : 'false')];
}
