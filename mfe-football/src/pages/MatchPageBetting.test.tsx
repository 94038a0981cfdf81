import { act, screen } from '@testing-library/react';
import { SKY_BET_CAMPAIGNS, SKY_BET_V2_STORAGE_KEY, authStore, signedOutState } from '@sl/contracts';
import { renderFootball } from '../test-support/render';
import { testMatch } from '../test-support/match';
import { MatchBetting } from './MatchPageBetting';

const prices = () => screen.getByRole('list', { name: 'Sky Bet prices for Arsenal v Chelsea' });
const hrefOf = (name: string) => new URL(screen.getByRole('link', { name }).getAttribute('href') ?? '');

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
      expect(screen.getByRole('link', { name })).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    }
    const logo = screen.getByRole('img', { name: 'Sky Bet' });
    expect(logo).toHaveAttribute('src', '/img/bookmakers/skybet.png');
    expect(logo).toHaveAttribute('width', '72');
    expect(logo).toHaveAttribute('height', '24');
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
});
