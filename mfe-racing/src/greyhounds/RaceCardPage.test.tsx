import '../test-support/text-encoder';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { GreyhoundRaceCard } from '@sl/contracts';
import { renderWithProviders } from '../test-support/render';
import { greyhoundKeys } from './api';
import { raceCard, runner } from './fixtures';
import { GreyhoundRaceCardPage } from './RaceCardPage';

function show(
  race: GreyhoundRaceCard,
  path = `/greyhounds/racecards/${race.date}/${race.trackId}/${race.raceId}`,
) {
  return renderWithProviders(
    <Routes>
      <Route path="/greyhounds/racecards/:date/:track/:raceId" element={<GreyhoundRaceCardPage />} />
    </Routes>,
    { path, seed: (client) => client.setQueryData(greyhoundKeys.race(race.raceId), { race }) },
  );
}

describe('greyhound race card page', () => {
  it('lists six traps in trap order with jacket, dog, trainer, seed, form, best time and forecast', () => {
    show(raceCard());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('14:04 Romford Race 4');
    expect(screen.getByTestId('greyhound-race-facts')).toHaveTextContent('Grade A5 · 400m (Standard trip)');
    const rows = screen.getAllByTestId('greyhound-runner');
    expect(rows).toHaveLength(6);
    expect(rows.map((row) => within(row).getAllByRole('img')[0]!.getAttribute('aria-label'))).toEqual([
      'Trap 1',
      'Trap 2',
      'Trap 3',
      'Trap 4',
      'Trap 5',
      'Trap 6',
    ]);
    const six = rows[5]!;
    expect(within(six).getByRole('heading', { level: 3 })).toHaveTextContent('Coolavanny Bo');
    expect(six).toHaveTextContent('Trainer: Trainer 6');
    expect(six).toHaveTextContent('SeedW');
    expect(six).toHaveTextContent('Form3142');
    expect(six).toHaveTextContent('Best time24.16');
    expect(within(six).getByTestId('forecast-price')).toHaveTextContent('7/1');
    expect(screen.queryByRole('heading', { name: 'Result' })).toBeNull();
  });

  it('prints a trap without a dog as vacant, so the card still has six trap rows', () => {
    show(raceCard({ runners: ([1, 2, 4, 5, 6] as const).map((t) => runner(t)) }));
    const rows = screen.getAllByTestId('greyhound-runner');
    expect(rows).toHaveLength(6);
    expect(rows[2]).toHaveAttribute('data-vacant', 'true');
    expect(within(rows[2]!).getByRole('img', { name: 'Trap 3' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Vacant');
    expect(rows[3]).toHaveTextContent('Salacres Kid');
    expect(screen.getAllByTestId('forecast-price')).toHaveLength(5);
  });

  it('leaves the forecast out where the service sent none (viewers outside the UK and Ireland)', () => {
    show(
      raceCard({
        forecastBook: null,
        runners: ([1, 2, 3, 4, 5, 6] as const).map((t) => runner(t, { forecastPrice: null })),
      }),
    );
    expect(screen.getAllByTestId('greyhound-runner')).toHaveLength(6);
    expect(screen.queryAllByTestId('forecast-price')).toHaveLength(0);
    expect(screen.queryByText('Forecast')).toBeNull();
  });

  it('shows a debut dog as such and, once off, the result with times, distances, SP and comments', () => {
    const placings = ([3, 1, 6, 2, 5, 4] as const).map((trap, i) => ({
      position: i + 1,
      trap,
      dogId: `dog-${trap}`,
      name: runner(trap).name,
      time: 24.2 + i * 0.08,
      distanceBehind: i === 0 ? '' : '1 1/4',
      cumulativeLengths: i * 1.25,
      sp: '3/1',
      favourite: i === 0 ? ('F' as const) : null,
      comment: i === 0 ? 'EP,Led1' : 'Crd1',
    }));
    show(
      raceCard({
        runners: ([1, 2, 3, 4, 5, 6] as const).map((t) =>
          runner(t, t === 2 ? { form: '', bestTime: null } : {}),
        ),
        result: { winningTime: 24.2, placings, spBook: 120 },
      }),
    );
    expect(screen.getAllByTestId('greyhound-runner')[1]).toHaveTextContent('FormDebut');
    expect(screen.getAllByTestId('greyhound-runner')[1]).toHaveTextContent('Best time-');
    expect(screen.getByRole('heading', { name: 'Result' })).toBeInTheDocument();
    const rows = within(screen.getByTestId('greyhound-result')).getAllByTestId('placing');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('13Droopys JetEP,Led124.20-3/1F');
    expect(within(rows[0]!).getByRole('img', { name: 'Trap 3' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('24.36');
    expect(rows[2]).toHaveTextContent('1 1/4');
  });

  it('does not show a race under another track’s address', () => {
    show(raceCard(), '/greyhounds/racecards/2026-06-15/hove/romford-20260615-4');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Race not found');
    expect(screen.queryAllByTestId('greyhound-runner')).toHaveLength(0);
  });
});
