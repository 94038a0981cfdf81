import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { apiClient, londonDate, type QuickLinkFootballItem } from '@sl/contracts';
import { renderFootball } from '../test-support/render';
import { QuickLinksStrip } from './QuickLinksStrip';

const item = (id: number, over: Partial<QuickLinkFootballItem>): QuickLinkFootballItem => ({
  match_reference: { id },
  team_score_a: { team: { id: 1, name: 'Arsenal', teamAbrevName: 'ARS' }, score: [{ score: 1 }] },
  team_score_b: { team: { id: 2, name: 'Chelsea', teamAbrevName: 'CHE' }, score: [{ score: 0 }] },
  statePriority: 1,
  match_outcome: { result_type: null, winner: null },
  state: 'FIRSTHALF',
  clock: "12'",
  match_time: '15:00',
  ...over,
});

const show = (items: QuickLinkFootballItem[]) =>
  renderFootball(<QuickLinksStrip />, { data: [[['football', 'quick-links', londonDate()], items]] });

describe('football quick-links strip', () => {
  it('shows a score-only LIVE match as a live score (state 1) reading Live', () => {
    show([item(1, { state: 'LIVE', clock: 'Live' })]);
    const link = screen.getByTestId('quick-link');
    expect(link).toHaveAttribute('data-state', '1');
    expect(link).toHaveTextContent('ARS 1 - 0 CHE');
    expect(link).toHaveTextContent('Live');
  });

  it('leaves an abandoned match out (it is not live, pre-match or a full-time result)', () => {
    show([item(1, {}), item(2, { state: 'ABANDONED', clock: 'A-A', statePriority: 3 })]);
    expect(screen.getAllByTestId('quick-link').map((l) => l.dataset.matchId)).toEqual(['1']);
  });

  it('is hidden when only abandoned matches are left', () => {
    const { container } = show([item(2, { state: 'ABANDONED', clock: 'A-A', statePriority: 3 })]);
    expect(container).toBeEmptyDOMElement();
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

    it('asks GET /football/v2/quick-links/{today} again every 30 s, the scores moving', async () => {
      const get = jest
        .spyOn(apiClient, 'get')
        .mockResolvedValueOnce({ data: [item(1, {})] })
        .mockResolvedValue({
          data: [item(1, { team_score_a: { ...item(1, {}).team_score_a, score: [{ score: 2 }] } })],
        });
      renderFootball(<QuickLinksStrip />);
      const at = clock();
      await at(100);
      expect(get).toHaveBeenCalledTimes(1);
      expect(get.mock.calls[0]?.[0]).toBe(`/football/v2/quick-links/${londonDate()}`);
      expect(screen.getByTestId('quick-link')).toHaveTextContent('ARS 1 - 0 CHE');
      await at(29_999);
      expect(get).toHaveBeenCalledTimes(1);
      await at(30_100);
      expect(get).toHaveBeenCalledTimes(2);
      expect(screen.getByTestId('quick-link')).toHaveTextContent('ARS 2 - 0 CHE');
      await at(60_100);
      expect(get).toHaveBeenCalledTimes(3);
    });

    it('is hidden when the call fails, at first or on a later poll', async () => {
      const get = jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('503'));
      const failing = renderFootball(<QuickLinksStrip />);
      await clock()(100);
      expect(get).toHaveBeenCalled();
      expect(failing.container).toBeEmptyDOMElement();
      failing.unmount();

      get.mockReset();
      get.mockResolvedValueOnce({ data: [item(1, {})] }).mockRejectedValue(new Error('503'));
      const polled = renderFootball(<QuickLinksStrip />);
      const at = clock();
      await at(100);
      expect(screen.getByTestId('quick-link')).toBeInTheDocument();
      await at(30_100);
      expect(get).toHaveBeenCalledTimes(2);
      expect(polled.container).toBeEmptyDOMElement();
    });
  });
});
