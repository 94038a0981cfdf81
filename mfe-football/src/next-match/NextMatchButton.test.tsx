import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { apiClient, type NextMatchResponse } from '@sl/contracts';
import { renderFootball } from '../test-support/render';
import { NextMatchButton } from './NextMatchButton';

const show = (props: { teamId?: number; competitionId?: number }) =>
  renderFootball(<NextMatchButton {...props} />);

const nextMatch = (away: string): NextMatchResponse => ({
  next_match: {
    team: { id: 1000, name: 'Arsenal' },
    match: {
      match_id: 55,
      home_team: { team_id: 1000, team_name: 'Arsenal' },
      away_team: { team_id: 1006, team_name: away },
    },
  },
});

/** Moves the fake clock to `ms` after the button mounted, letting the calls and their answers run. */
function clock() {
  let now = 0;
  return (ms: number) => {
    const by = ms - now;
    now = ms;
    return act(() => jest.advanceTimersByTimeAsync(by));
  };
}

describe('next-match button', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('renders nothing without both a team id and a competition id', () => {
    expect(show({}).container).toBeEmptyDOMElement();
    expect(show({ teamId: 1000 }).container).toBeEmptyDOMElement();
    expect(show({ competitionId: 2 }).container).toBeEmptyDOMElement();
  });

  it('asks GET /football/v2/team/next-match/{teamId}/{competitionId} again every 60000 ms', async () => {
    jest.useFakeTimers();
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce({ data: nextMatch('Chelsea') })
      .mockResolvedValue({ data: nextMatch('Spurs') });
    show({ teamId: 1000, competitionId: 2 });
    const at = clock();
    await at(100);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]?.[0]).toBe('/football/v2/team/next-match/1000/2');
    expect(screen.getByTestId('next-match')).toHaveAccessibleName('Next match: Arsenal v Chelsea');
    await at(59_999);
    expect(get).toHaveBeenCalledTimes(1);
    await at(60_000);
    expect(get).toHaveBeenCalledTimes(2);
    expect(get.mock.calls[1]?.[0]).toBe('/football/v2/team/next-match/1000/2');
    await at(60_100);
    expect(screen.getByTestId('next-match')).toHaveAccessibleName('Next match: Arsenal v Spurs');
    await at(120_000);
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('shows nothing when the call fails, at first or on a later poll', async () => {
    jest.useFakeTimers();
    const get = jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('503'));
    const failing = show({ teamId: 1000, competitionId: 2 });
    await clock()(100);
    expect(get).toHaveBeenCalled();
    expect(failing.container).toBeEmptyDOMElement();
    failing.unmount();

    // A match was shown; the next poll fails: the old answer is dropped, not left on the button.
    get.mockReset();
    get.mockResolvedValueOnce({ data: nextMatch('Chelsea') }).mockRejectedValue(new Error('503'));
    const polled = show({ teamId: 1000, competitionId: 2 });
    const at = clock();
    await at(100);
    expect(screen.getByTestId('next-match')).toBeInTheDocument();
    await at(60_100);
    expect(get).toHaveBeenCalledTimes(2);
    expect(polled.container).toBeEmptyDOMElement();
  });
});
