import './text-encoder';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { defaultUiTheme } from '@sl/ui';

export interface RenderOptions {
  /** Where the router starts. */
  path?: string;
  /** Route pattern the element is mounted at (as FootballApp mounts it under /football). */
  route?: string;
  /** Answers already in the query cache, so components render without a server. */
  data?: Array<[QueryKey, unknown]>;
}

/** Renders a football component with what the shell provides: query client, router and theme. */
export function renderFootball(element: ReactElement, { path = '/', route, data = [] }: RenderOptions = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchInterval: false } },
  });
  for (const [key, value] of data) client.setQueryData(key, value);
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ThemeProvider theme={defaultUiTheme}>
          {route ? (
            <Routes>
              <Route path={route} element={element} />
            </Routes>
          ) : (
            element
          )}
        </ThemeProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
