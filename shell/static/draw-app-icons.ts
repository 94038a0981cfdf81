/**
 * Draws the site's icons: the favicon (SVG, with a 32 px PNG for browsers without SVG icons), the 180 px
 * apple-touch-icon and the web app manifest's 192 and 512 px icons, all from the one monogram below, in the
 * design system's brand and accent colours (design-system/src/tokens/palette.ts, default festival). Run once, and
 * again only to change them; the files are committed beside this script and served by shell/server/ops/app-icons.ts:
 *
 *   node --import tsx shell/static/draw-app-icons.ts
 *
 * The favicon is a rounded tile; the larger icons are full-bleed squares with the monogram inside the central 80 %
 * (the safe zone of a maskable icon), because phones cut their own shape from them.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const BRAND = '#0b1f3a';
const ACCENT = '#f2b705';

/** "SL" drawn as strokes on a 32-unit grid, so it never depends on an installed font. */
const MONOGRAM = `<g fill="none" stroke="${ACCENT}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round">
    <path d="M14.6 10.4C13.9 8.9 12.6 8 10.6 8 8.4 8 6.9 9.4 6.9 11.3c0 4.6 8 3.1 8 8.3 0 2.6-1.9 4.4-4.6 4.4-2.2 0-3.7-1-4.5-2.7"/>
    <path d="M19 8v16h7"/>
  </g>`;

export function iconSvg(kind: 'tile' | 'full-bleed'): string {
  // The full-bleed square shrinks the monogram to 70 % about the centre: inside a maskable icon's safe zone.
  const body = kind === 'tile' ? MONOGRAM : `<g transform="translate(4.8 4.8) scale(0.7)">${MONOGRAM}</g>`;
  const tile =
    kind === 'tile'
      ? `<rect width="32" height="32" rx="7" fill="${BRAND}"/>`
      : `<rect width="32" height="32" fill="${BRAND}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  ${tile}
  ${body}
</svg>
`;
}

const out = path.join(import.meta.dirname, 'app-icons');
writeFileSync(path.join(out, 'favicon.svg'), iconSvg('tile'));
console.log('drew favicon.svg');

const PNGS = [
  { file: 'favicon-32.png', size: 32, kind: 'tile' as const },
  { file: 'apple-touch-icon.png', size: 180, kind: 'full-bleed' as const },
  { file: 'icon-192.png', size: 192, kind: 'full-bleed' as const },
  { file: 'icon-512.png', size: 512, kind: 'full-bleed' as const },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const png of PNGS) {
    const page = await browser.newPage({ viewport: { width: png.size, height: png.size } });
    const svg = iconSvg(png.kind).replace('<svg ', `<svg width="${png.size}" height="${png.size}" `);
    await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
    await page.locator('svg').screenshot({ path: path.join(out, png.file), omitBackground: true });
    await page.close();
    console.log(`drew ${png.file}`);
  }
} finally {
  await browser.close();
}
