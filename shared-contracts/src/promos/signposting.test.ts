import { activeSignposts, isSignpostActive, topBarSignposts, type SignpostingItem } from './signposting';

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
