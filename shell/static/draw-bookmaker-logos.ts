/**
 * Draws the bookmaker logos the shell serves at /img/bookmakers/{betfair|paddypower|skybet}.png (spec document 2,
 * section 7): simple wordmarks in each brand's colours, not the brands' artwork. Run once, and again only to
 * change them; the PNGs are committed beside this script:
 *
 *   node --import tsx shell/static/draw-bookmaker-logos.ts
 *
 * They are drawn at 144 x 48, twice the 72 x 24 CSS pixels they are shown at (BOOKMAKER_LOGO_SIZE), so they stay
 * sharp on high-density screens.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';

const LOGOS = [
  { file: 'betfair', text: 'betfair', background: '#ffb80c', color: '#1e1e1e', style: 'letter-spacing:-1px' },
  {
    file: 'paddypower',
    text: 'paddypower',
    background: '#004833',
    color: '#ffffff',
    style: 'font-size:18px;letter-spacing:-0.5px',
  },
  { file: 'skybet', text: 'Sky Bet', background: '#00277c', color: '#ffffff', style: 'font-style:italic' },
];

const WIDTH = 144;
const HEIGHT = 48;

const html = (logo: (typeof LOGOS)[number]) => `<!doctype html>
<html><body style="margin:0">
<div style="width:${WIDTH}px;height:${HEIGHT}px;display:flex;align-items:center;justify-content:center;
  border-radius:8px;background:${logo.background};color:${logo.color};
  font:700 28px/1 'DejaVu Sans','Liberation Sans',Arial,sans-serif;${logo.style}">${logo.text}</div>
</body></html>`;

const out = path.join(import.meta.dirname, 'img', 'bookmakers');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  for (const logo of LOGOS) {
    await page.setContent(html(logo));
    await page.locator('div').screenshot({ path: path.join(out, `${logo.file}.png`), omitBackground: true });
    console.log(`drew ${logo.file}.png`);
  }
} finally {
  await browser.close();
}
