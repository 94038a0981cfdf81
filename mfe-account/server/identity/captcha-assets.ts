import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { CAPTCHA_ASSETS } from './pages';

/**
 * The page's one script, a module: it imports the widget, then registers the proof-of-work worker, served from here
 * too. The widget's "external" build bundles no worker and injects no style, so the page needs no blob: worker,
 * no inline script and no inline style: script-src and worker-src 'self' suffice. Modules evaluate in one go (the
 * import first), and the widget's custom element mounts a microtask after it is defined, so the worker is
 * registered before the widget starts solving.
 */
const ENTRY = `import './widget.js';
const worker = new URL('./pbkdf2-worker.js', import.meta.url);
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'])
  globalThis.$altcha.algorithms.set(algorithm, () => new Worker(worker, { name: 'altcha-pbkdf2' }));
`;

/** The widget package's built files (its "external" build: no bundled workers or styles). */
function widgetFiles() {
  // The package exports altcha.css to require; the rest of its dist folder is reached from there.
  const require = createRequire(import.meta.url);
  const external = path.dirname(require.resolve('altcha/altcha.css'));
  const read = (file: string) => readFileSync(path.join(external, file), 'utf8');
  return {
    widget: read('altcha.min.js'),
    style: read('altcha.css'),
    worker: read('../workers/pbkdf2.js'),
  };
}

const JS = 'text/javascript; charset=utf-8';

/**
 * Serves the captcha widget, its worker and its style to the sign-in page. Read once at start; an hour's cache
 * (the files change only with the altcha package). A worker takes the policy its own response names: these allow
 * nothing (the worker only hashes with WebCrypto and posts the result back).
 */
export const captchaAssetRoutes: FastifyPluginAsync = async (app) => {
  const files = widgetFiles();
  const assets: Record<string, { type: string; body: string }> = {
    'sign-in.js': { type: JS, body: ENTRY },
    'widget.js': { type: JS, body: files.widget },
    'pbkdf2-worker.js': { type: JS, body: files.worker },
    'altcha.css': { type: 'text/css; charset=utf-8', body: files.style },
  };
  for (const [name, asset] of Object.entries(assets)) {
    app.get(`${CAPTCHA_ASSETS}/${name}`, async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .type(asset.type)
        .send(asset.body),
    );
  }
};
