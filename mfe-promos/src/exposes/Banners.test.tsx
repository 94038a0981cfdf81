import { jest } from '@jest/globals';
import '../test/text-encoder';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, FAST_RESULTS_BANNER_TEXT } from '@sl/contracts';
import Banners from './Banners';
import { promo, renderRemote, signIn, signOut } from '../test/render';

afterEach(() => signOut());

const kinds = () =>
  [...document.querySelectorAll('[data-promo]')].map(
    (e) => `${e.getAttribute('data-promo')}:${e.getAttribute('data-kind')}`,
  );

describe('Banners', () => {
  it.each([
    ['no promos', [], '/', []],
    ['one hero on home', [promo('cheltenham')], '/', ['cheltenham:hero']],
    ['one hero on racing: thin', [promo('cheltenham')], '/racing', ['cheltenham:thin']],
    ['racing promo on football: none', [promo('cheltenham')], '/football', []],
    [
      'three non-hero: first two thin',
      [promo('a', { hero: false }), promo('b'), promo('c')],
      '/',
      ['a:thin', 'b:thin'],
    ],
  ])('%s', (_label, banners, path, expected) => {
    renderRemote(<Banners />, { path, data: { banners } });
    expect(kinds()).toEqual(expected);
  });

  it('shows two all-hero promos on desktop side by side', () => {
    renderRemote(<Banners />, { data: { banners: [promo('cheltenham'), promo('grand-national')] } });
    expect(screen.getByTestId('promo-carousel')).toHaveAttribute('data-mode', 'dual');
    expect(kinds()).toEqual(['cheltenham:hero', 'grand-national:hero']);
  });

  it('reads the fast-results wording on fast results', () => {
    renderRemote(<Banners />, { path: '/racing/fast-results', data: { banners: [promo('cheltenham')] } });
    expect(screen.getByRole('link', { name: FAST_RESULTS_BANNER_TEXT })).toHaveAttribute(
      'href',
      '/cheltenham',
    );
  });

  it('hides the top-bar variant on racecards', () => {
    renderRemote(<Banners variant="top-bar" />, {
      path: '/racing/racecards',
      data: { banners: [promo('cheltenham')] },
    });
    expect(kinds()).toEqual([]);
  });

  it('puts the first two promos in the promo bar, a line each: top-banner text linking to its page', () => {
    renderRemote(<Banners variant="top-bar" />, {
      path: '/',
      data: {
        banners: [
          promo('cheltenham', {
            topBanner: { text: 'Cheltenham tips every day', link: '/cheltenham-festival' },
          }),
          promo('grand-national'),
          promo('ebor'),
        ],
      },
    });
    expect(kinds()).toEqual(['cheltenham:top-bar', 'grand-national:top-bar']);
    expect(screen.getByRole('link', { name: 'Cheltenham tips every day' })).toHaveAttribute(
      'href',
      '/cheltenham-festival',
    );
  });

  it('offers visitors register and log in, which call the shared auth actions', async () => {
    const register = jest.fn();
    const login = jest.fn();
    const logout = jest.fn();
    const before = authStore.getState().actions;
    authStore.getState().bindActions({ ...before, register, login, logout });
    renderRemote(<Banners />, { data: { banners: [promo('cheltenham')] } });
    await userEvent.click(screen.getByRole('button', { name: 'Register for free' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(register).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledTimes(1);
    authStore.getState().bindActions(before);
  });

  it('hides register and log in from members, keeping free-bet items', () => {
    signIn();
    renderRemote(<Banners />, { data: { banners: [promo('cheltenham')] } });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Free bets' })).toBeInTheDocument();
    expect(screen.getByTestId('promo-sub-banner')).toBeInTheDocument();
  });

  it.each([
    ['self-excluded (bet)', { selfExclusion: ['bet'] }],
    ['sensitive audience', { sensitiveAudience: true }],
  ])('hides selfExclude items from a %s member', (_label, member) => {
    signIn(member);
    renderRemote(<Banners />, { data: { banners: [promo('cheltenham')] } });
    expect(screen.queryByRole('link', { name: 'Free bets' })).toBeNull();
    expect(screen.queryByTestId('promo-sub-banner')).toBeNull();
    expect(screen.getByRole('heading', { name: 'cheltenham heading' })).toBeInTheDocument();
  });
});
