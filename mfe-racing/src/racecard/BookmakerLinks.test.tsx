import { act, screen } from '@testing-library/react';
import { authStore, signedOutState, withArtificialSkyBetOdds, type BookmakerOdds } from '@sl/contracts';
import { renderWithProviders } from '../test-support/render';
import { premiumEntries } from '../test-support/race';
import { BookmakerLinks } from './BookmakerLinks';

const price = (bookmakerId: number, bookmakerName: string): BookmakerOdds => ({
  bookmakerId,
  bookmakerName,
  selectionId: '123',
  bookmakerRaceid: '2026061502',
  bookmakerMarketId: '1.2026061502',
  artificial: false,
  fractionalOdds: '9/4',
  decimalOdds: 3.25,
  decimalOddsString: '3.25',
});

const entry = { ...premiumEntries[0]!, bookmakerOdds: [price(4, 'Betfair'), price(6, 'Paddy Power')] };
const links = () => screen.queryAllByRole('link').map((a) => a.textContent);

afterEach(() => act(() => authStore.setState(signedOutState)));

describe('BookmakerLinks', () => {
  it('links a visitor to every bookmaker, and never makes up a Sky Bet price from the horse code', () => {
    renderWithProviders(<BookmakerLinks entry={entry} oddsId={2} />);
    expect(links()).toEqual(['Betfair 9/4', 'Paddy Power 9/4']);
  });

  it("links the artificial Sky Bet price the race API sends, on the runner's Sky Bet selection id", () => {
    const odds = withArtificialSkyBetOdds(entry.bookmakerOdds, '987654321', '2026061502', entry.currentOdds);
    renderWithProviders(<BookmakerLinks entry={{ ...entry, bookmakerOdds: odds }} oddsId={2} />);
    expect(links()).toEqual(['Betfair 9/4', 'Paddy Power 9/4', 'Sky Bet 5/1']);
    const sky = screen.getByRole('link', { name: 'Sky Bet 5/1' });
    expect(sky.getAttribute('href')).toContain('sels=987654321');
    expect(sky.getAttribute('href')).toContain('aff=681');
    expect(sky).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  });

  it("only links a signed-in member to the bookmaker ids in com.sbgcore.can_link_to, in the member's odds format", () => {
    act(() => authStore.setState({ loggedIn: true, 'com.sbgcore.can_link_to': ['6'] }));
    renderWithProviders(<BookmakerLinks entry={entry} oddsId={1} />);
    expect(links()).toEqual(['Paddy Power 3.25']);
    expect(screen.getByTestId('bookmaker-links-withheld')).toHaveTextContent(
      '1 bookmaker is not available on your account.',
    );
  });

  it('tells a member allowed none of the bookmakers that they are withheld, and a member allowed all nothing', () => {
    act(() => authStore.setState({ loggedIn: true, 'com.sbgcore.can_link_to': [] }));
    const { unmount } = renderWithProviders(<BookmakerLinks entry={entry} oddsId={2} />);
    expect(links()).toEqual([]);
    expect(screen.getByTestId('bookmaker-links-withheld')).toHaveTextContent(
      '2 bookmakers are not available on your account.',
    );
    unmount();
    act(() => authStore.setState({ 'com.sbgcore.can_link_to': ['4', '6', '15', '17'] }));
    renderWithProviders(<BookmakerLinks entry={entry} oddsId={2} />);
    expect(links()).toEqual(['Betfair 9/4', 'Paddy Power 9/4']);
    expect(screen.queryByTestId('bookmaker-links-withheld')).toBeNull();
  });

  it('shows nothing for an unpriced runner', () => {
    const { container } = renderWithProviders(
      <BookmakerLinks entry={{ ...entry, currentOdds: '' }} oddsId={2} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
