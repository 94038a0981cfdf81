import { freeBetsHref, hasNewFreeBets } from './free-bets';

describe('free bets menu', () => {
  it.each([
    [{ name: 'Racing', url_segment: 'racing' }, '/free-bets/racing', false],
    [{ name: 'Darts', url_segment: '/sports/world-darts' }, '/free-bets/sports/world-darts', false],
    [
      { name: 'Partner', url_segment: 'x', external_link: 'https://example.com' },
      'https://example.com',
      true,
    ],
  ])('%j', (entry, href, external) => {
    expect(freeBetsHref(entry)).toEqual({ href, external });
  });
  it.each([
    [null, null, false],
    [null, 5, true],
    [10, 5, false],
    [5, 10, true],
    [5, 5, false],
  ])('visited %s updated %s -> dot %s', (visited, updated, expected) => {
    expect(hasNewFreeBets(visited, updated)).toBe(expected);
  });
});
