import { publicOrigin } from '@sl/server-kit';
import { browserModuleCheck, type BrowserCheck } from './browser-check';

type Env = Record<string, string | undefined>;

/**
 * The release check's browser, from RELEASE_CHECK_BROWSER (a Chromium executable): set, every exposed module of a
 * build is loaded in the site's own page before it goes live; unset, the check compiles them only, and says so
 * once at start, so nobody takes the lighter check for the full one.
 */
export function releaseCheckBrowser(
  env: Env,
  log: { info: (message: string) => void },
): BrowserCheck | undefined {
  const executablePath = env.RELEASE_CHECK_BROWSER;
  if (!executablePath) {
    log.info(
      'release check without a browser (RELEASE_CHECK_BROWSER unset): exposed modules are compiled, not loaded',
    );
    return undefined;
  }
  // The site's public origin, as visitors have it: the builds' servers answer CORS for that origin alone.
  return browserModuleCheck({ executablePath, shellUrl: publicOrigin('shell', env) });
}
