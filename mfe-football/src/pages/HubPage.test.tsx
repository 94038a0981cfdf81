import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { londonDate } from '@sl/contracts';
import { renderFootball } from '../test-support/render';
import { testMatch } from '../test-support/match';
import { HubPage } from './HubPage';

const later = new Date(Date.now() + 3 * 3_600_000).toISOString();
const MATCHES = [
  testMatch({ id: 1, state: 'SECONDHALF', clock: "67'" }),
  testMatch({ id: 2, state: 'LIVE', clock: 'Live' }),
  testMatch({ id: 3, state: 'ABANDONED', clock: 'A-A', homeGoals: 1, awayGoals: 0 }),
  testMatch({ id: 4, state: 'FULLTIME', clock: 'FT' }),
  testMatch({ id: 5, state: 'PREMATCH', clock: '', kick_off: later }),
];

const show = () =>
  renderFootball(<HubPage />, {
    data: [
      [['football', 'matches', 'date', londonDate()], { matches: MATCHES }],
      [['promos', 'banners'], []],
    ],
  });

const shownIds = () => screen.queryAllByTestId('fixture').map((row) => Number(row.dataset.matchId));

describe('football hub tabs and match states', () => {
  it('lists every match under All, an abandoned one marked A-A with the score as it stood', () => {
    show();
    expect(shownIds().sort()).toEqual([1, 2, 3, 4, 5]);
    const abandoned = screen.getAllByTestId('fixture').find((row) => row.dataset.matchId === '3')!;
    expect(within(abandoned).getByTitle('Abandoned')).toHaveTextContent('A-A');
    expect(within(abandoned).getByTestId('match-score')).toHaveTextContent('1 - 0');
    const live = screen.getAllByTestId('fixture').find((row) => row.dataset.matchId === '2')!;
    expect(within(live).getByTestId('match-clock')).toHaveTextContent('Live');
  });

  it('counts LIVE as in play and an abandoned match as neither live, upcoming nor finished', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Live' }));
    expect(shownIds().sort()).toEqual([1, 2]);
    await user.click(screen.getByRole('button', { name: 'Upcoming' }));
    expect(shownIds()).toEqual([5]);
    await user.click(screen.getByRole('button', { name: 'Finished' }));
    expect(shownIds()).toEqual([4]);
  });
});
