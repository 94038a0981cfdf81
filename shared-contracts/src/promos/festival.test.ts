import {
  FESTIVAL_PROMOS,
  countdownTo,
  festivalForPath,
  festivalOfPromo,
  festivalStart,
  festivalTheme,
  nextBigFestival,
  nextFestival,
} from './festival';

describe('festival theme input', () => {
  it.each([
    ['/cheltenham-festival', 'false', 'cheltenham-festival', 'orange'],
    ['/cheltenham-festival/racing/tips', 'false', 'cheltenham-festival', 'orange'],
    ['/grand-national/runners', 'false', 'grand-national', 'magenta'],
    ['/royal-ascot', 'true', 'royal-ascot', 'blue'],
    ['/royal-ascot/results', 'false', null, 'default'],
    ['/racing', 'true', null, 'default'],
    ['/', 'true', null, 'default'],
    ['/cheltenham-festivals', 'true', null, 'default'],
  ] as const)('%s (microsite %s)', (path, microsite, festival, theme) => {
    expect(festivalForPath(path, microsite)).toBe(festival);
    expect(festivalTheme(path, microsite)).toBe(theme);
  });
});

describe('festival countdown', () => {
  it('uses London time: the Grand National race date 2025-04-05 (BST)', () => {
    expect(new Date(festivalStart('grand-national')).toISOString()).toBe('2025-04-05T15:00:00.000Z');
  });
  it('uses GMT before the clocks change', () => {
    expect(new Date(festivalStart('cheltenham-festival')).toISOString()).toBe('2025-03-11T13:30:00.000Z');
  });
  it.each([
    [90_061_000, { days: 1, hours: 1, minutes: 1, seconds: 1, started: false }],
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0, started: true }],
    [-5, { days: 0, hours: 0, minutes: 0, seconds: 0, started: true }],
  ])('%s ms left', (left, expected) => {
    expect(countdownTo(1000 + left, 1000)).toEqual(expected);
  });
});

describe('the next edition, by the London clock', () => {
  const at = (iso: string) => Date.parse(iso);
  it.each([
    ['November 2026', '2026-11-23T17:00:00Z', 2027, '2027-03-16T13:30:00.000Z', false],
    ['the day before', '2027-03-15T12:00:00Z', 2027, '2027-03-16T13:30:00.000Z', false],
    ['day 1, before the first race', '2027-03-16T09:00:00Z', 2027, '2027-03-16T13:30:00.000Z', true],
    ['the last day at 23:59 London (GMT)', '2027-03-19T23:59:00Z', 2027, '2027-03-16T13:30:00.000Z', true],
    ['the day after the last day', '2027-03-20T00:00:00Z', 2028, '2028-03-14T13:30:00.000Z', false],
  ])('Cheltenham, %s', (_label, now, year, target, running) => {
    const next = nextFestival('cheltenham-festival', at(now));
    expect([next.edition.year, new Date(next.target).toISOString(), next.running]).toEqual([
      year,
      target,
      running,
    ]);
  });

  it('Royal Ascot’s last day runs to 23:59 London (BST), not to midnight UTC', () => {
    // 23:30 UTC on Saturday 19 June 2027 is already Sunday 00:30 in London: the 2028 edition is next.
    expect(nextFestival('royal-ascot', at('2027-06-19T22:59:00Z')).edition.year).toBe(2027);
    expect(nextFestival('royal-ascot', at('2027-06-19T23:30:00Z')).edition.year).toBe(2028);
    expect(new Date(nextFestival('royal-ascot', at('2026-11-23T12:00:00Z')).target).toISOString()).toBe(
      '2027-06-15T13:30:00.000Z',
    );
  });

  it('the Grand National counts down to the race itself, 16:00 London on Saturday 10 April 2027 (BST)', () => {
    const next = nextFestival('grand-national', at('2026-11-23T12:00:00Z'));
    expect(next.edition.dates).toEqual(['2027-04-08', '2027-04-09', '2027-04-10']);
    expect(new Date(next.target).toISOString()).toBe('2027-04-10T15:00:00.000Z');
    expect(new Date(festivalStart('grand-national', 2027)).toISOString()).toBe('2027-04-10T15:00:00.000Z');
  });
});

describe('the festival a hero features', () => {
  it.each([
    ['late November 2026', '2026-11-23T12:00:00Z', 'cheltenham-festival', 2027],
    ['New Year 2027', '2027-01-01T12:00:00Z', 'cheltenham-festival', 2027],
    ['Gold Cup day 2027', '2027-03-19T16:00:00Z', 'cheltenham-festival', 2027],
    ['late March 2027', '2027-03-25T12:00:00Z', 'grand-national', 2027],
    ['Grand National day 2027', '2027-04-10T18:00:00Z', 'grand-national', 2027],
    ['May 2027', '2027-05-15T12:00:00Z', 'royal-ascot', 2027],
    ['the last day of Royal Ascot 2027', '2027-06-19T12:00:00Z', 'royal-ascot', 2027],
    ['July 2027', '2027-07-10T12:00:00Z', 'cheltenham-festival', 2028],
  ])('%s: %s %i', (_label, now, festival, year) => {
    const next = nextBigFestival(Date.parse(now));
    expect([next.edition.festival, next.edition.year]).toEqual([festival, year]);
  });

  it('each festival has its promo, and back', () => {
    for (const [festival, promo] of Object.entries(FESTIVAL_PROMOS))
      expect(festivalOfPromo(promo)).toBe(festival);
    expect(festivalOfPromo('worlddarts')).toBeNull();
  });
});
