import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { defaultTheme } from '@sl/contracts';
import { App } from './app/App';
import { createQueryClient } from './boot/query-client';
import { readBootConfig } from './federation/boot-config';
import { registerBootRemotes } from './federation/remotes';
import { bindSessionActions } from './auth/bind';
import { syncAuthEnabled } from './boot/auth-feature';
import { configureSession } from './auth/deps';
import { maybeSilentLogin } from './auth/login';
import { hydrateSession } from './auth/session';
import { startSessionTimers } from './auth/timers';
import { reportClientError } from './errors/report';
import { startFeatureConfig } from './site-data/feature-config';

const boot = readBootConfig();
void startFeatureConfig();
registerBootRemotes(boot.remotes);
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

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={defaultTheme}>
          <App />
        </ThemeProvider>
      </QueryClientProvider>
    </BrowserRouter>
  </StrictMode>,
);
