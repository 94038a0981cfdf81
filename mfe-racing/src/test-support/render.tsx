import './text-encoder';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { defaultUiTheme } from '@sl/ui';

Object.assign(globalThis, { __SL_BUILD_LABEL__: 'test' });

/** Renders with what the shell provides: router, query client (with any seeded data) and theme. */
export function renderWithProviders(
  ui: ReactNode,
  options: { path?: string; seed?: (client: QueryClient) => void } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  options.seed?.(client);
  return render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={defaultUiTheme}>{ui}</ThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
