import { createGlobalStyle } from 'styled-components';
import { color } from '../tokens/color';
import type { FestivalBrand } from '../tokens/palette';
import { borderWidth, font, fontSize, fontWeight, lineHeight, radius, space } from '../tokens/scale';
import { cssVariables, paletteFor } from './css-variables';
import type { SchemeChoice } from './scheme';

interface Props {
  /** "system": the device decides, through prefers-color-scheme (a server-rendered page before hydration). */
  scheme: SchemeChoice;
  festival: FestivalBrand;
}

/**
 * The custom properties for the scheme in force, plus scoped light and dark blocks (`[data-scheme]`) so a
 * catalogue can show both side by side, and the base look of the elements every page uses (links, headings,
 * tables, form controls, focus ring), so no page ships the browser's unstyled defaults.
 */
export const DesignSystemStyles = createGlobalStyle<Props>`
  :root {
    ${(p) => cssVariables(paletteFor(p.scheme === 'system' ? 'light' : p.scheme, p.festival))}
    color-scheme: ${(p) => (p.scheme === 'system' ? 'light dark' : p.scheme)};
  }
  ${(p) =>
    p.scheme === 'system'
      ? `@media (prefers-color-scheme: dark) { :root { ${cssVariables(paletteFor('dark', p.festival))} } }`
      : ''}
  [data-scheme='light'] {
    ${(p) => cssVariables(paletteFor('light', p.festival))}
    color-scheme: light;
  }
  [data-scheme='dark'] {
    ${(p) => cssVariables(paletteFor('dark', p.festival))}
    color-scheme: dark;
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${font.family};
    font-size: ${fontSize.md};
    line-height: ${lineHeight.normal};
    background: ${color.page};
    color: ${color.text};
  }
  h1, h2, h3, h4 { line-height: ${lineHeight.tight}; margin: ${space.lg} 0 ${space.sm}; }
  h1 { font-size: ${fontSize.xxl}; font-weight: ${fontWeight.black}; }
  h2 { font-size: ${fontSize.xl}; font-weight: ${fontWeight.bold}; }
  h3 { font-size: ${fontSize.lg}; font-weight: ${fontWeight.bold}; }
  a { color: ${color.link}; text-underline-offset: 0.15em; }
  a:hover { text-decoration-thickness: ${borderWidth.thick}; }
  :focus-visible { outline: ${borderWidth.heavy} solid ${color.focus}; outline-offset: ${borderWidth.thick}; }
  img, svg { max-width: 100%; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: ${space.sm} ${space.sm}; border-bottom: ${borderWidth.hairline} solid ${color.border}; }
  th { font-size: ${fontSize.sm}; color: ${color.muted}; font-weight: ${fontWeight.semibold}; }
  caption { text-align: left; font-weight: ${fontWeight.bold}; padding: ${space.sm} 0; }
  button, input, select, textarea { font: inherit; color: inherit; }
  input, select, textarea {
    background: ${color.surface};
    border: ${borderWidth.hairline} solid ${color.borderStrong};
    border-radius: ${radius.sm};
    padding: ${space.sm} ${space.md};
    min-height: ${space.xxl};
  }
  fieldset { border: ${borderWidth.hairline} solid ${color.border}; border-radius: ${radius.md}; }
`;
