import { internalUrl } from '@sl/server-kit';

type Env = Record<string, string | undefined>;
import { loadServerRender, type ServerRender } from './server-render';

/** The most a server render adds to a page's answer by default (SERVER_RENDER_BUDGET_MS). */
const SERVER_RENDER_BUDGET_MS = 1_000;

/**
 * Server rendering for the shell's pages: on when the shell's dist has its server build, unless SERVER_RENDER=off
 * (every page then rendered in the browser, as before). Its API calls go through this shell's own gateway.
 */
export function serverRenderOptions(
  distDir: string,
  env: Env,
): { render: ServerRender; apiOrigin: string; budgetMs: number } | undefined {
  if (env.SERVER_RENDER === 'off') return undefined;
  const render = loadServerRender(distDir);
  if (!render) return undefined;
  const budget = Number(env.SERVER_RENDER_BUDGET_MS ?? SERVER_RENDER_BUDGET_MS);
  if (!Number.isFinite(budget) || budget <= 0)
    throw new Error('SERVER_RENDER_BUDGET_MS is a positive number of ms');
  return { render, apiOrigin: internalUrl('shell', env), budgetMs: budget };
}

/**
 * The pages the browser renders alone: a signed-in member's own pages (My Stable, the account's, the release
 * console), since the server has no session (docs/adr/0025) and its first view there would be the visitor's sign-in
 * prompt flashing before the member's content; and the sign-in routes, which only pass through to the provider.
 */
const BROWSER_ONLY = /^\/(?:oauth|amp|account|release-console)(?:\/|$)|^\/racing\/my-stable(?:\/|$)/;

/** True for every page the server renders: all but the browser's own (BROWSER_ONLY). */
export function serverRenderedPath(pathname: string): boolean {
  return !BROWSER_ONLY.test(pathname);
}
