import {
  activeSignposts,
  campaignWindow,
  currentCampaign,
  isSignpostActive,
  topBarSignposts,
  type SignpostingItem,
} from './signposting';

const NOW = Date.UTC(2025, 2, 12);
const item = (id: string, over: Partial<SignpostingItem> = {}): SignpostingItem => ({
  id,
  label: id,
  url: `/${id}`,
  signPostingEnabled: 'true',
  priority: 1,
  ...over,
});

describe('sign-posting activity', () => {
  it.each([
    ['enabled, no dates', { signPostingEnabled: 'true' }, true],
    ['enabled in capitals', { signPostingEnabled: 'TRUE' }, true],
    ['disabled', { signPostingEnabled: 'false' }, false],
    ['empty flag', { signPostingEnabled: '' }, false],
    ['inside window', { startDate: NOW - 1, endDate: NOW + 1 }, true],
    ['at start', { startDate: NOW, endDate: NOW + 1 }, true],
    ['at end (exclusive)', { startDate: NOW - 1, endDate: NOW }, false],
    ['before window', { startDate: NOW + 1, endDate: NOW + 2 }, false],
    ['only a start date counts as undated', { startDate: NOW + 1 }, true],
  ] as const)('%s', (_label, over, expected) => {
    expect(isSignpostActive(item('x', over), NOW)).toBe(expected);
  });

  it('sorts active items by priority ascending', () => {
    const items = [
      item('a', { priority: 3 }),
      item('b', { priority: 1 }),
      item('c', { signPostingEnabled: 'false' }),
    ];
    expect(activeSignposts(items, NOW).map((i) => i.id)).toEqual(['b', 'a']);
  });

  it.each([
    ['none active: default trio', [], 'true', 'default', []],
    ['one active', [item('a')], 'true', 'events', ['a']],
    ['two active', [item('a', { priority: 2 }), item('b', { priority: 1 })], 'true', 'events', ['b', 'a']],
    ['three active: default trio', [item('a'), item('b'), item('c')], 'true', 'default', []],
    ['nav sign-posting off', [item('a')], 'false', 'off', []],
  ] as const)('%s', (_label, items, nav, kind, ids) => {
    const result = topBarSignposts(items, nav, NOW);
    expect(result.kind).toBe(kind);
    expect(result.kind === 'events' ? result.items.map((i) => i.id) : []).toEqual(ids);
  });
});

describe('yearly campaigns move to their current edition', () => {
  // The seeded campaigns (mfe-promos/server/config/defaults.ts): the spec's dates, all in the past by late 2026.
  const at = (iso: string) => Date.parse(iso);
  const seeded: SignpostingItem[] = [
    item('cheltenham', {
      priority: 1,
      startDate: at('2025-02-25T00:00:00Z'),
      endDate: at('2025-03-15T00:00:00Z'),
    }),
    item('ascot', {
      priority: 2,
      startDate: at('2025-06-10T00:00:00Z'),
      endDate: at('2025-06-22T00:00:00Z'),
    }),
    item('grand-national', {
      priority: 1,
      startDate: at('2025-03-29T00:00:00Z'),
      endDate: at('2025-04-06T00:00:00Z'),
    }),
    item('euros', {
      priority: 3,
      startDate: at('2024-06-07T00:00:00Z'),
      endDate: at('2024-07-15T00:00:00Z'),
    }),
    item('ebor', { priority: 4, startDate: at('2025-08-18T00:00:00Z'), endDate: at('2025-08-24T00:00:00Z') }),
    item('worlddarts', {
      priority: 2,
      startDate: at('2024-12-15T00:00:00Z'),
      endDate: at('2025-01-04T00:00:00Z'),
    }),
    item('christmassports', {
      priority: 3,
      startDate: at('2024-12-20T00:00:00Z'),
      endDate: at('2024-12-28T00:00:00Z'),
    }),
    item('sosflats', {
      priority: 5,
      startDate: at('2025-05-01T00:00:00Z'),
      endDate: at('2025-09-30T00:00:00Z'),
    }),
  ];

  it('the rules give the spec’s 2025 (and 2024/25) windows', () => {
    for (const s of seeded.filter((s) => s.id !== 'euros')) {
      const year = new Date(s.startDate!).getUTCFullYear();
      expect([s.id, campaignWindow(s.id, year)]).toEqual([
        s.id,
        { startDate: s.startDate, endDate: s.endDate },
      ]);
    }
    expect(campaignWindow('euros', 2028)).toBeNull();
  });

  it.each([
    ['late November 2026: none', '2026-11-23T12:00:00Z', []],
    ['mid-December 2026: the World Darts Championship', '2026-12-16T12:00:00Z', ['worlddarts']],
    [
      '21 December 2026: darts, then Christmas sport',
      '2026-12-21T12:00:00Z',
      ['worlddarts', 'christmassports'],
    ],
    ['2 January 2027: darts still', '2027-01-02T12:00:00Z', ['worlddarts']],
    ['1 March 2027: nothing yet (Cheltenham is 16 to 19 March)', '2027-03-01T12:00:00Z', []],
    ['5 March 2027: Cheltenham', '2027-03-05T12:00:00Z', ['cheltenham']],
    ['5 April 2027: the Grand National week (race 10 April)', '2027-04-05T12:00:00Z', ['grand-national']],
    ['11 April 2027: the day after the National, none', '2027-04-11T12:00:00Z', []],
    ['10 June 2027: Royal Ascot week, with the summer flat', '2027-06-10T12:00:00Z', ['ascot', 'sosflats']],
    ['20 August 2027: the Ebor and the summer flat', '2027-08-20T12:00:00Z', ['ebor', 'sosflats']],
  ])('%s', (_label, now, ids) => {
    expect(activeSignposts(seeded, at(now)).map((s) => s.id)).toEqual(ids);
  });

  it('a campaign window still to come, and a one-off, stay as set', () => {
    const now = at('2026-11-23T12:00:00Z');
    const own = item('worlddarts', { startDate: now + 1, endDate: now + 2 });
    expect(currentCampaign(own, now)).toBe(own);
    const euros = seeded.find((s) => s.id === 'euros')!;
    expect(currentCampaign(euros, now)).toBe(euros);
  });
});
