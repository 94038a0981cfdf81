import '../test-support/text-encoder';
import { screen, within } from '@testing-library/react';
import type { RaceResultSummary, ResultState } from '@sl/contracts';
import { renderWithProviders } from '../test-support/render';
import { FastResultsPage } from '../pages/ResultsPages';

const summary = (raceId: number, offTimeLocal: string, state: ResultState): RaceResultSummary => ({
  raceId,
  meetingDate: '2026-06-15',
  courseName: 'Ascot',
  offTime: `2026-06-15T${offTimeLocal}:00+01:00`,
  offTimeLocal,
  title: `Race ${raceId}`,
  result: {
    state,
    placings: [
      {
        horseCode: '000000000001',
        horseName: 'Quick Step',
        entryNumber: 1,
        position: 1,
        nonFinisherCode: '',
        distance: '',
        startingPrice: '2/1',
        jockeyFullName: 'A Rider',
        trainerFullName: 'A Trainer',
      },
    ],
  },
});

describe('results labels follow each race state (spec document 2 §4)', () => {
  it('reads Result for a declared result and Final Result once weighed in or finished', () => {
    renderWithProviders(<FastResultsPage />, {
      path: '/racing/fast-results',
      seed: (client) =>
        client.setQueryData(['racing', 'fast-results'], {
          date: '2026-06-15',
          results: [
            summary(3, '15:10', 'RESULT'),
            summary(2, '14:40', 'WEIGHEDIN'),
            summary(1, '14:10', 'FINISHED'),
          ],
        }),
    });
    const captions = screen
      .getAllByTestId('race-result')
      .map((table) => within(table).getByText(/Result/).textContent);
    // Each table's name says which race it is (two meetings can run races of the same title, and a page's
    // regions need names of their own).
    expect(captions).toEqual([
      'Result: 15:10 Ascot, Race 3',
      'Final Result: 14:40 Ascot, Race 2',
      'Final Result: 14:10 Ascot, Race 1',
    ]);
  });
});
