import { chromium, type Browser } from 'playwright-core';

/** What the browser check needs of a build: its container name, its manifest and its exposed modules' names. */
interface BrowserCheckInput {
  scope: string;
  manifestUrl: string;
  modules: readonly string[];
}

/** Why some exposed module of a build cannot be loaded in a real page, or null when every one loads. */
export type BrowserCheck = (input: BrowserCheckInput) => Promise<string | null>;

export interface BrowserCheckOptions {
  /** A Chromium executable (RELEASE_CHECK_BROWSER), run headless. */
  executablePath: string;
  /**
   * The site's public origin: the check runs in the site's real page, with its shared React and runtime, at the
   * address visitors have (builds answer CORS for it alone).
   */
  shellUrl: string;
  /** The most the whole check may take: a build that hangs is refused, not waited for. */
  timeoutMs?: number;
}

/** A page of the shell with no remote section of its own, so only the build under check is loaded into it. */
const CHECK_PAGE = '/privacy';

/** The federation runtime's global, as the page's runtime defines it (runtime-core's global.js). */
interface FederationHost {
  name: string;
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options: { force: boolean }): void;
  loadRemote(id: string): Promise<{ default?: unknown } | null | undefined>;
}

/** Runs in the page: registers the build under its scope and loads each exposed module, as a section slot does. */
async function loadEveryModule({ scope, manifestUrl, modules }: BrowserCheckInput) {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationHost[] } }).__FEDERATION__;
  const host = federation?.__INSTANCES__?.find((instance) => instance.name === 'shell');
  if (!host) return [{ module: '', problem: "the site's page has no federation runtime" }];
  host.registerRemotes([{ name: scope, entry: manifestUrl }], { force: true });
  // All at once, as a page's slots ask for them: the build's entry is fetched once and shared by every load.
  const outcomes = await Promise.all(
    modules.map(async (module) => {
      try {
        const loaded = await host.loadRemote(`${scope}/${module}`);
        return typeof loaded?.default === 'function'
          ? null
          : { module, problem: 'exports no component (no default export function)' };
      } catch (error) {
        return { module, problem: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
  const problems = outcomes.filter(
    (outcome): outcome is { module: string; problem: string } => outcome !== null,
  );
  return problems;
}

/**
 * Loads every exposed module of a build in headless Chromium, inside the site's own page (its shared React, router
 * and contracts, its federation runtime and plugins), as a visitor's browser would: a module that throws when
 * evaluated, a chunk that fails to load, or a module with no component is refused before any visitor gets it.
 * The build's code runs in the browser, never in the control plane's process; the browser context is fresh (no
 * cookies, no session) and thrown away after the check. The page's CSP is bypassed for the check alone, as the
 * build's origin is not yet one the registry allows.
 */
export function browserModuleCheck(options: BrowserCheckOptions): BrowserCheck {
  const timeoutMs = options.timeoutMs ?? 20_000;
  // One browser, started by the first check and kept for the next ones a release manager makes in a row (a
  // second's start each time otherwise); it goes a minute after the last. Each check has a context of its own.
  let browser: Promise<Browser> | null = null;
  let idle: NodeJS.Timeout | undefined;
  const theBrowser = (): Promise<Browser> => {
    clearTimeout(idle);
    const current = browser;
    if (current)
      return current.then((open) => (open.isConnected() ? open : ((browser = null), theBrowser())));
    const started = chromium.launch({
      executablePath: options.executablePath,
      headless: true,
      // --no-sandbox: the control plane may run as root in a container, where Chromium's sandbox cannot start.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
    browser = started;
    started.catch(() => (browser = null));
    return started;
  };
  const closeWhenIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      const closing = browser;
      browser = null;
      void closing?.then((open) => open.close()).catch(() => undefined);
    }, 60_000).unref();
  };

  return async (input) => {
    if (input.modules.length === 0) return null;
    const context = await (await theBrowser()).newContext({ bypassCSP: true });
    try {
      context.setDefaultTimeout(timeoutMs);
      const page = await context.newPage();
      await page.goto(new URL(CHECK_PAGE, options.shellUrl).toString(), { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() =>
        Boolean(
          (
            globalThis as { __FEDERATION__?: { __INSTANCES__?: Array<{ name: string }> } }
          ).__FEDERATION__?.__INSTANCES__?.some((instance) => instance.name === 'shell'),
        ),
      );
      const problems = await Promise.race([
        page.evaluate(loadEveryModule, input),
        new Promise<Array<{ module: string; problem: string }>>((resolve) =>
          setTimeout(
            () => resolve([{ module: '', problem: `its modules did not load within ${timeoutMs / 1000} s` }]),
            timeoutMs,
          ).unref(),
        ),
      ]);
      const first = problems[0];
      if (!first) return null;
      return first.module ? `${first.module}: ${first.problem}` : first.problem;
    } finally {
      await context.close().catch(() => undefined);
      closeWhenIdle();
    }
  };
}
