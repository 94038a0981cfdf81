import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@sl/contracts/routing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { POLLING_DEFAULTS } from '@sl/contracts';
import { DesignSystemStyles, defaultUiTheme, useColorScheme } from '../theme';

/**
 * A remote on its own page, without the shell, for its section team's local work (`@sl/ui/standalone`, a subpath
 * so the shared singleton's main entry stays free of react-dom's root and a query client).
 */

const client = new QueryClient({ defaultOptions: { queries: { ...POLLING_DEFAULTS } } });

/** What the shell provides when the remote runs inside it: query client and theme. */
export function StandaloneProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={defaultUiTheme}>
        <DesignSystemStyles scheme={useColorScheme()} festival="default" />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** Renders `page` into the standalone page's `#root`, inside a router and the shell's providers. */
export function renderStandalone(page: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <BrowserRouter>
      <StandaloneProviders>{page}</StandaloneProviders>
    </BrowserRouter>,
  );
}
