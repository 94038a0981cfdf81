import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ALL_COMPETITIONS,
  PREFERENCES_STORAGE_KEY,
  preferencesStore,
  type FootballCompetition,
} from '@sl/contracts';
import { renderFootball } from '../test-support/render';
import { FollowedCompetitions } from './FollowedCompetitions';

const competition = (id: number, name: string, sort_order: number): FootballCompetition => ({
  id,
  name,
  sort_order,
  hasTable: true,
  groups: [],
});

const COMPETITIONS = [competition(2, 'Premier League', 2), competition(11, 'La Liga', 11)];

beforeEach(() => {
  preferencesStore.getState().actions.reset();
  localStorage.clear();
});

describe('followed competitions wired to the shared preferences store', () => {
  it('saves the applied selection as footballFollowedCompetitions in the one persisted store', async () => {
    const user = userEvent.setup();
    renderFootball(<FollowedCompetitions />, { data: [[['football', 'competitions'], COMPETITIONS]] });
    await user.click(screen.getByRole('button', { name: `${ALL_COMPETITIONS} ▾` }));
    const panel = await screen.findByRole('group');
    await user.click(within(panel).getByRole('button', { name: /^La Liga/ }));
    await user.click(within(panel).getByRole('button', { name: 'View Favourites' }));

    const saved = preferencesStore.getState().footballFollowedCompetitions;
    expect(saved.filter((i) => i.enabled).map((i) => i.text)).toEqual(['La Liga']);
    const persisted = JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}') as {
      state?: { footballFollowedCompetitions?: Array<{ text: string; enabled: boolean }> };
    };
    expect(persisted.state?.footballFollowedCompetitions?.find((i) => i.text === 'La Liga')?.enabled).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'My Competitions/Leagues ▾' })).toBeInTheDocument();
  });
});
