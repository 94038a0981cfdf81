import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { authStore, signedOutState, type AuthUser, type PromoBanner } from '@sl/contracts';
import { FESTIVAL_BRANDS, defaultUiTheme } from '@sl/ui';

(globalThis as unknown as { __SL_BUILD_LABEL__: string }).__SL_BUILD_LABEL__ = 'test';

/** Renders with the providers the shell gives a remote, with query answers already in the cache. */
export function renderRemote(ui: ReactNode, { path = '/', data = {} as Record<string, unknown> } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, value] of Object.entries(data)) client.setQueryData(['promos', key], value);
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={defaultUiTheme}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The member flags the shell puts in the session (shell/src/auth/session.ts), and the partner site claim. */
type MemberFlags = Partial<
  Pick<AuthUser, 'selfExclusion' | 'sensitiveAudience' | 'upgradable' | 'registration'>
> & {
  site?: string;
};

/** Signs a member in on the shared store, as the shell does from their verified id token. */
export function signIn({ site, ...flags }: MemberFlags = {}, migrated = false) {
  const idToken = `${b64({ alg: 'none' })}.${b64({ sub: 'm1', email: 'm@example.com', exp: 9e9, site })}.x`;
  authStore.getState().setSession({
    loggedIn: true,
    user: { sub: 'm1', email: 'm@example.com', name: 'Member', ...flags },
    selfExclusion: flags.selfExclusion ?? [],
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
    // A banner's fill is configuration data; the default brand colour stands in for one.
    background: FESTIVAL_BRANDS.default.brand,
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
