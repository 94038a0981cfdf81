import '../test-support/text-encoder';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-support/render';
import { FastResultsPage } from './ResultsPages';

const show = (updatedAt: number) =>
  renderWithProviders(<FastResultsPage />, {
    path: '/racing/fast-results',
    seed: (client) =>
      client.setQueryData(['racing', 'fast-results'], { date: '2026-06-15', results: [] }, { updatedAt }),
  });

describe('fast results: last updated', () => {
  it('says when the results were last fetched, as DD-MM-YYYY HH:mm in London time', () => {
    show(Date.parse('2026-06-15T14:07:00Z'));
    const line = screen.getByTestId('fast-results-updated');
    expect(line).toHaveTextContent('Last updated 15-06-2026 15:07');
    expect(line.querySelector('time')).toHaveAttribute('datetime', '2026-06-15T14:07:00.000Z');
  });

  it('reads GMT in winter', () => {
    show(Date.parse('2026-01-03T09:30:00Z'));
    expect(screen.getByTestId('fast-results-updated')).toHaveTextContent('Last updated 03-01-2026 09:30');
  });
});
