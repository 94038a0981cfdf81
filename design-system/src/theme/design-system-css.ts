import { color } from '../tokens/color';
import type { FestivalBrand } from '../tokens/palette';
import { borderWidth, font, fontSize, fontWeight, lineHeight, radius, space } from '../tokens/scale';
import { cssVariables, paletteFor } from './css-variables';
import type { SchemeChoice } from './scheme';

/**
 * The design system's page-wide stylesheet, as plain CSS: the custom properties for the scheme in force ("system":
 * the light ones, and the dark ones under prefers-color-scheme), scoped light and dark blocks (`[data-scheme]`) so
 * a catalogue can show both side by side, and the base look of the elements every page uses (links, headings,
 * tables, form controls, focus ring), so no page ships the browser's unstyled defaults.
 */
export function designSystemCss(scheme: SchemeChoice, festival: FestivalBrand): string {
  const variables = (of: 'light' | 'dark') => cssVariables(paletteFor(of, festival));
  const darkDevice =
    scheme === 'system'
      ? `@media (prefers-color-scheme: dark) { :root { ${variables('dark')} color-scheme: dark; } }`
      : '';
  return `
:root {
  ${variables(scheme === 'system' ? 'light' : scheme)}
  color-scheme: ${scheme === 'system' ? 'light' : scheme};
}
${darkDevice}
[data-scheme='light'] {
  ${variables('light')}
  color-scheme: light;
}
[data-scheme='dark'] {
  ${variables('dark')}
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
}
