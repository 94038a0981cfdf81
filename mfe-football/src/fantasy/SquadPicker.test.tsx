import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FantasyClub, FantasyPlayer, FantasyPosition } from '@sl/contracts/fantasy';
import { renderFootball } from '../test-support/render';
import { SquadPicker } from './SquadPicker';

const CLUBS: FantasyClub[] = Array.from({ length: 5 }, (_, i) => ({
  id: 1000 + i,
  name: `Club ${i + 1}`,
  abbrev: `C${i + 1}`,
}));
const SHAPE: FantasyPosition[] = ['GK', 'DEF', 'DEF', 'MID', 'MID', 'FWD'];
/** Six players a club (a keeper, two defenders, two midfielders, a forward), £5.0m each, £9.0m for forwards. */
const PLAYERS: FantasyPlayer[] = CLUBS.flatMap((club, c) =>
  SHAPE.map((position, i) => ({
    id: club.id * 100 + i + 1,
    name: `Player ${c + 1}-${i + 1}`,
    shirt: i + 1,
    position,
    club,
    price: position === 'FWD' ? 90 : 50,
    totalPoints: c * 10 + i,
  })),
);

const show = () =>
  renderFootball(<SquadPicker players={PLAYERS} clubs={CLUBS} mine={undefined} nextGameweek={14} />);

describe('fantasy squad picker', () => {
  it('filters the player list by position and club, and adds a player by keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    show();
    const list = screen.getByTestId('fantasy-players');
    expect(within(list).getAllByTestId('fantasy-player')).toHaveLength(25);
    await user.selectOptions(screen.getByLabelText('Position'), 'Goalkeepers');
    expect(within(list).getAllByTestId('fantasy-player')).toHaveLength(5);
    await user.selectOptions(screen.getByLabelText('Club'), 'Club 2');
    const rows = within(list).getAllByTestId('fantasy-player');
    expect(rows).toHaveLength(1);
    within(rows[0]!).getByRole('button', { name: 'Add Player 2-1, Goalkeeper, Club 2, £5.0m' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByTestId('fantasy-pick')).toHaveLength(1);
    expect(screen.getByTestId('fantasy-budget')).toHaveTextContent('£95.0m');
    expect(within(rows[0]!).getByText('In your squad')).toBeInTheDocument();
  });

  it('shows club limit and formation messages, and is ready to save once they are fixed', async () => {
    const user = userEvent.setup({ delay: null });
    show();
    await user.click(screen.getByRole('button', { name: 'Show 5 more players' }));
    const add = (name: string) =>
      user.click(screen.getByRole('button', { name: new RegExp(`^Add ${name},`) }));
    const squad = ['1-1', '2-1', '1-2', '1-3', '2-2', '2-3', '3-2', '3-4', '3-5', '4-4', '4-5', '5-4'];
    for (const id of [...squad, '4-6', '5-6', '2-6']) await add(`Player ${id}`);
    const problems = screen.getByTestId('fantasy-problems');
    expect(screen.getAllByTestId('fantasy-pick')).toHaveLength(15);
    expect(screen.getByTestId('fantasy-budget')).toHaveTextContent('£13.0m');
    expect(problems).toHaveTextContent('You have 4 players from Club 2: at most 3 from one club.');
    // The first eleven picked start: five defenders and five midfielders leave no forward.
    expect(problems).toHaveTextContent('Your starting 5-5-0 is not a valid formation');
    expect(problems).toHaveTextContent('Choose a captain from your starting eleven.');
    expect(screen.getByRole('button', { name: 'Save team' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove Player 2-3' }));
    await add('Player 5-2');
    expect(problems).not.toHaveTextContent('at most 3 from one club');
    await user.click(screen.getByRole('checkbox', { name: 'Player 5-2 starts' }));
    await user.click(screen.getByRole('checkbox', { name: 'Player 4-6 starts' }));
    expect(problems).not.toHaveTextContent('not a valid formation');
    await user.click(screen.getByRole('radio', { name: 'Player 4-6 captain' }));
    await user.type(screen.getByLabelText('Team name'), 'Test Eleven');
    expect(problems).toHaveTextContent('Your team is ready to save.');
    expect(screen.getByRole('button', { name: 'Save team' })).toBeEnabled();

    // Benching the captain leaves ten starters and no captain: Save is off again.
    await user.click(screen.getByRole('checkbox', { name: 'Player 4-6 starts' }));
    expect(problems).toHaveTextContent('Pick 11 starters: you have 10.');
    expect(screen.getByRole('radio', { name: 'Player 4-6 captain' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save team' })).toBeDisabled();
  });
});
