import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { ALL_COMPETITIONS, type FollowedCompetition } from '@sl/contracts';
import { defaultUiTheme } from '@sl/ui';
import { FollowedCompetitionsDropdown } from './FollowedCompetitionsDropdown';

/** Spec: the dropdown opens 500 ms after the click. */
const OPENS_AFTER_MS = 500;

const item = (text: string, enabled = false, priority = 1): FollowedCompetition => ({
  text,
  priority,
  enabled,
  toBeEnabled: false,
  toBeDisabled: false,
});
const ITEMS = [item(ALL_COMPETITIONS, true, 0), item('Premier League', false, 2), item('La Liga', false, 11)];

function setup(items = ITEMS) {
  const onSave = jest.fn<(items: FollowedCompetition[]) => void>();
  const onViewFavourites = jest.fn();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <FollowedCompetitionsDropdown items={items} onSave={onSave} onViewFavourites={onViewFavourites} />
      <p>outside</p>
    </ThemeProvider>,
  );
  const open = async () => {
    await user.click(screen.getByRole('button', { name: /Competitions\/Leagues/ }));
    act(() => void jest.advanceTimersByTime(OPENS_AFTER_MS));
  };
  const entry = (name: string) =>
    within(screen.getByRole('group')).getByRole('button', { name: new RegExp(`^${name}`) });
  return { user, onSave, onViewFavourites, open, entry };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('followed-competition dropdown', () => {
  it('reads All Competitions/Leagues and opens only after 500 ms, with the spec headings', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: `${ALL_COMPETITIONS} ▾` });
    await user.click(toggle);
    act(() => void jest.advanceTimersByTime(OPENS_AFTER_MS - 1));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    act(() => void jest.advanceTimersByTime(1));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const heading of [
      'My Competitions/Leagues',
      'Select Competitions/Leagues',
      'Following',
      'Other Competitions/Leagues',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'View Favourites' })).toBeInTheDocument();
  });

  it('shows Follow on unfollowed items and keeps All disabled while it is the selection', async () => {
    const { open, entry, user } = setup();
    await open();
    expect(entry('Premier League')).toHaveTextContent('Follow');
    expect(entry('Premier League')).toHaveAttribute('aria-pressed', 'false');
    const all = entry(ALL_COMPETITIONS);
    expect(all).toBeDisabled();
    await user.click(all);
    expect(entry(ALL_COMPETITIONS)).toHaveAttribute('aria-pressed', 'true');
  });

  it('choosing a specific competition disables All; changes are pending until View Favourites saves them', async () => {
    const { open, entry, user, onSave, onViewFavourites } = setup();
    await open();
    await user.click(entry('Premier League'));
    expect(entry('Premier League')).toHaveAttribute('aria-pressed', 'true');
    expect(entry('Premier League')).toHaveTextContent('Following');
    expect(entry(ALL_COMPETITIONS)).toHaveAttribute('aria-pressed', 'false');
    expect(entry(ALL_COMPETITIONS)).toBeEnabled();
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'View Favourites' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const saved = onSave.mock.calls[0]![0];
    expect(saved.map((i) => [i.text, i.enabled, i.toBeEnabled, i.toBeDisabled])).toEqual([
      [ALL_COMPETITIONS, false, false, false],
      ['Premier League', true, false, false],
      ['La Liga', false, false, false],
    ]);
    expect(onViewFavourites).toHaveBeenCalled();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('re-enables All when none is left, and choosing All clears the others', async () => {
    const { open, entry, user } = setup();
    await open();
    await user.click(entry('Premier League'));
    await user.click(entry('Premier League'));
    expect(entry(ALL_COMPETITIONS)).toHaveAttribute('aria-pressed', 'true');
    await user.click(entry('Premier League'));
    await user.click(entry('La Liga'));
    expect(entry(ALL_COMPETITIONS)).toHaveAttribute('aria-pressed', 'false');
    await user.click(entry(ALL_COMPETITIONS));
    expect(entry(ALL_COMPETITIONS)).toHaveAttribute('aria-pressed', 'true');
    expect(entry('Premier League')).toHaveAttribute('aria-pressed', 'false');
    expect(entry('La Liga')).toHaveAttribute('aria-pressed', 'false');
  });

  it('saves the selection on close (Escape) and returns focus to the toggle', async () => {
    const { open, entry, user, onSave } = setup();
    await open();
    await user.click(entry('La Liga'));
    await user.keyboard('{Escape}');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0].find((i) => i.text === 'La Liga')!.enabled).toBe(true);
    expect(screen.getByRole('button', { name: /Competitions\/Leagues/ })).toHaveFocus();
  });

  it('saves on an outside click too, and labels a specific selection My Competitions/Leagues', async () => {
    const followed = [
      item(ALL_COMPETITIONS, false, 0),
      item('Premier League', true, 2),
      item('La Liga', false, 11),
    ];
    const { open, user, onSave } = setup(followed);
    expect(screen.getByRole('button', { name: 'My Competitions/Leagues ▾' })).toBeInTheDocument();
    await open();
    const group = screen.getByRole('group');
    expect(within(group).getAllByRole('list')[0]).toHaveTextContent('Premier League');
    await user.click(screen.getByText('outside'));
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
