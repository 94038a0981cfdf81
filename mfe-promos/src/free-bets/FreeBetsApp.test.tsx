import '../test/text-encoder';
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { type FreeBetOffer, type OfferAnswer, type OffersAnswer } from '@sl/contracts/offers';
import { defaultUiTheme } from '@sl/ui';
import FreeBetsApp from '../exposes/FreeBetsApp';
import { signIn, signOut } from '../test/render';
import { FestivalOffers } from './FestivalOffers';
import { OFFERS_VISITED_KEY } from './useOfferSignposts';

const offer = (slug: string, over: Partial<FreeBetOffer> = {}): FreeBetOffer => ({
  slug,
  bookmakerId: 15,
  bookmakerName: 'Sky Bet',
  headline: 'Get £20 in free bets when you place a 5p stake.',
  value: 20,
  description: 'Join and place a 5p stake.',
  eligibility: {
    newCustomersOnly: true,
    countries: ['GB', 'IE'],
    minDeposit: 5,
    minStake: 0.05,
    minOdds: null,
  },
  terms: { expiryDays: 30, qualifyWithinDays: 30, wagering: 'None', keyTerms: ['Paid as 4 × £5'] },
  link: 'https://www.skybet.com/join?aff=681&dcmp=sl_freebets',
  categories: ['racing', 'cheltenham'],
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: null,
  selfExcludeType: 'bet',
  enabled: true,
  sortOrder: 0,
  updatedAt: '2026-11-20T00:00:00.000Z',
  ...over,
});

const OFFERS = [
  offer('sky-bet-20'),
  offer('betfair-50', {
    bookmakerId: 4,
    bookmakerName: 'Betfair',
    headline: 'Bet £10, get £50 in free bets',
    value: 50,
    endDate: '2027-03-20T00:00:00.000Z',
    updatedAt: '2026-11-24T00:00:00.000Z',
  }),
];
const answer = (over: Partial<OffersAnswer> = {}): OffersAnswer => ({
  category: 'all',
  withheld: null,
  offers: OFFERS,
  unlinkableBookmakers: 0,
  updatedAt: Date.parse('2026-11-24T00:00:00Z'),
  ...over,
});

const MENU = [{ name: 'Cheltenham', url_segment: 'racing/cheltenham' }];

