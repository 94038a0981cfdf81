import '../test-support/text-encoder';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { londonDate, type GreyhoundResultSummary, type GreyhoundResultsResponse } from '@sl/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { renderWithProviders } from '../test-support/render';
import { greyhoundKeys } from './api';
import { GreyhoundFastResultsPage, GreyhoundResultsPage } from './ResultsPages';

// A Wednesday: the fallback's heading names it in full.
const EARLIER = '2026-11-25';

function summary(trackName: string, raceNumber: number, offTimeLocal: string): GreyhoundResultSummary {
  return {
    raceId: `${trackName.toLowerCase()}-20261125-${raceNumber}`,
    trackName,
    raceNumber,
    offTime: `${EARLIER}T${offTimeLocal}:00.000Z`,
    offTimeLocal,
    grade: 'A4',
    distance: 480,
    result: {
      winningTime: 29.1,
      spBook: 121,
      placings: [
        {
          position: 1,
          trap: 3,
          dogId: 'd3',
          name: `${trackName} Flyer`,
          time: 29.1,
          distanceBehind: '',
          cumulativeLengths: 0,
          sp: '7/4',
          favourite: 'F',
          comment: 'QAw,ALed',
        },
      ],
    },
  };
}

const results = [summary('Romford', 12, '21:49'), summary('Hove', 11, '21:34')];

function seedToday(body: Omit<GreyhoundResultsResponse, 'date'>) {
  const today = londonDate();
  return (client: QueryClient) => client.setQueryData(greyhoundKeys.results(today), { date: today, ...body });
}

const routes = (
  <Routes>
    <Route path="/greyhounds/fast-results" element={<GreyhoundFastResultsPage />} />
    <Route path="/greyhounds/results/:date?" element={<GreyhoundResultsPage />} />
  </Routes>
);

describe('greyhound results before today’s first race has finished', () => {
  it('fast results say none has finished today and list the latest day’s, linked to that day', () => {
    renderWithProviders(routes, {
      path: '/greyhounds/fast-results',
      seed: seedToday({ results: [], latest: { date: EARLIER, results } }),
    });
    expect(screen.getByText(/No greyhound race has finished yet today\./)).toBeInTheDocument();
    const latest = screen.getByRole('region', { name: 'Latest results: Wednesday 25 November' });
    const items = within(latest).getAllByTestId('greyhound-result-item');
    expect(items.map((i) => within(i).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '21:49 Romford',
      '21:34 Hove',
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/greyhounds/racecards/2026-11-25/romford/romford-20261125-12',
    );
    expect(
      within(latest).getByRole('link', { name: 'All results for Wednesday 25 November' }),
    ).toHaveAttribute('href', '/greyhounds/results/2026-11-25');
  });

  it('the results page for today keeps its line and shows the latest day track by track below it', () => {
    renderWithProviders(routes, {
      path: '/greyhounds/results',
      seed: seedToday({ results: [], latest: { date: EARLIER, results } }),
    });
    expect(screen.getByText('No greyhound races have finished yet today.')).toBeInTheDocument();
    const latest = screen.getByRole('region', { name: 'Latest results: Wednesday 25 November' });
    expect(
      within(latest)
        .getAllByTestId('greyhound-results-track')
        .map((t) => within(t).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Romford']);
    expect(
      within(within(latest).getByRole('navigation', { name: 'Tracks' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Romford (1)', 'Hove (1)']);
    expect(
      within(latest).getByRole('link', { name: 'All results for Wednesday 25 November' }),
    ).toHaveAttribute('href', '/greyhounds/results/2026-11-25');
  });

  it('shows today’s own results and no fallback once a race has finished', () => {
    const today = londonDate();
    const own = [{ ...summary('Romford', 1, '10:30'), raceId: `romford-${today.replaceAll('-', '')}-1` }];
    for (const path of ['/greyhounds/fast-results', '/greyhounds/results']) {
      const { unmount } = renderWithProviders(routes, {
        path,
        seed: seedToday({ results: own, latest: null }),
      });
      expect(screen.queryByTestId('greyhound-latest-results')).toBeNull();
      expect(screen.getAllByTestId('greyhound-result-item')).toHaveLength(1);
      expect(screen.queryByText(/finished yet today/)).toBeNull();
      unmount();
    }
  });

  it('keeps the plain empty line when there is no earlier day with results either', () => {
    renderWithProviders(routes, { path: '/greyhounds/fast-results', seed: seedToday({ results: [] }) });
    expect(screen.getByText(/No greyhound races have finished yet today\./)).toBeInTheDocument();
    expect(screen.queryByTestId('greyhound-latest-results')).toBeNull();
  });
});
