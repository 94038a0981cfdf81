import {
  FALLBACK_BETTING_PARTNER_WEIGHTS,
  hidesSelfExcludeItems,
  isAffiliateTrackable,
  partnerHref,
  usableWeights,
  visiblePartners,
} from '@sl/contracts/offers';

describe('self-exclusion of partner logos', () => {
  const partners = [
    { appName: 'Bet', selfExcludeType: 'bet' },
    { appName: 'Casino', selfExcludeType: 'casino' },
    { appName: 'News', selfExcludeType: undefined },
  ];
  it.each([
    [[], ['Bet', 'Casino', 'News']],
    [['bet'], ['Casino', 'News']],
    [['CASINO'], ['Bet', 'News']],
    [['bet', 'casino'], ['News']],
    [['poker'], ['Bet', 'Casino', 'News']],
  ])('exclusions %j leave %j', (exclusions, expected) => {
    expect(visiblePartners(partners, exclusions).map((p) => p.appName)).toEqual(expected);
  });

  it.each([
    [false, [], false],
    [true, [], true],
    [false, ['bingo'], true],
    [false, ['vegas'], true],
    [false, ['unknown'], false],
  ])(
    'sensitive %s exclusions %j hide selfExclude items: %s',
    (sensitiveAudience, selfExclusions, expected) => {
      expect(hidesSelfExcludeItems({ sensitiveAudience, selfExclusions })).toBe(expected);
    },
  );
});

describe('affiliate trackable', () => {
  it.each([
    [{ product: 'bet', affId: '681', dcmp: 'sl' }, true],
    [{ product: undefined, affId: '681', dcmp: 'sl' }, false],
    [{ product: 'bet', affId: '', dcmp: 'sl' }, false],
    [{ product: 'bet', affId: '681', dcmp: undefined }, false],
    [{}, false],
  ])('%j -> %s', (partner, expected) => {
    expect(isAffiliateTrackable(partner)).toBe(expected);
  });

  it('adds the affiliate tags only when trackable', () => {
    expect(partnerHref({ link: 'https://example.com/x', product: 'bet', affId: '681', dcmp: 'sl_x' })).toBe(
      'https://example.com/x?AFF_ID=681&dcmp=sl_x',
    );
    expect(partnerHref({ link: 'https://example.com/x', affId: '681', dcmp: 'sl_x' })).toBe(
      'https://example.com/x',
    );
  });
});

describe('betting partner weights', () => {
  it.each([
    [
      { skybet: 2, betfair: 0 },
      { skybet: 2, betfair: 0 },
    ],
    [null, FALLBACK_BETTING_PARTNER_WEIGHTS],
    [[1, 2], FALLBACK_BETTING_PARTNER_WEIGHTS],
    [{}, FALLBACK_BETTING_PARTNER_WEIGHTS],
    [{ skybet: 'x' }, FALLBACK_BETTING_PARTNER_WEIGHTS],
    [{ skybet: -1 }, FALLBACK_BETTING_PARTNER_WEIGHTS],
    [{ 'sky-bet': 1, bet365: 2 }, FALLBACK_BETTING_PARTNER_WEIGHTS],
    [{ skybet: 2, bet365: 9 }, { skybet: 2 }],
  ])('%j -> %j', (candidate, expected) => {
    expect(usableWeights(candidate, FALLBACK_BETTING_PARTNER_WEIGHTS)).toEqual(expected);
  });
});
