import { act, screen } from '@testing-library/react';
import { SKY_BET_CAMPAIGNS, SKY_BET_V2_STORAGE_KEY, authStore, signedOutState } from '@sl/contracts';
import { renderFootball } from '../test-support/render';
import { testMatch } from '../test-support/match';
import { MatchBetting } from './MatchPageBetting';
import { testCentre } from './test-centre';

const prices = () => screen.getByRole('list', { name: 'Sky Bet prices for Arsenal v Chelsea' });
/** A price link by the start of its name (the odds button adds "(opens in a new tab)"). */
const linkTo = (name: string) =>
  screen.getByRole('link', { name: new RegExp(`^${name.replace('/', '\\/')}`) });
const hrefOf = (name: string) => new URL(linkTo(name).getAttribute('href') ?? '');

afterEach(() => {
  act(() => authStore.setState(signedOutState));
  sessionStorage.clear();
});

describe('the football betting tab', () => {
  it("links each price to Sky Bet with football's aff and dcmp", () => {
    renderFootball(<MatchBetting match={testMatch()} />);
    expect(prices()).toBeInTheDocument();
    for (const [name, code] of [
      ['Arsenal 4/6 with Sky Bet', 'H'],
      ['Draw 11/4 with Sky Bet', 'D'],
      ['Chelsea 4/1 with Sky Bet', 'A'],
    ] as const) {
      const href = hrefOf(name);
      expect(`${href.origin}${href.pathname}`).toBe('https://m.skybet.com/football/event/77');
      expect(Object.fromEntries(href.searchParams)).toEqual({
        sels: `77-${code}`,
        aff: String(SKY_BET_CAMPAIGNS.football.aff),
        dcmp: SKY_BET_CAMPAIGNS.football.dcmp,
      });
      expect(linkTo(name).getAttribute('rel')).toMatch(/(?=.*\bsponsored\b)(?=.*\bnoopener\b)/);
      expect(linkTo(name)).toHaveAttribute('target', '_blank');
    }
    // The bookmaker's SVG wordmark, not a PNG request.
    expect(screen.getByRole('img', { name: 'Sky Bet' }).tagName.toLowerCase()).toBe('svg');
  });

  it('gives a migrated member the V2 bet slip with islggdn=true', () => {
    act(() =>
      authStore.setState({ loggedIn: true, isMigrated: true, 'com.sbgcore.can_link_to': ['15', '17'] }),
    );
    renderFootball(<MatchBetting match={testMatch()} />);
    expect(Object.fromEntries(hrefOf('Draw 11/4 with Sky Bet').searchParams)).toEqual({
      bets: '77-MR|77-D',
      aff: String(SKY_BET_CAMPAIGNS.football.aff),
      dcmp: SKY_BET_CAMPAIGNS.football.dcmp,
      islggdn: 'true',
    });
  });

  it('gives a visitor with the storage flag the V2 bet slip without islggdn', () => {
    sessionStorage.setItem(SKY_BET_V2_STORAGE_KEY, 'true');
    renderFootball(<MatchBetting match={testMatch()} />);
    const href = hrefOf('Arsenal 4/6 with Sky Bet');
    expect(href.searchParams.get('bets')).toBe('77-MR|77-H');
    expect(href.searchParams.has('islggdn')).toBe(false);
  });

  it('shows a member not allowed Sky Bet the prices without links', () => {
    act(() => authStore.setState({ loggedIn: true, 'com.sbgcore.can_link_to': ['4'] }));
    renderFootball(<MatchBetting match={testMatch()} />);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(prices()).toHaveTextContent('Draw 11/4');
    expect(screen.getByText('Sky Bet is not available on your account.')).toBeInTheDocument();
  });

  it('says betting has closed when a finished match has no market', () => {
    renderFootball(<MatchBetting match={testMatch({ state: 'FULLTIME', match_betting_market: null })} />);
    expect(screen.getByText('Betting has closed for this match.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says there are no prices when a match still to finish comes without a market (a viewer abroad)', () => {
    renderFootball(<MatchBetting match={testMatch({ state: 'PREMATCH', match_betting_market: null })} />);
    expect(screen.getByText('There are no prices for this match.')).toBeInTheDocument();
    expect(screen.queryByText('Betting has closed for this match.')).toBeNull();
  });

  it('lays out every bookmaker’s prices with the best of each outcome marked, links only to Sky Bet', () => {
    renderFootball(<MatchBetting match={testMatch()} grid={testCentre().match_odds_grid} />);
    const paddy = screen.getByRole('list', { name: 'Paddy Power prices for Arsenal v Chelsea' });
    expect(paddy).toHaveTextContent('Draw 3/1');
    expect(paddy.querySelector('[data-best]')).toHaveTextContent('Draw 3/1Best');
    expect(
      screen.queryAllByRole('link').every((a) => a.getAttribute('href')!.startsWith('https://m.skybet.com/')),
    ).toBe(true);
    // Sky Bet's 4/6 is the joint best home price, marked on its link.
    expect(linkTo('Arsenal 4/6 with Sky Bet')).toHaveAccessibleName(/best price/);
    expect(linkTo('Draw 11/4 with Sky Bet')).not.toHaveAccessibleName(/best price/);
    expect(screen.getByRole('img', { name: 'Betfair' }).tagName.toLowerCase()).toBe('svg');
  });
});
