import type { FreeBetOffer } from '@sl/contracts/offers';
import { eligibilityLines, formatPounds, offerAffiliateLink, termLines } from '@sl/contracts/offers';
import { categoryPagePath, freeBetsRoute, isOfferSlug, offerPath } from '@sl/contracts/offers';
import {
  compareBookmakers,
  isOfferLive,
  latestOfferUpdate,
  offerMemberFromClaims,
  offersNewSince,
  offersWithheldFor,
  visibleOffers,
  type OfferViewer,
} from '@sl/contracts/offers';

const NOW = Date.parse('2026-11-25T12:00:00Z');

const offer = (slug: string, over: Partial<FreeBetOffer> = {}): FreeBetOffer => ({
  slug,
  bookmakerId: 15,
  bookmakerName: 'Sky Bet',
  headline: `${slug} headline`,
  value: 20,
  description: 'An offer.',
  eligibility: {
    newCustomersOnly: true,
    countries: ['GB', 'IE'],
    minDeposit: 5,
    minStake: 0.05,
    minOdds: null,
  },
  terms: { expiryDays: 30, qualifyWithinDays: 30, wagering: 'None', keyTerms: [] },
  link: 'https://www.skybet.com/?aff=681',
  categories: ['racing'],
  startDate: '2026-11-01T00:00:00Z',
  endDate: null,
  selfExcludeType: 'bet',
  enabled: true,
  sortOrder: 0,
  updatedAt: '2026-11-20T00:00:00Z',
  ...over,
});

const visitor: OfferViewer = { ukIreland: true, member: null };
const member = (claims: Record<string, unknown>): OfferViewer => ({
  ukIreland: true,
  member: offerMemberFromClaims(claims),
});

describe('offer life', () => {
  it.each([
    ['live with no end', {}, true],
    ['not started', { startDate: '2026-11-26T00:00:00Z' }, false],
    ['starting this instant', { startDate: '2026-11-25T12:00:00Z' }, true],
    ['ended', { endDate: '2026-11-25T11:59:59Z' }, false],
    ['ending this instant', { endDate: '2026-11-25T12:00:00Z' }, false],
    ['ending later', { endDate: '2026-11-25T12:00:01Z' }, true],
    ['withdrawn', { enabled: false }, false],
  ] as const)('%s', (_label, over, live) => {
    expect(isOfferLive(offer('a', over), NOW)).toBe(live);
  });
});

describe('member claims as the identity provider issues them', () => {
  it('reads self_exclusion, sensitive_audience and can_link_to ids', () => {
    expect(
      offerMemberFromClaims({
        sub: 'x',
        self_exclusion: ['Bet', 'casino'],
        sensitive_audience: true,
        'com.sbgcore.can_link_to': ['15', 17],
      }),
    ).toEqual({ sensitiveAudience: true, selfExclusions: ['bet', 'casino'], canLinkTo: ['15', '17'] });
  });
  it('treats missing or malformed claims as none', () => {
    expect(offerMemberFromClaims({ self_exclusion: 'bet', sensitive_audience: 'true' })).toEqual({
      sensitiveAudience: false,
      selfExclusions: [],
      canLinkTo: [],
    });
  });
});

describe('who sees offers', () => {
  const offers = [
    offer('sky', { sortOrder: 2 }),
    offer('betfair', { bookmakerId: 4, bookmakerName: 'Betfair', value: 50, sortOrder: 1 }),
    offer('paddy', { bookmakerId: 6, bookmakerName: 'Paddy Power', categories: ['football'], sortOrder: 1 }),
    offer('old', { endDate: '2026-11-01T00:00:00Z' }),
  ];

  it('a UK or Irish visitor sees every live offer in listing order', () => {
    expect(visibleOffers(offers, visitor, NOW).offers.map((o) => o.slug)).toEqual([
      'betfair',
      'paddy',
      'sky',
    ]);
  });
  it('filters by category', () => {
    expect(visibleOffers(offers, visitor, NOW, 'football').offers.map((o) => o.slug)).toEqual(['paddy']);
  });
  it('a viewer outside the UK and Ireland sees none', () => {
    expect(visibleOffers(offers, { ukIreland: false, member: null }, NOW)).toEqual({
      withheld: 'region',
      offers: [],
      unlinkableBookmakers: 0,
    });
  });
  it.each([
    ['a bet marker', { self_exclusion: ['bet'] }],
    ['only a casino marker', { self_exclusion: ['casino'] }],
    ['the sensitive audience', { sensitive_audience: true, 'com.sbgcore.can_link_to': ['15'] }],
  ])('a member with %s sees none', (_label, claims) => {
    expect(offersWithheldFor(member(claims))).toBe('self-excluded');
    expect(visibleOffers(offers, member(claims), NOW).offers).toEqual([]);
  });
  it('a member sees only bookmakers on their can_link_to list, and the count of the others', () => {
    const seen = visibleOffers(offers, member({ 'com.sbgcore.can_link_to': ['15', '17'] }), NOW);
    expect(seen.offers.map((o) => o.slug)).toEqual(['sky']);
    expect(seen.unlinkableBookmakers).toBe(2);
  });
  it('a member whose list names bookmakers, not ids, is linked to none', () => {
    const seen = visibleOffers(offers, member({ 'com.sbgcore.can_link_to': ['skybet', 'Sky Bet'] }), NOW);
    expect(seen.offers).toEqual([]);
    expect(seen.unlinkableBookmakers).toBe(3);
  });
  it('an unknown marker hides the offers of that type only', () => {
    const seen = visibleOffers(
      offers,
      member({ self_exclusion: ['lottery'], 'com.sbgcore.can_link_to': ['4', '6', '15'] }),
      NOW,
    );
    expect(seen.offers).toHaveLength(3);
  });
});

