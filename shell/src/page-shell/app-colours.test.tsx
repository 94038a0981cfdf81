import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FESTIVAL_BRANDS, LIGHT_PALETTE } from '@sl/ui';

const read = (...parts: string[]) => readFileSync(path.join(process.cwd(), 'shell', ...parts), 'utf8');

/**
 * The colours the browser shows before our styles load (theme colour, manifest, icons) are written outside the
 * tokens, in static files: they must still be the design system's brand, accent and page colours.
 */
describe('the colours of the app shell outside the tokens', () => {
  const manifest = JSON.parse(read('static', 'app-icons', 'manifest.webmanifest')) as Record<string, string>;

  it('manifest theme colour is the brand, its background the light page colour', () => {
    expect(manifest.theme_color).toBe(FESTIVAL_BRANDS.default.brand);
    expect(manifest.background_color).toBe(LIGHT_PALETTE.page);
  });

  it('the page template says the same theme colour, and its pre-paint colours are the palette page and text', () => {
    const html = readFileSync(path.join(process.cwd(), 'scripts', 'webpack', 'page.ejs'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${FESTIVAL_BRANDS.default.brand}" />`);
    expect(html).toContain(`background: ${LIGHT_PALETTE.page};`);
    expect(html).toContain(`color: ${LIGHT_PALETTE.text};`);
  });

  it('the favicon is drawn in the brand and accent colours', () => {
    const svg = read('static', 'app-icons', 'favicon.svg');
    expect(svg).toContain(`fill="${FESTIVAL_BRANDS.default.brand}"`);
    expect(svg).toContain(`stroke="${FESTIVAL_BRANDS.default.accent}"`);
  });
});
