import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { featureFlagsStore } from '@sl/contracts';
import { FakeFollowButton, fakeFederationPage } from '@sl/contracts/testing';

// The federation runtime is replaced by a fake page: which remotes are registered, and what loading gives.
const page = fakeFederationPage();

let load: jest.Mock<(id: string) => Promise<unknown>>;
const account = (loader: (id: string) => Promise<unknown>) => {
  load = jest.fn(loader);
  page.instances = [{ options: { remotes: [{ name: 'account' }, { name: 'football' }] }, loadRemote: load }];
};

const { renderFootball } = await import('../test-support/render');
const { testMatch } = await import('../test-support/match');
const { testCentre } = await import('./test-centre');
const { MatchPage } = await import('./MatchPage');

const showMatch = (match = testMatch(), tab = '', centre = testCentre()) =>
  renderFootball(<MatchPage />, {
    path: `/football/live/${match.match_reference.id}/arsenal-vs-chelsea${tab}`,
    route: '/football/live/:matchId/:slug/*',
    data: [
      [['football', 'match', match.match_reference.id], match],
      [['football', 'match-centre', match.match_reference.id], centre],
    ],
  });

afterEach(() => {
  featureFlagsStore.getState().setFlags({});
  page.instances = [];
});

describe('the follow button on the match page', () => {
  it('mounts My Stable’s button in the match header as a FOOTBALL_MATCH follow of this match', async () => {
    account(async () => ({ default: FakeFollowButton }));
    showMatch();
    const button = await screen.findByRole('button', { name: 'Follow Arsenal v Chelsea' });
    expect(button).toHaveAttribute('data-type', 'FOOTBALL_MATCH');
    expect(button).toHaveAttribute('data-id', '77');
    const slot = screen.getByRole('group', { name: 'My Stable' });
    expect(slot.parentElement).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Arsenal v Chelsea' }),
    );
    expect(load).toHaveBeenCalledWith('account/FollowButton');
  });

  it('holds the button’s space while the module loads', async () => {
    let resolve: (module: unknown) => void = () => undefined;
    account(() => new Promise((r) => (resolve = r)));
    showMatch();
    const slot = screen.getByRole('group', { name: 'My Stable' });
    expect(slot).toBeEmptyDOMElement();
    expect(getComputedStyle(slot).minWidth).toBe('6.75rem');
    expect(getComputedStyle(slot).minHeight).toBe('2rem');
    await act(async () => resolve({ default: FakeFollowButton }));
    expect(await within(slot).findByRole('button', { name: 'Follow Arsenal v Chelsea' })).toBeInTheDocument();
  });

  it('keeps the match page, without its follow button, when the account remote fails to load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    account(async () => {
      throw new Error('manifest unreachable');
    });
    const { container } = showMatch();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'My Stable' })).toBeNull(), {
      timeout: 5000,
    });
    expect(container.querySelector('[data-follow]')).toBeNull();
    expect(screen.getByTestId('match-score')).toHaveTextContent('2 - 1');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    error.mockRestore();
  });

  it('mounts nothing, and loads nothing, when no federation instance has the account remote', () => {
    const loadRemote = jest.fn(async () => ({ default: FakeFollowButton }));
    page.instances = [{ options: { remotes: [{ name: 'football' }] }, loadRemote }];
    showMatch();
    expect(screen.queryByRole('group', { name: 'My Stable' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Arsenal v Chelsea');
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('the betting tab behind footballBettingTab', () => {
  it('is shown by default and opens the prices across bookmakers', () => {
    showMatch(testMatch(), '/betting');
    expect(screen.getByRole('link', { name: 'Betting' })).toHaveAttribute('aria-current', 'page');
    const skyBet = screen.getByRole('list', { name: 'Sky Bet prices for Arsenal v Chelsea' });
    expect(within(skyBet).getByRole('link', { name: /^Draw 11\/4 with Sky Bet/ })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Paddy Power prices for Arsenal v Chelsea' })).toHaveTextContent(
      'Draw 3/1',
    );
  });

  it('is gone, link and route, when the shared flag is off', () => {
    featureFlagsStore.getState().setFlags({ footballBettingTab: false });
    showMatch(testMatch(), '/betting');
    expect(screen.queryByRole('link', { name: 'Betting' })).toBeNull();
    expect(screen.queryByText('11/4')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Form' })).toBeInTheDocument();
  });
});

describe('match states on the match page', () => {
  it('says an abandoned match was abandoned, with the score as it stood and betting closed', () => {
    showMatch(
      testMatch({ state: 'ABANDONED', clock: 'A-A', homeGoals: 1, awayGoals: 0, match_betting_market: null }),
      '/betting',
    );
    expect(screen.getByTestId('match-state')).toHaveTextContent('Abandoned');
    expect(screen.getByTestId('match-score')).toHaveTextContent('1 - 0');
    expect(screen.getByRole('status')).toHaveTextContent('This match was abandoned.');
    expect(screen.getByText('Betting has closed for this match.')).toBeInTheDocument();
  });

  it('shows a score-only match as Live with its score', () => {
    showMatch(testMatch({ state: 'LIVE', clock: 'Live' }));
    expect(screen.getByTestId('match-state')).toHaveTextContent(/^Live$/);
    expect(screen.getByTestId('match-score')).toHaveTextContent('2 - 1');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
