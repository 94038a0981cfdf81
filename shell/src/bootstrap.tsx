import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { POLLING_DEFAULTS, defaultTheme } from '@sl/contracts';
import { useEffect, type ReactNode } from 'react';
import { App } from './app/App';
import { readBootConfig } from './federation/boot-config';
import { registerBootRemotes } from './federation/remotes';
import { bindSessionActions } from './auth/bind';
import { hydrateSession } from './auth/session';
import { reportClientError } from './errors/report';

const boot = readBootConfig();
registerBootRemotes(boot.remotes);
hydrateSession();

window.addEventListener('error', (event) => reportClientError('error', event.message, event.error?.stack));
window.addEventListener('unhandledrejection', (event) =>
  reportClientError('unhandledrejection', String(event.reason), event.reason?.stack),
);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchInterval: POLLING_DEFAULTS.refetchInterval,
      retry: POLLING_DEFAULTS.retry,
      retryDelay: POLLING_DEFAULTS.retryDelay,
      refetchOnWindowFocus: POLLING_DEFAULTS.refetchOnWindowFocus,
      refetchOnReconnect: POLLING_DEFAULTS.refetchOnReconnect,
    },
  },
});

/** Binds the session actions to the router so remotes' login() and logout() navigate within the page. */
function SessionBinder({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => bindSessionActions((path) => navigate(path)), [navigate]);
  return children;
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={defaultTheme}>
          <SessionBinder>
            <App />
          </SessionBinder>
        </ThemeProvider>
      </QueryClientProvider>
    </BrowserRouter>
  </StrictMode>,
);
