import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { Route, Routes } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient, authStore, type RaceCardResponse } from '@sl/contracts';
import { renderWithProviders } from '../test-support/render';
import { testRace } from '../test-support/race';
import { RaceCardPage } from './RaceCardPage';

const EMAIL = 'priya.plus@example.com';
const free = testRace(false);
const plus = testRace(true);
const path = (raceId: number) => `/racing/racecards/2026-06-15/ascot/racecard/${raceId}/the-race`;

/** The race page as the racing app routes it, with the free card the server rendered already in the cache. */
function renderPage(raceId = free.raceId) {
  return renderWithProviders(
    <Routes>
      <Route path="/racing/racecards/:date/:course/racecard/:raceId/:slug" element={<RaceCardPage />} />
    </Routes>,
    {
      path: path(raceId),
      seed: (client) => {
        client.setQueryData(['racing', 'race', String(free.raceId), 'free'], free);
        // The member's product token, as useProductToken resolves it once they are signed in.
        client.setQueryData(['racing', 'product-token', EMAIL], 'product-token');
      },
    },
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authStore.getState().reset());
});

describe('RaceCardPage', () => {
  it("keeps the free card, and what the member opened on it, until a plus member's card arrives", async () => {
    let answer: (race: RaceCardResponse) => void = () => undefined;
    const get = jest
      .spyOn(apiClient, 'get')
      .mockImplementation(
        () => new Promise((resolve) => (answer = (race) => resolve({ data: [race] }))) as never,
      );
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByTestId('upgrade-prompt')).toBeInTheDocument();
    const first = screen.getAllByTestId('runner')[0]!;
    const horse = within(first).getByTestId('runner-name').textContent ?? '';
    await user.click(within(first).getByRole('button', { name: `Show form for ${horse}` }));

    // Signed in after the first view (the browser's session, which the server did not know).
    act(() =>
      authStore
        .getState()
        .setSession({ loggedIn: true, user: { sub: '7', email: EMAIL, name: 'Priya Plus' } }),
    );
    expect(get).toHaveBeenCalledWith(
      `/horse-racing/v2/racing/race/${free.raceId}`,
      expect.objectContaining({ headers: expect.objectContaining({ 'x-token': 'product-token' }) }),
    );
    expect(screen.queryByRole('status', { name: 'Loading the race card' })).toBeNull();
    expect(screen.getByTestId('upgrade-prompt')).toBeInTheDocument();
    expect(within(first).getByRole('table', { name: `Form of ${horse}` })).toBeInTheDocument();

    act(() => answer(plus));
    expect(await screen.findByRole('heading', { name: 'Smart stats' })).toBeInTheDocument();
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
    expect(
      within(screen.getAllByTestId('runner')[0]!).getByRole('table', { name: `Form of ${horse}` }),
    ).toBeInTheDocument();
  });

  it("never shows another race's card while this one loads", () => {
    jest.spyOn(apiClient, 'get').mockImplementation(() => new Promise(() => undefined) as never);
    renderPage(free.raceId + 1);
    expect(screen.getByRole('status', { name: 'Loading the race card' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('runner')).toHaveLength(0);
  });

  it('a refetch that brings the same card back (the live stream opening) renders nothing again', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockImplementation(((url: string) =>
        url === `/horse-racing/v2/racing/race/${free.raceId}`
          ? Promise.resolve({ data: [JSON.parse(JSON.stringify(free)) as RaceCardResponse] })
          : new Promise(() => undefined)) as never);
    let client: QueryClient | undefined;
    let commits = 0;
    renderWithProviders(
      <Profiler id="race-card" onRender={() => (commits += 1)}>
        <Routes>
          <Route path="/racing/racecards/:date/:course/racecard/:raceId/:slug" element={<RaceCardPage />} />
        </Routes>
      </Profiler>,
      {
        path: path(free.raceId),
        seed: (seeded) => {
          client = seeded;
          seeded.setQueryData(['racing', 'race', String(free.raceId), 'free'], free);
        },
      },
    );
    expect(screen.getAllByTestId('runner').length).toBeGreaterThan(0);
    const before = commits;
    await act(async () => {
      await client!.refetchQueries({ queryKey: ['racing', 'race'] });
      // React Query tells its observers in a task of its own after the fetch.
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(get).toHaveBeenCalledWith(`/horse-racing/v2/racing/race/${free.raceId}`, expect.anything());
    expect(commits).toBe(before);
  });
});
