import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cacheControlFor } from '@sl/server-kit';

/** The favicon, touch icon, manifest icons and the web app manifest: drawn by shell/static/draw-app-icons.ts. */
const APP_ICONS_DIR = path.join(import.meta.dirname, '..', '..', 'static', 'app-icons');

/** What is served at the site's root, by file name, with its content type. */
const APP_ICON_FILES = {
  'favicon.svg': 'image/svg+xml',
  'favicon-32.png': 'image/png',
  'apple-touch-icon.png': 'image/png',
  'icon-192.png': 'image/png',
  'icon-512.png': 'image/png',
  'manifest.webmanifest': 'application/manifest+json',
} as const;

/** The manifest is re-read by browsers now and then anyway; a day lets a change of name or colour reach them. */
const MANIFEST_CACHE = 'public, max-age=86400';

/**
 * Serves the icons and the manifest at the root, where browsers and phones look for them (the page links them from
 * its head; /favicon.ico, which some clients ask for regardless, redirects to the PNG). The files are read once
 * at start: they are a few kilobytes and only change with a release. Icons keep their names across releases, so
 * they get the spec's static cache of a week.
 */
export const appIconRoutes: FastifyPluginAsyncTypebox<{ root?: string }> = async (
  app,
  { root = APP_ICONS_DIR },
) => {
  for (const [file, type] of Object.entries(APP_ICON_FILES)) {
    const body = readFileSync(path.join(root, file));
    const cache = file.endsWith('.webmanifest') ? MANIFEST_CACHE : cacheControlFor(file);
    app.get(`/${file}`, async (_request, reply) =>
      reply.header('Content-Type', type).header('Cache-Control', cache).send(body),
    );
  }
  app.get('/favicon.ico', async (_request, reply) =>
    reply.header('Cache-Control', cacheControlFor('favicon-32.png')).redirect('/favicon-32.png', 301),
  );
};
