import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { authStore, defaultTheme, signedOutState, type PromoBanner } from '@sl/contracts';

(globalThis as unknown as { __SL_BUILD_LABEL__: string }).__SL_BUILD_LABEL__ = 'test';

/** Renders with the providers the shell gives a remote, with query answers already in the cache. */
export function renderRemote(ui: ReactNode, { path = '/', data = {} as Record<string, unknown> } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, value] of Object.entries(data)) client.setQueryData(['promos', key], value);
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={defaultTheme}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs a member in on the shared store, with the optional claims the promos read. */
export function signIn(claims: Record<string, unknown> = {}, migrated = false) {
  const idToken = `${b64({ alg: 'none' })}.${b64({ sub: 'm1', email: 'm@example.com', exp: 9e9, ...claims })}.x`;
  authStore.getState().setSession({
    loggedIn: true,
    user: { sub: 'm1', email: 'm@example.com', name: 'Member' },
    idToken,
    isMigrated: migrated,
  });
}

export function signOut() {
  authStore.getState().setSession({ ...signedOutState });
}

export const promo = (name: string, over: Partial<PromoBanner> = {}): PromoBanner => ({
  name,
  sport: 'racing',
  title: `${name} title`,
  imageBaseRoute: `/promos/${name}`,
  link: `/${name}`,
  text: `${name} text`,
  hero: true,
  banner: true,
  heroBanner: {
    background: '#123',
    image: `${name}-hero`,
    mobileImage: `${name}-m`,
    titleImage: `${name}-t`,
    textBlocks: [{ type: 'heading', text: `${name} heading` }],
    buttons: [
      { kind: 'register', label: 'Register for free' },
      { kind: 'login', label: 'Log in' },
      { kind: 'link', label: 'Free bets', link: '/free-bets', selfExclude: true },
    ],
    subBanner: { text: 'Compare free bets', link: '/free-bets', selfExclude: true },
    mobileBreakpoint: 600,
  },
  signPost: {
    competitionName: name,
    competitionId: '1',
    bannerSignPostingEnabled: 'true',
    heroBannerEnabled: 'true',
    navSignPostingEnabled: 'true',
  },
  ...over,
});