function show(ui: ReactNode, path: string, cache: [readonly unknown[], unknown][]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(
    ['promos', 'free-bets-menu'],
    [{ name: 'Cheltenham', url_segment: 'racing/cheltenham' }],
  );
  for (const [key, value] of cache) client.setQueryData(key, value);
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={defaultUiTheme}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
const offersKey = (category: string) => ['promos', 'offers', category, 'visitor'] as const;

afterEach(() => {
  signOut();
  window.localStorage.clear();
});

describe('free bets pages', () => {
  it('lists offer cards with value, eligibility, terms, 18+ and a sponsored claim link', () => {
    show(<FreeBetsApp />, '/free-bets', [[offersKey('all'), answer()]]);
    expect(screen.getByRole('heading', { level: 1, name: /^Free Bets/ })).toBeInTheDocument();
    const cards = screen.getAllByTestId('offer-card');
    expect(cards).toHaveLength(2);
    const sky = within(cards[0]!);
    expect(sky.getByRole('heading', { level: 3 })).toHaveTextContent('Sky Bet: Get £20 in free bets');
    expect(sky.getByText('£20')).toBeInTheDocument();
    expect(sky.getByTestId('bookmaker-mark').querySelector('svg')).toHaveAttribute(
      'data-bookmaker',
      'skybet',
    );
    expect(sky.getByText('Minimum stake 5p')).toBeInTheDocument();
    expect(sky.getByText('Free bets expire after 30 days')).toBeInTheDocument();
    expect(sky.getByTestId('offer-age')).toHaveTextContent('18+');
    expect(sky.getByText('Open until withdrawn')).toBeInTheDocument();
    const claim = sky.getByTestId('claim-offer');
    expect(claim).toHaveAttribute('href', OFFERS[0]!.link);
    expect(claim).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(claim).toHaveAttribute('target', '_blank');
    expect(sky.getByRole('link', { name: /Full terms/ })).toHaveAttribute(
      'href',
      '/free-bets/offer/sky-bet-20',
    );
    expect(within(cards[1]!).getByText('Ends Fri, 19 March 2027')).toBeInTheDocument();
    expect(screen.getByTestId('safer-gambling')).toHaveTextContent('GamCare');
  });

  it('marks offers changed since the last listing as new, none on a first visit', () => {
    const first = show(<FreeBetsApp />, '/free-bets', [[offersKey('all'), answer()]]);
    expect(screen.queryByText('New')).toBeNull();
    first.unmount();
    // The menu is as last seen, so only the offers can stamp the free-bets "updated" time.
    window.localStorage.setItem('freeBetsContent', JSON.stringify(MENU));
    window.localStorage.removeItem('freeBetsUpdated');
    window.localStorage.setItem(OFFERS_VISITED_KEY, String(Date.parse('2026-11-22T00:00:00Z')));
    show(<FreeBetsApp />, '/free-bets', [[offersKey('all'), answer()]]);
    const cards = screen.getAllByTestId('offer-card');
    expect(within(cards[1]!).getByText('New')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('New')).toBeNull();
    expect(screen.getByTestId('offers-new-count')).toHaveTextContent('1 offer is new since your last visit.');
    expect(window.localStorage.getItem('freeBetsUpdated')).toBe(String(Date.parse('2026-11-24T00:00:00Z')));
  });

  it('shows a category page from the page table', () => {
    show(<FreeBetsApp />, '/free-bets/racing/cheltenham', [
      [offersKey('cheltenham'), answer({ category: 'cheltenham' })],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: /^Cheltenham Free Bets/ })).toBeInTheDocument();
    expect(screen.getAllByTestId('offer-card')).toHaveLength(2);
  });

  it('says why no offers show outside the UK and Ireland', () => {
    show(<FreeBetsApp />, '/free-bets', [[offersKey('all'), answer({ withheld: 'region', offers: [] })]]);
    expect(screen.getByTestId('offers-withheld')).toHaveTextContent(
      'only available to visitors in the UK and Ireland',
    );
    expect(screen.queryByTestId('offer-card')).toBeNull();
  });

  it('shows a self-excluded member no offers, whatever is cached', () => {
    signIn({ selfExclusion: ['bet'] });
    show(<FreeBetsApp />, '/free-bets', [[['promos', 'offers', 'all', 'member:m1'], answer()]]);
    expect(screen.getByTestId('offers-withheld')).toHaveTextContent('not shown on your account');
    expect(screen.queryByTestId('offer-card')).toBeNull();
  });

  it('shows an offer page, and says when an offer is not open', () => {
    const page: OfferAnswer = { withheld: null, offer: OFFERS[1]! };
    const first = show(<FreeBetsApp />, '/free-bets/offer/betfair-50', [
      [['promos', 'offer', 'betfair-50', 'visitor'], page],
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Betfair: Bet £10, get £50 in free bets',
    );
    expect(screen.getByText('Any odds qualify')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cheltenham Festival' })).toHaveAttribute(
      'href',
      '/free-bets/racing/cheltenham',
    );
    expect(screen.getByTestId('claim-offer')).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    first.unmount();
    show(<FreeBetsApp />, '/free-bets/offer/gone', [[['promos', 'offer', 'gone', 'visitor'], null]]);
    expect(screen.getByTestId('offer-not-found')).toBeInTheDocument();
  });

  it('compares the betting sites in a table', () => {
    show(<FreeBetsApp />, '/free-bets/betting-sites', [[offersKey('all'), answer()]]);
    const table = screen.getByRole('table', { name: /Bookmakers compared/ });
    const rows = within(table).getAllByRole('row').slice(1);
    // Each row is named by its bookmaker (the wordmark beside the name is hidden, so it is not heard twice).
    expect(rows).toHaveLength(2);
    ['Betfair', 'Sky Bet'].forEach((name, i) =>
      expect(within(rows[i]!).getByRole('rowheader')).toHaveAccessibleName(name),
    );
    // Wordmarks are drawn as SVG: no logo file is requested.
    const marks = within(table).getAllByTestId('bookmaker-mark');
    expect(marks.map((m) => m.querySelector('svg')?.getAttribute('data-bookmaker'))).toEqual([
      'betfair',
      'skybet',
    ]);
    expect(document.querySelector('img')).toBeNull();
  });

  it('says plainly when a category has no offers, with a way to every offer', () => {
    show(<FreeBetsApp />, '/free-bets/racing/cheltenham', [
      [offersKey('cheltenham'), answer({ category: 'cheltenham', offers: [] })],
    ]);
    expect(screen.queryByTestId('offer-card')).toBeNull();
    expect(screen.getByText('There are no offers open here at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See every offer open today' })).toHaveAttribute(
      'href',
      '/free-bets',
    );
  });

  it('says when the offers cannot be loaded, as an alert with a retry', async () => {
    show(<FreeBetsApp />, '/free-bets/racing/cheltenham', []);
    // The offers query retries once before it gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Free bet offers are unavailable right now.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByTestId('offer-card')).toBeNull();
  });

  it('answers an unknown page with a not-found line', () => {
    show(<FreeBetsApp />, '/free-bets/nowhere', []);
    expect(screen.getByTestId('free-bets-not-found')).toBeInTheDocument();
  });

  it('shows a festival its own offers', () => {
    show(<FestivalOffers festival="grand-national" />, '/grand-national/free-bets', [
      [offersKey('grand-national'), answer({ category: 'grand-national', offers: [OFFERS[0]!] })],
    ]);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Grand National free bet offers' }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('offer-card')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'All Grand National free bets' })).toHaveAttribute(
      'href',
      '/free-bets/racing/grand-national',
    );
  });
});
