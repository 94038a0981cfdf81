import { festivalTheme, type FestivalTheme } from '../promos/festival';
import { defaultTheme, type SiteTheme } from './tokens';

/** Every festival theme has the default theme's keys. */
export type ThemeShape = SiteTheme;

export type ThemeName = 'default' | 'cheltenham' | 'grand-national' | 'royal-ascot';

function variant(name: ThemeName, primary: string, accent: string): ThemeShape {
  return { ...defaultTheme, name, colors: { ...defaultTheme.colors, primary, accent } };
}

export const SITE_THEMES: Record<ThemeName, ThemeShape> = {
  default: defaultTheme,
  cheltenham: variant('cheltenham', '#7a2e00', '#ffa54d'),
  'grand-national': variant('grand-national', '#5c0a3d', '#ff5cb8'),
  'royal-ascot': variant('royal-ascot', '#0b2a6b', '#7fb2ff'),
};

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
export function siteThemeForPath(pathname: string, royalAscotMicrosite: boolean): ThemeShape {
  return SITE_THEMES[BY_FESTIVAL_THEME[festivalTheme(pathname, royalAscotMicrosite ? 'true' : 'false')]];
}
