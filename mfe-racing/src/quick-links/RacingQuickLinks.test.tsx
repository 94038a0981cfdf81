import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { apiClient, londonDate, type QuickLinksRacingResponse } from '@sl/contracts';
import { renderWithProviders } from '../test-support/render';
import RacingQuickLinks from '../exposes/RacingQuickLinks';

// Each race is off m minutes and 30 seconds from now: m whole minutes to go.
const races = (mins: number[]): QuickLinksRacingResponse => ({
  races: mins.map((m, i) => ({
    course_name: 'Ascot',
    race_date_time: new Date(Date.now() + m * 60_000 + 30_000).toISOString(),
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

  it('counts down on the clock between polls: 3 MINS, then 2 MINS, 1 MIN and NOW, with no new data', () => {
    jest.useFakeTimers({ now: new Date('2026-06-15T13:26:30.000Z') });
    try {
      const data = races([0]);
      data.races[0] = {
        ...data.races[0]!,
        race_date_time: '2026-06-15T13:30:00.000Z',
        date: londonDate(),
        time_till_off_mins: 3,
      };
      // The 30-s polls answer the same race: only the clock moves the countdown.
      const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data });
      renderWithProviders(<RacingQuickLinks />, { path: '/racing', ...seed(data) });
      const countdown = () => screen.getByTestId('racing-countdown').textContent;
      expect(countdown()).toBe('3 MINS');
      act(() => jest.advanceTimersByTime(60_000));
      expect(countdown()).toBe('2 MINS');
      act(() => jest.advanceTimersByTime(60_000));
      expect(countdown()).toBe('1 MIN');
      act(() => jest.advanceTimersByTime(60_000));
      expect(countdown()).toBe('NOW');
      expect(get).toHaveBeenCalled();
    } finally {
      jest.restoreAllMocks();
      jest.useRealTimers();
    }
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

  describe('polling', () => {
    /** Moves the fake clock to `ms` after mounting, letting the calls and their answers run. */
    function clock() {
      let now = 0;
      return (ms: number) => {
        const by = ms - now;
        now = ms;
        return act(() => jest.advanceTimersByTimeAsync(by));
      };
    }
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => {
      jest.restoreAllMocks();
      jest.useRealTimers();
    });

    it('asks GET horse-racing/v2/racing/quick-links/{today} again every 30 s', async () => {
      const get = jest
        .spyOn(apiClient, 'get')
        .mockResolvedValueOnce({ data: races([40]) })
        .mockResolvedValue({ data: races([40, 60]) });
      renderWithProviders(<RacingQuickLinks />, { path: '/racing' });
      const at = clock();
      await at(100);
      expect(get).toHaveBeenCalledTimes(1);
      expect(get.mock.calls[0]?.[0]).toBe(`/horse-racing/v2/racing/quick-links/${londonDate()}`);
      expect(screen.getAllByTestId('racing-quick-link')).toHaveLength(1);
      await at(29_999);
      expect(get).toHaveBeenCalledTimes(1);
      await at(30_100);
      expect(get).toHaveBeenCalledTimes(2);
      expect(screen.getAllByTestId('racing-quick-link')).toHaveLength(2);
      await at(60_100);
      expect(get).toHaveBeenCalledTimes(3);
    });

    it('is hidden when the call fails, at first or on a later poll', async () => {
      const get = jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('503'));
      const failing = renderWithProviders(<RacingQuickLinks />, { path: '/racing' });
      // One retry, then the strip gives up until the next poll.
      await clock()(10_000);
      expect(get).toHaveBeenCalledTimes(2);
      expect(failing.container.querySelector('[data-testid="racing-quick-links"]')).toBeNull();
      failing.unmount();

      get.mockReset();
      get.mockResolvedValueOnce({ data: races([40]) }).mockRejectedValue(new Error('503'));
      const polled = renderWithProviders(<RacingQuickLinks />, { path: '/racing' });
      const at = clock();
      await at(100);
      expect(screen.getByTestId('racing-quick-links')).toBeInTheDocument();
      await at(40_000);
      expect(get).toHaveBeenCalledTimes(3);
      expect(polled.container.querySelector('[data-testid="racing-quick-links"]')).toBeNull();
    });
  });
});
