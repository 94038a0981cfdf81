import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@sl/contracts/routing';
import { ThemeProvider } from 'styled-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { defaultUiTheme } from '@sl/ui';
import { SlotErrorReport, configureRemoteVersions, type SlotErrorReporter } from '@sl/contracts/federation';
import { createQueryClient } from './boot/query-client';
import { preloadServerSlots } from './boot/preload-slots';
import { adoptServerQueries, serverLeftToBrowser, serverRendered } from './boot/server-queries';
import { readBootConfig } from './federation/boot-config';
import { registerBootRemotes } from './federation/remotes';
import { pageRemoteVersions, runsAsServerRendered, skipFailedVersions } from './federation/remote-versions';
import { bindSessionActions } from './auth/bind';
import { syncAuthEnabled } from './boot/auth-feature';
import { configureSession } from './auth/deps';
import { maybeSilentLogin } from './auth/login';
import { hydrateSession } from './auth/session';
import { startSessionTimers } from './auth/timers';
import { reportClientError } from './errors/report';
import { countRemoteFailure } from './errors/remote-failures';
import { startFeatureConfig } from './site-data/feature-config';
import { startConsent } from './consent/store';
import { releasePageTaps } from './boot/early-taps';
import { ENTRY_TIMEOUT_MS } from './federation/entry-timeout-plugin';

// Before anything stores: non-essential local storage waits for the visitor's consent (shell/src/consent).
startConsent();
const boot = readBootConfig();
void startFeatureConfig();
// A version that failed a moment ago is skipped for its fallback before anything loads (docs/adr/0002).
const remotes = skipFailedVersions(boot.remotes);
registerBootRemotes(remotes);
// The slots' versions of each remote, and their way to its fallback version when it fails.
configureRemoteVersions(pageRemoteVersions(remotes));
configureSession({ webView: boot.webView });
bindSessionActions();
// Sign-in is offered only once its actions are bound, and only while the auth feature is on.
syncAuthEnabled();
// The id token is verified against the provider's keys before the first render trusts it.
await hydrateSession();
startSessionTimers();
void maybeSilentLogin();

window.addEventListener('error', (event) => reportClientError('error', event.message, event.error?.stack));
window.addEventListener('unhandledrejection', (event) =>
  reportClientError('unhandledrejection', String(event.reason), event.reason?.stack),
);

const queryClient = createQueryClient();
adoptServerQueries(queryClient);

// A remote that fails to load or render reaches the error pixel once, whichever slots show it, with the version
// that failed (the registry's, or the fallback's once the page fell back to it).
const reportSlotError: SlotErrorReporter = (id, error, version) => {
  reportClientError('remote', `${id}@${version ?? 'unknown'}: ${error.message}`, error.stack);
  countRemoteFailure(id, version);
};

/** The modules of the slots the server rendered: loaded, or given up on. */
let slotModulesSettled: Promise<void> = Promise.resolve();

/**
 * Its effect runs once the first commit is done: the shell's own buttons have their handlers. A tap held on a
 * remote's slot also waits for that module (React drops a tap on a part it cannot hydrate yet), but no longer than
 * a remote's entry may take. It wraps the app rather than sitting beside it: a sibling the server's tree does not
 * have would change every useId below (ids are derived from the tree's forks), and the server's ids would no
 * longer match the browser's (an aria-controls pointing at nothing).
 */
function EarlyTapsReleased({ children }: { children: ReactNode }) {
  useEffect(() => {
    const cap = setTimeout(() => releasePageTaps(), ENTRY_TIMEOUT_MS);
    void slotModulesSettled.then(() => {
      clearTimeout(cap);
      releasePageTaps();
    });
    return () => clearTimeout(cap);
  }, []);
  return children;
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
// The page's components (header, navigation, routes: most of the shell's modules) run in a task of their own, not
// in the one that ran the start-up above: together they held a phone for over 100 ms. Eager: already in this
// chunk, nothing to fetch, but its modules run only when asked for here.
await new Promise((resolve) => setTimeout(resolve, 0));
const { App } = await import(/* webpackMode: "eager" */ './app/App');
const page = (
  <StrictMode>
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={defaultUiTheme}>
          <SlotErrorReport value={reportSlotError}>
            <EarlyTapsReleased>
              <App />
            </EarlyTapsReleased>
          </SlotErrorReport>
        </ThemeProvider>
      </QueryClientProvider>
    </BrowserRouter>
  </StrictMode>
);
// A first view the server rendered is hydrated; a mismatch is reported like any script error (React then renders
// that part again in the browser). Without one (server rendering off, or it failed), or when this browser runs a
// remote otherwise than the server rendered it (a version or remote that failed here a moment ago), the browser
// renders it all, in place of the server's HTML.
// The slots' modules are fetched at once, not when hydration reaches them, and hydration does not wait for them: a
// slot whose module is still on its way keeps the server's HTML (nothing around it renders again meanwhile) and
// hydrates when it arrives. In a transition, an update that reaches such a slot first waits for it instead of
// throwing its HTML away.
if (serverRendered(container) && runsAsServerRendered(boot.remotes, remotes)) {
  slotModulesSettled = preloadServerSlots(container, reportSlotError).settled;
  startTransition(() => {
    hydrateRoot(container, page, {
      onRecoverableError: (error) => {
        if (!serverLeftToBrowser(error))
          reportClientError('hydration', error instanceof Error ? error.message : String(error));
      },
    });
  });
} else createRoot(container).render(page);
