import '../test-support/text-encoder';
import { screen, within } from '@testing-library/react';
import type { ResultPlacing } from '@sl/contracts';
import type { RaceResultView } from '@sl/contracts/race-history';
import { renderWithProviders } from '../test-support/render';
import { LIST_PLACINGS, ResultCard } from './ResultCard';

const placing = (n: number, position: number, sp: string, distance = ''): ResultPlacing => ({
  horseCode: `00000000000${n}`,
  horseName: `Horse ${n}`,
  entryNumber: n,
  position,
  nonFinisherCode: position === 0 ? 'PU' : '',
  distance,
  startingPrice: sp,
  jockeyFullName: `Jockey ${n}`,
  trainerFullName: `Trainer ${n}`,
});

const result = (cardAvailable: boolean): RaceResultView => ({
  raceId: 5551,
  meetingDate: '2026-06-14',
  courseName: 'Newbury',
  offTime: '2026-06-14T13:30:00.000Z',
  offTimeLocal: '14:30',
  title: 'Novices Hurdle (Class 4)',
  result: {
    state: 'FINISHED',
    placings: [placing(1, 1, '5/2'), placing(2, 2, '6/4', '3/4'), placing(3, 0, '8/1')],
  },
  distance: '2m 1f',
  raceClass: 4,
  going: 'Good To Soft',
  runners: 3,
  nonRunners: [{ horseCode: '000000000009', horseName: 'Stayed Home' }],
  links: [1, 2, 3].map((n) => ({
    horseCode: `00000000000${n}`,
    jockeyCode: `10000000000${n}`,
    trainerCode: `20000000000${n}`,
    favourite: n === 2,
  })),
  cardAvailable,
});

describe('a race result', () => {
  it('shows the race facts, the finishing order with SP and the favourite, and links to the runners and people', () => {
    renderWithProviders(<ResultCard result={result(true)} />);
    const card = screen.getByTestId('result');
    expect(card).toHaveTextContent('Class 4 · 2m 1f · Good To Soft · 3 ran');
    expect(within(card).getByRole('link', { name: '14:30 Newbury' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/racing\/racecards\/2026-06-14\/newbury\/racecard\/5551\//),
    );
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['1st', '2', 'PU']);
    expect(rows[1]).toHaveTextContent('6/4F');
    expect(rows[0]).not.toHaveTextContent('5/2F');
    expect(within(rows[0]!).getByRole('link', { name: 'Jockey 1' })).toHaveAttribute(
      'href',
      '/racing/profiles/jockey/100000000001',
    );
    expect(within(card).getByRole('link', { name: 'Stayed Home' })).toHaveAttribute(
      'href',
      '/racing/profiles/horse/000000000009',
    );
  });

  it('does not link to a race card the feed no longer holds', () => {
    renderWithProviders(<ResultCard result={result(false)} />);
    const card = screen.getByTestId('result');
    expect(within(card).queryByRole('link', { name: '14:30 Newbury' })).toBeNull();
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('14:30 Newbury');
  });
});

describe('a race result in a big field', () => {
  const big = (cardAvailable: boolean): RaceResultView => ({
    ...result(cardAvailable),
    runners: 9,
    result: {
      state: 'FINISHED',
      placings: Array.from({ length: 9 }, (_, i) => placing(i + 1, i + 1, `${i + 2}/1`, i === 0 ? '' : '1')),
    },
  });

  it('lists the first four home and links to the full result on the race card', () => {
    renderWithProviders(<ResultCard result={big(true)} />);
    const card = screen.getByTestId('result');
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(LIST_PLACINGS);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['1st', '2', '3', '4']);
    const full = within(card).getByRole('link', { name: /^Full result of the 14:30 Newbury \(9 / });
    expect(full).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/racing\/racecards\/2026-06-14\/newbury\/racecard\/5551\//),
    );
  });

  it('lists every runner when the feed no longer holds the race card', () => {
    renderWithProviders(<ResultCard result={big(false)} />);
    const card = screen.getByTestId('result');
    expect(within(card).getAllByRole('row')).toHaveLength(10);
    expect(within(card).queryByRole('link', { name: /Full result/ })).toBeNull();
  });
});