describe('sign-posting and comparison', () => {
  it('marks offers changed after the last visit, none on a first visit', () => {
    const offers = [
      offer('a', { updatedAt: '2026-11-24T00:00:00Z' }),
      offer('b', { updatedAt: '2026-11-10T00:00:00Z' }),
    ];
    expect([...offersNewSince(offers, Date.parse('2026-11-20T00:00:00Z'))]).toEqual(['a']);
    expect(offersNewSince(offers, null).size).toBe(0);
    expect(latestOfferUpdate(offers)).toBe(Date.parse('2026-11-24T00:00:00Z'));
    expect(latestOfferUpdate([])).toBeNull();
  });
  it('compares bookmakers by their best offer', () => {
    const rows = compareBookmakers([
      offer('s1', { value: 20, categories: ['racing'] }),
      offer('s2', {
        value: 40,
        categories: ['football'],
        eligibility: { ...offer('x').eligibility, minStake: 10 },
      }),
      offer('b1', { bookmakerId: 4, bookmakerName: 'Betfair', value: 30 }),
    ]);
    expect(
      rows.map((r) => [r.bookmakerName, r.offers, r.bestValue, r.bestOffer.slug, r.lowestStake]),
    ).toEqual([
      ['Sky Bet', 2, 40, 's2', 0.05],
      ['Betfair', 1, 30, 'b1', 0.05],
    ]);
    expect(rows[0]?.categories).toEqual(['racing', 'football']);
  });
});

describe('pages, links and wording', () => {
  it.each([
    ['/free-bets', { kind: 'page', segment: '' }],
    ['/free-bets/', { kind: 'page', segment: '' }],
    ['/free-bets/racing/cheltenham', { kind: 'page', segment: 'racing/cheltenham' }],
    ['/free-bets/sports/world-darts?x=1', { kind: 'page', segment: 'sports/world-darts' }],
    ['/free-bets/betting-sites', { kind: 'page', segment: 'betting-sites' }],
    ['/free-bets/offer/sky-bet-20', { kind: 'offer', slug: 'sky-bet-20' }],
    ['/free-bets/offer/Bad_Slug', { kind: 'unknown' }],
    ['/free-bets/offer/', { kind: 'unknown' }],
    ['/free-bets/nothing', { kind: 'unknown' }],
  ] as [string, { kind: string; segment?: string; slug?: string }][])('%s', (path, expected) => {
    const route = freeBetsRoute(path);
    expect(route?.kind).toBe(expected.kind);
    if (route?.kind === 'page') expect(route.page.segment).toBe(expected.segment);
    if (route?.kind === 'offer') expect(route.slug).toBe(expected.slug);
  });
  it('is not a free-bets path', () => expect(freeBetsRoute('/free-betsx')).toBeNull());
  it('builds offer and category paths', () => {
    expect(offerPath('a-b')).toBe('/free-bets/offer/a-b');
    expect(categoryPagePath('grand-national')).toBe('/free-bets/racing/grand-national');
    expect(categoryPagePath('tennis')).toBeNull();
    expect(isOfferSlug('a'.repeat(81))).toBe(false);
  });
  it('wraps landing pages in the affiliate redirects of spec document 2 §9', () => {
    expect(offerAffiliateLink(4, '/sport')).toBe(
      'https://ads.betfair.com/redirect.aspx?pid=5148236&bid=9809&redirecturl=https%3A%2F%2Fwww.betfair.com%2Fsport',
    );
    expect(offerAffiliateLink(6, 'bet')).toContain('pid=13991179&bid=7049');
    expect(offerAffiliateLink(15, '/join?x=1')).toBe(
      'https://www.skybet.com/join?x=1&aff=681&dcmp=sl_freebets',
    );
  });
  it('prints eligibility and terms', () => {
    const o = offer('a', {
      eligibility: {
        newCustomersOnly: true,
        countries: ['GB', 'IE'],
        minDeposit: 5,
        minStake: 0.05,
        minOdds: '1/2',
      },
    });
    expect(eligibilityLines(o.eligibility)).toEqual([
      'New customers only',
      'UK and Ireland residents, 18+',
      'Minimum deposit £5',
      'Minimum stake 5p',
      'Minimum odds 1/2',
    ]);
    expect(termLines(o.terms)).toEqual([
      'Free bets expire after 30 days',
      'Qualify within 30 days of sign-up',
      'Wagering: None',
    ]);
    expect(formatPounds(2.5)).toBe('£2.50');
  });
});
