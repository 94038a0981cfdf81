import { act, screen } from '@testing-library/react';
import { SKY_BET_V2_STORAGE_KEY, authStore, signedOutState, withArtificialSkyBetOdds } from '@sl/contracts';
import { renderWithProviders } from '../test-support/render';
import { bookmakerPrice, premiumEntries } from '../test-support/race';
import { BookmakerLinks } from './BookmakerLinks';

const price = bookmakerPrice;

const entry = { ...premiumEntries[0]!, bookmakerOdds: [price(4, 'Betfair'), price(6, 'Paddy Power')] };
/** Each link as it reads: the logo's alt text (the bookmaker) and the price. */
const links = () =>
  screen
    .queryAllByRole('link')
    .map((a) => `${a.querySelector('img')?.getAttribute('alt') ?? ''} ${a.textContent?.trim() ?? ''}`.trim());

afterEach(() => {
  act(() => authStore.setState(signedOutState));
  localStorage.clear();
});

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

  it("shows each bookmaker's logo, named by its alt text and sized so nothing shifts when it loads", () => {
    const odds = withArtificialSkyBetOdds(entry.bookmakerOdds, '987654321', '2026061502', entry.currentOdds);
    renderWithProviders(<BookmakerLinks entry={{ ...entry, bookmakerOdds: odds }} oddsId={2} />);
    for (const [name, file] of [
      ['Betfair', 'betfair'],
      ['Paddy Power', 'paddypower'],
      ['Sky Bet', 'skybet'],
    ]) {
      const logo = screen.getByRole('img', { name });
      expect(logo).toHaveAttribute('src', `/img/bookmakers/${file}.png`);
      expect(logo).toHaveAttribute('width', '72');
      expect(logo).toHaveAttribute('height', '24');
      expect(logo.closest('a')).toBe(screen.getByRole('link', { name: new RegExp(`^${name} `) }));
    }
  });
});

describe('which Sky Bet link a price gets (document 2, section 6)', () => {
  const sky = { ...price(15, 'Sky Bet'), selectionId: '555' };
  const skyEntry = { ...entry, bookmakerOdds: [sky] };
  const skyHref = () => new URL(screen.getByRole('link', { name: /^Sky Bet / }).getAttribute('href') ?? '');

  it('a visitor gets the classic affiliate link', () => {
    renderWithProviders(<BookmakerLinks entry={skyEntry} oddsId={2} />);
    expect(Object.fromEntries(skyHref().searchParams)).toEqual({
      sels: '555',
      aff: '681',
      dcmp: 'sl_hr_betlink',
    });
  });

  it('a migrated member gets V2 with islggdn=true, even for a price the feed sends as id 15', () => {
    act(() => authStore.setState({ loggedIn: true, isMigrated: true, 'com.sbgcore.can_link_to': ['15'] }));
    renderWithProviders(<BookmakerLinks entry={skyEntry} oddsId={2} />);
    expect(skyHref().searchParams.get('bets')).toBe('1.2026061502|555');
    expect(skyHref().searchParams.get('islggdn')).toBe('true');
  });

  it('a member who is not migrated gets the classic link, even for a price the feed sends as id 17', () => {
    act(() => authStore.setState({ loggedIn: true, isMigrated: false, 'com.sbgcore.can_link_to': ['17'] }));
    const v2Priced = { ...entry, bookmakerOdds: [{ ...sky, bookmakerId: 17 }] };
    renderWithProviders(<BookmakerLinks entry={v2Priced} oddsId={2} />);
    expect(skyHref().searchParams.get('sels')).toBe('555');
    expect(skyHref().searchParams.has('bets')).toBe(false);
  });

  it('a visitor whose local storage carries the flag gets V2 without islggdn', () => {
    localStorage.setItem(SKY_BET_V2_STORAGE_KEY, 'true');
    renderWithProviders(<BookmakerLinks entry={skyEntry} oddsId={2} />);
    expect(skyHref().searchParams.get('bets')).toBe('1.2026061502|555');
    expect(skyHref().searchParams.has('islggdn')).toBe(false);
  });
});
