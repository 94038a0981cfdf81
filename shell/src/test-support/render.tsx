import './text-encoder';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiClient } from '@sl/contracts';
import { defaultUiTheme } from '@sl/ui';

// No server behind jsdom: API calls fail at once, as when a service is down, instead of after a real connection
// attempt that can outlive the test (its late log makes jest fail the run).
apiClient.defaults.adapter = () => Promise.reject(new Error('no server in component tests'));

/** Renders a shell component inside the providers the page gives it. */
export function renderInShell(ui: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={defaultUiTheme}>{ui}</ThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
