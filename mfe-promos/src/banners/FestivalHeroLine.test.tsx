import { jest } from '@jest/globals';
import '../test/text-encoder';
import { screen } from '@testing-library/react';
import Banners from '../exposes/Banners';
import { promo, renderRemote } from '../test/render';

afterEach(() => jest.useRealTimers());

/** The home page's hero for one promo, on the given clock. */
function heroAt(now: string, name: string) {
  jest.useFakeTimers({ now: Date.parse(now) });
  renderRemote(<Banners />, { data: { banners: [promo(name)] } });
  return screen.queryByTestId('festival-hero-line');
}

describe('a festival hero points at the next edition', () => {
  it.each([
    [
      'November 2026: Cheltenham 2027, counting to 13:30 on day 1',
      '2026-11-23T17:00:00Z',
      'cheltenham',
      'Cheltenham Festival 2027: Tuesday 16 to Friday 19 March, 112 days to go',
    ],
    [
      'late March 2027: the Grand National 2027, counting to the race',
      '2027-03-25T12:00:00Z',
      'grand-national',
      'Grand National 2027: Thursday 8 to Saturday 10 April, 16 days to the race',
    ],
    [
      'May 2027: Royal Ascot 2027',
      '2027-05-15T12:00:00Z',
      'ascot',
      'Royal Ascot 2027: Tuesday 15 to Saturday 19 June, 31 days to go',
    ],
    [
      'July 2027: Cheltenham 2028',
      '2027-07-10T12:00:00Z',
      'cheltenham',
      'Cheltenham Festival 2028: Tuesday 14 to Friday 17 March, 248 days to go',
    ],
    [
      'day 2 of Cheltenham 2027',
      '2027-03-17T10:00:00Z',
      'cheltenham',
      'Cheltenham Festival 2027: Tuesday 16 to Friday 19 March, day 2 of 4 today',
    ],
    [
      'Cheltenham day 1 morning',
      '2027-03-16T09:00:00Z',
      'cheltenham',
      'Cheltenham Festival 2027: Tuesday 16 to Friday 19 March, first race today at 13:30',
    ],
    [
      'Grand National meeting day 1',
      '2027-04-08T12:00:00Z',
      'grand-national',
      'Grand National 2027: Thursday 8 to Saturday 10 April, the race on Saturday at 16:00',
    ],
    [
      'the last day of Royal Ascot 2027 at 23:59 London',
      '2027-06-19T22:59:00Z',
      'ascot',
      'Royal Ascot 2027: Tuesday 15 to Saturday 19 June, day 5 of 5 today',
    ],
    [
      'the day after Royal Ascot 2027',
      '2027-06-20T08:00:00Z',
      'ascot',
      'Royal Ascot 2028: Tuesday 20 to Saturday 24 June, 366 days to go',
    ],
  ])('%s', (_label, now, name, text) => {
    expect(heroAt(now, name)).toHaveTextContent(text);
  });

  it('the Grand National counts down to its race at 16:00 London, the countdown target the same instant', () => {
    const line = heroAt('2026-11-23T17:00:00Z', 'grand-national');
    expect(line).toHaveAttribute('data-year', '2027');
    expect(line).toHaveAttribute('data-target', '2027-04-10T15:00:00.000Z');
  });

  it('other promos carry no festival line', () => {
    expect(heroAt('2026-11-23T17:00:00Z', 'worlddarts')).toBeNull();
  });
});
