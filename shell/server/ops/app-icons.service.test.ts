import { readFileSync } from 'node:fs';
import path from 'node:path';
import { testDatabases } from '@sl/server-kit/testing';
import { startTestShell, type TestShell } from '../test-support/test-shell';

/** The page template's head: every icon and manifest it links must be served. */
const TEMPLATE = readFileSync(
  path.join(import.meta.dirname, '..', '..', '..', 'scripts', 'webpack', 'page.ejs'),
  'utf8',
);
const headLinks = [...TEMPLATE.matchAll(/<link rel="(icon|apple-touch-icon|manifest)" href="([^"]+)"/g)].map(
  (m) => ({ rel: m[1]!, href: m[2]! }),
);

const pngSize = (body: Buffer) => {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
};

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe.each(testDatabases())('favicon and web app manifest on $label', ({ open }) => {
  let shell: TestShell;

  beforeEach(async () => {
    shell = await startTestShell(await open());
  });
  afterEach(() => shell.close());

  it('the page links an SVG favicon, a 32 px PNG, the apple-touch-icon and the manifest', () => {
    expect(headLinks).toEqual([
      { rel: 'icon', href: '/favicon.svg' },
      { rel: 'icon', href: '/favicon-32.png' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
      { rel: 'manifest', href: '/manifest.webmanifest' },
    ]);
  });

  it('serves the SVG favicon as image/svg+xml, cached for a week', async () => {
    const response = await fetch(`${shell.base}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(await response.text()).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 32 32">/,
    );
  });

  it.each([
    ['/favicon-32.png', 32],
    ['/apple-touch-icon.png', 180],
    ['/icon-192.png', 192],
    ['/icon-512.png', 512],
  ])('serves %s as a %i px square PNG, cached for a week', async (file, size) => {
    const response = await fetch(`${shell.base}${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual([size, size]);
  });

  it('serves the manifest as application/manifest+json: standalone from /, in the brand colours, every icon there at its size', async () => {
    const response = await fetch(`${shell.base}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({ short_name: 'Sporting Life', start_url: '/', display: 'standalone' });
    expect(manifest.name).toMatch(/^Sporting Life/);
    // That these are the design system's brand and page colours is checked in shell/src/page-shell/app-colours.test.tsx.
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(TEMPLATE).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    const sizes = manifest.icons.filter((i) => i.type === 'image/png').map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const file = await fetch(`${shell.base}${icon.src}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(icon.type);
      if (icon.type === 'image/png') {
        const [w, h] = pngSize(Buffer.from(await file.arrayBuffer()));
        expect(`${w}x${h}`).toBe(icon.sizes);
      }
    }
  });

  it('sends /favicon.ico, which some clients ask for without reading the page, to the PNG', async () => {
    const response = await fetch(`${shell.base}/favicon.ico`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/favicon-32.png');
  });
});
