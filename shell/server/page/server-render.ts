import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RenderInput, RenderOutput } from '../../src/server-render/render';
import { serializeForScript } from './boot-script';

export type ServerRender = (input: RenderInput) => Promise<RenderOutput>;

/** The element the browser's query client reads the server's data from (shell/src/boot/server-queries.ts). */
const QUERIES_ELEMENT_ID = 'sl-queries';

/**
 * The shell's server build (`dist/server/render.cjs`, built beside the browser build) or null when the dist has
 * none (a build from before server rendering): pages are then rendered in the browser alone, as they were.
 */
export function loadServerRender(distDir: string): ServerRender | null {
  const file = path.join(distDir, 'server', 'render.cjs');
  if (!existsSync(file)) return null;
  const { renderPage } = createRequire(import.meta.url)(file) as { renderPage: ServerRender };
  return renderPage;
}

const ROOT = /<div id="?root"?><\/div>/;

/** The server's first view in the page: content in #root, its styles in the head, its data for the browser. */
export function injectServerRender(html: string, output: RenderOutput): string {
  if (!ROOT.test(html)) throw new Error('the shell template has no empty #root');
  const data = `<script id="${QUERIES_ELEMENT_ID}" type="application/json">${serializeForScript(output.queries)}</script>`;
  return html
    .replace('</head>', () => `${output.styles}\n  </head>`)
    .replace(ROOT, () => `<div id="root">${output.html}</div>\n    ${data}`);
}
