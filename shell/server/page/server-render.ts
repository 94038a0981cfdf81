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

/** A page answered in two parts: all before the empty #root (head included), and #root with all after it. */
export interface PageParts {
  opening: string;
  /** The rest of the page, from the empty #root on. */
  closing: string;
}

/** The shell template cut at its empty #root: the opening is sent before the server render has finished. */
export function splitAtRoot(html: string): PageParts {
  const match = ROOT.exec(html);
  if (!match) throw new Error('the shell template has no empty #root');
  return { opening: html.slice(0, match.index), closing: html.slice(match.index) };
}

/**
 * The closing part with the server's first view in it: its styles just before #root (the head has gone out
 * already; they still come before the content they style), the content in #root, its data for the browser.
 */
export function withServerRender(closing: string, output: RenderOutput): string {
  const data = `<script id="${QUERIES_ELEMENT_ID}" type="application/json">${serializeForScript(output.queries)}</script>`;
  return closing.replace(ROOT, () => `${output.styles}<div id="root">${output.html}</div>\n    ${data}`);
}
