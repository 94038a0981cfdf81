import { screen } from '@testing-library/react';
import { londonDate, type QuickLinksRacingResponse } from '@sl/contracts';
import { renderWithProviders } from '../test-support/render';
import RacingQuickLinks from '../exposes/RacingQuickLinks';

const races = (mins: number[]): QuickLinksRacingResponse => ({
  races: mins.map((m, i) => ({
    course_name: 'Ascot',
    race_date_time: new Date(Date.now() + m * 60_000).toISOString(),
    race_id: 1000 + i,
    title: `Race ${i}`,
    date: londonDate(),
    num_of_runners: 8,
    time_till_off_mins: m,
  })),
});

const seed = (data: QuickLinksRacingResponse) => ({
  seed: (client: import('@tanstack/react-query').QueryClient) =>
    client.setQueryData(['racing', 'quick-links', londonDate()], data),
});

describe('RacingQuickLinks', () => {
  it('shows upcoming races on /racing with the countdown only at 25 minutes or fewer', () => {
    renderWithProviders(<RacingQuickLinks />, { path: '/racing', ...seed(races([0, 1, 7, 25, 26, 90])) });
    expect(screen.getAllByTestId('racing-quick-link')).toHaveLength(6);
    expect(screen.getAllByTestId('racing-countdown').map((c) => c.textContent)).toEqual([
      'NOW',
      '1 MIN',
      '7 MINS',
      '25 MINS',
    ]);
    const link = screen.getAllByRole('link')[0];
    expect(link).toHaveAttribute('href', `/racing/racecards/${londonDate()}/ascot/racecard/1000/race-0`);
    expect(screen.getByTestId('racing-quick-links').closest('[data-remote="racing"]')).toHaveAttribute(
      'data-build',
      'test',
    );
  });

  it.each([
    '/racing/fast-results',
    '/racing/tips-centre',
    '/racing/non-runners',
    '/racing/going',
    '/racing/naps-table',
    '/racing/features',
    '/racing/news',
  ])('shows on %s', (path) => {
    renderWithProviders(<RacingQuickLinks />, { path, ...seed(races([5])) });
    expect(screen.getByTestId('racing-quick-links')).toBeInTheDocument();
  });

  it.each(['/', '/racing/racecards', '/racing/results', '/football'])('renders nothing on %s', (path) => {
    const { container } = renderWithProviders(<RacingQuickLinks />, { path, ...seed(races([5])) });
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when there are no races to run', () => {
    const { container } = renderWithProviders(<RacingQuickLinks />, {
      path: '/racing',
      ...seed({ races: [] }),
    });
    expect(container.querySelector('[data-testid="racing-quick-links"]')).toBeNull();
  });
});
