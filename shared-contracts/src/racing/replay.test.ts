import type { ResultPlacing } from './racecard';
import {
  drawnLengths,
  finishCommentary,
  finishPositions,
  marginLengths,
  raceDayOf,
  silkColours,
  spokenMargin,
} from '@sl/contracts/race-history';

const placing = (position: number, horseName: string, distance: string, code = ''): ResultPlacing => ({
  horseCode: horseName.toLowerCase().replace(/ /g, '-'),
  horseName,
  entryNumber: position || 9,
  position,
  nonFinisherCode: code,
  distance,
  startingPrice: position === 1 ? '1/1' : '5/1',
  jockeyFullName: 'Rachael Meagher',
  trainerFullName: 'Martin Huxley',
});

describe('replay finish from the result', () => {
  it('reads printed margins as lengths', () => {
    expect(marginLengths('nse')).toBe(0.05);
    expect(marginLengths('shd')).toBe(0.1);
    expect(marginLengths('hd')).toBe(0.2);
    expect(marginLengths('nk')).toBe(0.3);
    expect(marginLengths('1/2')).toBe(0.5);
    expect(marginLengths('1 3/4')).toBe(1.75);
    expect(marginLengths('12')).toBe(12);
    expect(marginLengths('2½')).toBe(2.5);
    expect(marginLengths('dist')).toBe(40);
    expect(marginLengths('dht')).toBe(0);
    expect(marginLengths('lots')).toBeNull();
  });

  it('puts each finisher its total beaten distance behind the winner, non-finishers last', () => {
    // Given out of order, as a feed may.
    const finish = finishPositions([
      placing(3, 'Third', '1/2'),
      placing(0, 'Faller', '', 'F'),
      placing(1, 'Winner', ''),
      placing(2, 'Second', '1 3/4'),
      placing(4, 'Fourth', 'nk'),
    ]);
    expect(finish.map((f) => [f.horseName, f.lengthsBehind])).toEqual([
      ['Winner', 0],
      ['Second', 1.75],
      ['Third', 2.25],
      ['Fourth', 2.55],
      ['Faller', 2.55],
    ]);
    expect(finish.at(-1)!.nonFinisherCode).toBe('F');
    // Positions at the line follow the placings: a bigger total never belongs to a better placing.
    const totals = finish.filter((f) => f.position > 0).map((f) => f.lengthsBehind);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  });

  it('draws gaps true to 10 lengths, then compressed but still in order', () => {
    expect(drawnLengths(3)).toBe(3);
    expect(drawnLengths(10)).toBe(10);
    const far = [11, 15, 25, 40, 80].map(drawnLengths);
    expect([...far].sort((a, b) => a - b)).toEqual(far);
    expect(drawnLengths(80)).toBeLessThan(30);
  });

  it('tells the finish in words', () => {
    const lines = finishCommentary([
      placing(1, 'Winner', ''),
      placing(2, 'Second', '1 1/2'),
      placing(3, 'Third', 'shd'),
      placing(0, 'Stopper', '', 'PU'),
    ]);
    expect(lines).toEqual([
      'Winner wins it by one and a half lengths under Rachael Meagher, returned at evens.',
      'Second second, one and a half lengths behind Winner.',
      'Third third, a short head behind Second.',
      'Stopper pulled up.',
    ]);
    expect(spokenMargin('3/4')).toBe('three-quarters of a length');
    expect(spokenMargin('1/2')).toBe('half a length');
    expect(spokenMargin('4')).toBe('4 lengths');
    expect(spokenMargin('2 1/4')).toBe('2 and a quarter lengths');
  });

  it('reads a race id as its day, and silks as colours', () => {
    expect(raceDayOf(20260615123)).toBe('2026-06-15');
    expect(raceDayOf(20260230123)).toBeNull();
    expect(raceDayOf(42)).toBeNull();
    expect(silkColours('Royal blue, white hoops, red cap')).toEqual({ body: '#1d4ed8', trim: '#f9fafb' });
    expect(silkColours('Dark green, light blue stars')).toEqual({ body: '#14532d', trim: '#7dd3fc' });
    expect(silkColours(undefined).body).toBe('#6b7280');
  });
});
