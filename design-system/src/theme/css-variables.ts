import { colorVar } from '../tokens/color';
import {
  COLOR_ROLES,
  DARK_PALETTE,
  FESTIVAL_BRANDS,
  LIGHT_PALETTE,
  type FestivalBrand,
  type Palette,
} from '../tokens/palette';
import type { ColorScheme } from './scheme';

/** The palette of a scheme under a festival: festivals recolour brand and accent; in light mode primary too. */
export function paletteFor(scheme: ColorScheme, festival: FestivalBrand = 'default'): Palette {
  const base = scheme === 'dark' ? DARK_PALETTE : LIGHT_PALETTE;
  const brand = FESTIVAL_BRANDS[festival];
  return {
    ...base,
    brand: brand.brand,
    brandAlt: brand.brandAlt,
    accent: brand.accent,
    ...(scheme === 'light' ? { primary: brand.brand } : {}),
  };
}

/** CSS declarations that set every colour role's custom property. */
export function cssVariables(palette: Palette): string {
  return COLOR_ROLES.map((role) => `${colorVar(role)}: ${palette[role]};`).join('\n');
}
