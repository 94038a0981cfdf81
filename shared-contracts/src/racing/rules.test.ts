import {
  RACE_STATES,
  countdownLabel,
  earlierResultState,
  isNonFinisherCode,
  nonFinisherName,
  positionLabel,
  raceStateAt,
  quickLinksSlides,
  resultLabel,
  showsRacingQuickLinks,
} from './rules';
import { parseSmartStat } from '@sl/contracts/race-history';

describe('non-finisher codes', () => {
  it.each([
    ['BD', 'Brought down'],
    ['CO', 'Carried out'],
    ['DNF', 'Did not finish'],
    ['F', 'Fell'],
    ['HR', 'Hit rails'],
    ['PU', 'Pulled up'],
    ['RO', 'Ran out'],
    ['R', 'Refused'],
    ['RTR', 'Refused to race'],
    ['SU', 'Slipped up'],
    ['UR', 'Unseated rider'],
  ])('knows the spec code %p as %p', (code, name) => {
    expect(isNonFinisherCode(code)).toBe(true);
    expect(nonFinisherName(code)).toBe(name);
  });
  it('knows no other code: a finishing position or a made-up code is not a non-finisher', () => {
    for (const code of ['1', 'FF', 'pu', '']) expect(isNonFinisherCode(code)).toBe(false);
    expect(nonFinisherName('XX')).toBe('XX');
  });
  it('shows position 0 as its non-finisher code and places as numbers', () => {
    expect(positionLabel(0, 'PU')).toBe('PU');
    expect(positionLabel(0, 'UR')).toBe('UR');
    expect(positionLabel(0, '')).toBe('DNF');
    expect(positionLabel(3, '')).toBe('3');
  });
});

describe('racing states', () => {
  it('labels results', () => {
    expect(resultLabel('RESULT')).toBe('Result');
    expect(resultLabel('WEIGHEDIN')).toBe('Final Result');
    expect(resultLabel('FINISHED')).toBe('Final Result');
    expect(resultLabel('DORMANT')).toBeNull();
  });
  it('moves from DORMANT to RESULT, WEIGHEDIN and FINISHED after the off', () => {
    const off = '2026-11-22T14:00:00.000Z';
    const at = (mins: number) => raceStateAt(off, new Date(Date.parse(off) + mins * 60_000));
    expect(at(-10)).toBe('DORMANT');
    expect(at(4)).toBe('DORMANT');
    expect(at(5)).toBe('RESULT');
    expect(at(12)).toBe('WEIGHEDIN');
    expect(at(30)).toBe('FINISHED');
  });
  it('are the spec three, in the order a race reaches them', () => {
    expect([...RACE_STATES].sort()).toEqual(['FINISHED', 'RESULT', 'WEIGHEDIN']);
    const off = '2026-11-22T14:00:00.000Z';
    const at = (mins: number) => raceStateAt(off, new Date(Date.parse(off) + mins * 60_000));
    expect([5, 12, 30].map(at)).toEqual([...RACE_STATES]);
    expect(earlierResultState('FINISHED', 'RESULT')).toBe('RESULT');
    expect(earlierResultState('WEIGHEDIN', 'FINISHED')).toBe('WEIGHEDIN');
    expect(earlierResultState('RESULT', 'RESULT')).toBe('RESULT');
  });
});

describe('quick-link countdown', () => {
  it('shows only at 25 minutes or fewer: NOW under 1, MIN at exactly 1, else MINS', () => {
    expect(countdownLabel(26)).toBeNull();
    expect(countdownLabel(25)).toBe('25 MINS');
    expect(countdownLabel(2)).toBe('2 MINS');
    expect(countdownLabel(1)).toBe('1 MIN');
    expect(countdownLabel(0.5)).toBe('NOW');
    expect(countdownLabel(0)).toBe('NOW');
  });
});

describe('quick-links paths and slides', () => {
  it('shows the strip only on the spec racing paths', () => {
    for (const path of [
      '/racing',
      '/racing/',
      '/racing/fast-results',
      '/racing/tips-centre',
      '/racing/non-runners',
      '/racing/going',
      '/racing/naps-table',
      '/racing/features',
      '/racing/news',
    ])
      expect(showsRacingQuickLinks(path)).toBe(true);
    for (const path of ['/', '/racing/racecards', '/racing/results', '/football', '/racing/going/extra'])
      expect(showsRacingQuickLinks(path)).toBe(false);
  });
  it('shows 7, 6, 5, 4, 3 and 2.2 slides at the spec widths', () => {
    expect(quickLinksSlides(1400)).toBe(7);
    expect(quickLinksSlides(1090)).toBe(7);
    expect(quickLinksSlides(1089)).toBe(6);
    expect(quickLinksSlides(939)).toBe(5);
    expect(quickLinksSlides(719)).toBe(4);
    expect(quickLinksSlides(569)).toBe(3);
    expect(quickLinksSlides(411)).toBe(2.2);
  });
});

describe('smart stats', () => {
  it('splits markers and asterisked horse names from text', () => {
    expect(parseSmartStat('*Red Rum* has won [[62%]] of runs here')).toEqual([
      { kind: 'horse', text: 'Red Rum' },
      { kind: 'text', text: ' has won ' },
      { kind: 'marker', text: '62%' },
      { kind: 'text', text: ' of runs here' },
    ]);
    expect(parseSmartStat('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
  });
});
