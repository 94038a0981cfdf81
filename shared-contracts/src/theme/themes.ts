import { festivalTheme, type FestivalTheme } from '../promos/festival';
import { defaultTheme } from './tokens';

/** Same keys as the default theme so every component works under any of them. */
export type ThemeShape = {
  name: string;
  colors: { [K in keyof typeof defaultTheme.colors]: string };
  breakpoints: typeof defaultTheme.breakpoints;
  layout: typeof defaultTheme.layout;
};

export type ThemeName = 'default' | 'cheltenham' | 'grand-national' | 'royal-ascot';

function variant(name: ThemeName, primary: string, accent: string): ThemeShape {
  return { ...defaultTheme, name, colors: { ...defaultTheme.colors, primary, accent } };
}

export const SITE_THEMES: Record<ThemeName, ThemeShape> = {
  default: defaultTheme,
  cheltenham: variant('cheltenham', '#7a2e00', '#f28c28'),
  'grand-national': variant('grand-national', '#5c0a3d', '#e0218a'),
  'royal-ascot': variant('royal-ascot', '#0b2a6b', '#3d7be0'),
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
