import { countdownTo, festivalForPath, festivalStart, festivalTheme } from './festival';

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
