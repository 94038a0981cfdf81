import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { POLLING_DEFAULTS, defaultTheme } from '@sl/contracts';

const client = new QueryClient({ defaultOptions: { queries: { ...POLLING_DEFAULTS } } });

/** What the shell provides when the remote runs inside it: query client and theme. */
export function StandaloneProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={defaultTheme}>{children}</ThemeProvider>
    </QueryClientProvider>
  );
}
