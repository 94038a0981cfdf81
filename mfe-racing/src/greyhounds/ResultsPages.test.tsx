import '../test-support/text-encoder';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { GreyhoundMeeting, GreyhoundResultSummary, TrapNumber } from '@sl/contracts';
import { renderWithProviders } from '../test-support/render';
import { greyhoundKeys } from './api';
import { GreyhoundRacecardsPage } from './RacecardsPage';
import { GreyhoundResultsPage } from './ResultsPages';

const DAY = '2026-06-14';

function summary(trackName: string, raceNumber: number, offTimeLocal: string): GreyhoundResultSummary {
  const trap = ((raceNumber % 6) + 1) as TrapNumber;
  return {
    raceId: `${trackName.toLowerCase().replace(' ', '-')}-20260614-${raceNumber}`,
    trackName,
    raceNumber,
    offTime: `${DAY}T${offTimeLocal}:00.000Z`,
    offTimeLocal,
    grade: 'A3',
    distance: 480,
    result: {
      winningTime: 28.5,
      spBook: 118,
      placings: [
        {
          position: 1,
          trap,
          dogId: 'd1',
          name: `${trackName} Winner ${raceNumber}`,
          time: 28.5,
          distanceBehind: '',
          cumulativeLengths: 0,
          sp: '2/1',
          favourite: 'F',
          comment: 'EP,ALed',
        },
      ],
    },
  };
}

const routes = (
  <Routes>
    <Route path="/greyhounds/results/:date?" element={<GreyhoundResultsPage />} />
    <Route path="/greyhounds/racecards/:date?" element={<GreyhoundRacecardsPage />} />
  </Routes>
);

describe('greyhound results and racecards pages', () => {
  it('shows a day’s results one meeting at a time, the last to race first, with a link to each track', async () => {
    const results = [
      summary('Perry Barr', 12, '21:40'),
      summary('Romford', 14, '21:30'),
      summary('Perry Barr', 11, '21:25'),
    ];
    renderWithProviders(routes, {
      path: `/greyhounds/results/${DAY}`,
      seed: (client) => client.setQueryData(greyhoundKeys.results(DAY), { date: DAY, results }),
    });
    const track = screen.getByTestId('greyhound-results-track');
    expect(within(track).getByRole('heading', { level: 3 })).toHaveTextContent('Perry Barr');
    expect(
      within(track)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['21:40 Perry Barr', '21:25 Perry Barr']);
    expect(within(track).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/greyhounds/racecards/2026-06-14/perry-barr/perry-barr-20260614-12',
    );
    expect(screen.queryByText('Romford Winner 14')).toBeNull();
    const picker = screen.getByRole('navigation', { name: 'Tracks' });
    expect(within(picker).getByRole('link', { name: 'Perry Barr (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const romford = within(picker).getByRole('link', { name: 'Romford (1)' });
    expect(romford).toHaveAttribute('href', `/greyhounds/results/${DAY}?track=romford`);
    await userEvent.click(romford);
    const shown = screen.getByTestId('greyhound-results-track');
    expect(within(shown).getByRole('heading', { level: 3 })).toHaveTextContent('Romford');
    expect(within(shown).getByText('Romford Winner 14')).toBeInTheDocument();
    expect(romford).toHaveAttribute('aria-current', 'page');
  });

  it('answers an address that is no day with not found, not an error', () => {
    renderWithProviders(routes, { path: '/greyhounds/results/2026-02-30' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('groups the day’s meetings by session, each race a link to its card with off time, grade and distance', () => {
    const race = (trackId: string, n: number, offTimeLocal: string, resulted: boolean) => ({
      raceId: `${trackId}-20260614-${n}`,
      raceNumber: n,
      offTime: `${DAY}T${offTimeLocal}:00.000Z`,
      offTimeLocal,
      grade: n === 1 ? 'D2' : 'A5',
      distance: n === 1 ? 275 : 480,
      trip: 'standard' as const,
      runners: [],
      resulted,
    });
    const meetings: GreyhoundMeeting[] = [
      {
        meetingId: 'hove-20260614',
        trackId: 'hove',
        trackName: 'Hove',
        date: DAY,
        session: 'evening',
        races: [race('hove', 1, '18:30', false)],
      },
      {
        meetingId: 'romford-20260614',
        trackId: 'romford',
        trackName: 'Romford',
        date: DAY,
        session: 'morning',
        races: [race('romford', 1, '10:30', true), race('romford', 2, '10:45', true)],
      },
    ];
    renderWithProviders(routes, {
      path: `/greyhounds/racecards/${DAY}`,
      seed: (client) => client.setQueryData(greyhoundKeys.meetings(DAY), { date: DAY, meetings }),
    });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Morning meetings',
      'Evening meetings',
    ]);
    const romford = screen.getByRole('list', { name: 'Romford races' });
    const links = within(romford).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/greyhounds/racecards/2026-06-14/romford/romford-20260614-1',
      '/greyhounds/racecards/2026-06-14/romford/romford-20260614-2',
    ]);
    expect(links[0]).toHaveTextContent('10:30 RomfordD2 · 275mResult');
    expect(within(screen.getByRole('list', { name: 'Hove races' })).getByRole('link')).not.toHaveTextContent(
      'Result',
    );
  });
});
