import {
  parsePromotionSeen,
  promotionOfferText,
  promotionToShow,
  recordPromotionSeen,
  type PromotionMember,
} from '@sl/contracts/offers';

const NOW = 1_750_000_000_000;
const member = (over: Partial<PromotionMember> = {}): PromotionMember => ({
  loggedIn: true,
  upgradable: true,
  registration: 'part',
  ...over,
});
/** Spec: the pop-up may show again 7 days after it was last seen. */
const SEVEN_DAYS_MS = 7 * 86_400_000;
const old = NOW - SEVEN_DAYS_MS - 1;

describe('promotion eligibility', () => {
  it.each([
    ['logged out', member({ loggedIn: false }), {}, null],
    ['not upgradable', member({ upgradable: false }), {}, null],
    ['self-excluded', member({ selfExcluded: true }), {}, null],
    ['first registration, self-excluded', member({ registration: 'first', selfExcluded: true }), {}, null],
    ...(['bet', 'bingo', 'casino', 'poker', 'vegas'] as const).map(
      (site) => [`on the ${site} site`, member({ site }), {}, null] as const,
    ),
    ['on the main site', member({ site: 'sportinglife' }), {}, 'partReg'],
    ['part: never seen', member(), {}, 'partReg'],
    [
      'part: seen over 7 days ago, 20 times',
      member(),
      { partReg: { timesSeen: 20, lastSeen: old } },
      'partReg',
    ],
    [
      'part: seen exactly 7 days ago',
      member(),
      { partReg: { timesSeen: 1, lastSeen: NOW - SEVEN_DAYS_MS } },
      null,
    ],
    ['part: seen yesterday', member(), { partReg: { timesSeen: 1, lastSeen: NOW - 86_400_000 } }, null],
    ['part: seen 21 times', member(), { partReg: { timesSeen: 21, lastSeen: old } }, null],
    ['first: never seen', member({ registration: 'first' }), {}, 'firstReg'],
    [
      'first: welcome already seen',
      member({ registration: 'first' }),
      { firstReg: { timesSeen: 1, lastSeen: old } },
      null,
    ],
    [
      'first: only a part record',
      member({ registration: 'first' }),
      { partReg: { timesSeen: 1, lastSeen: NOW } },
      'firstReg',
    ],
  ] as const)('%s', (_label, m, seen, expected) => {
    expect(promotionToShow(m, seen, NOW)).toBe(expected);
  });

  it('records a view', () => {
    const once = recordPromotionSeen({}, 'partReg', NOW);
    expect(once).toEqual({ partReg: { timesSeen: 1, lastSeen: NOW } });
    expect(recordPromotionSeen(once, 'partReg', NOW + 5)).toEqual({
      partReg: { timesSeen: 2, lastSeen: NOW + 5 },
    });
  });

  it.each([
    [null, {}],
    ['not json', {}],
    ['{"partReg":{"timesSeen":"x","lastSeen":1}}', {}],
    ['{"firstReg":{"timesSeen":1,"lastSeen":2}}', { firstReg: { timesSeen: 1, lastSeen: 2 } }],
  ])('parses %s', (raw, expected) => {
    expect(parsePromotionSeen(raw)).toEqual(expected);
  });

  it.each([
    [true, /£5/],
    [false, /5p/],
  ])('offer text for migrated=%s', (migrated, pattern) => {
    expect(promotionOfferText(migrated)).toMatch(pattern);
    expect(promotionOfferText(migrated)).toMatch(/£20 free bet/);
  });
});
