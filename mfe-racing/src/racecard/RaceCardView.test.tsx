import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-support/render';
import { testRace } from '../test-support/race';
import { PREFERENCES_STORAGE_KEY, preferencesStore } from '@sl/contracts';
import { RaceCardView } from './RaceCardView';

const names = () => screen.getAllByTestId('runner-name').map((n) => n.textContent);

beforeEach(() => {
  localStorage.clear();
  act(() => preferencesStore.getState().actions.reset());
});

describe('RaceCardView', () => {
  it('lists runners by cloth number by default, dropped-out entries last and shown as such', () => {
    renderWithProviders(<RaceCardView race={testRace(false)} />);
    expect(names()).toEqual(['Zulu Dancer', 'Alpine Star', 'Misty Quest', 'Gone Away']);
    const out = screen.getByRole('listitem', { name: 'Gone Away' });
    expect(out).toHaveAttribute('data-status', 'non-runner');
    expect(within(out).getByTestId('runner-status')).toHaveTextContent(
      'Non-runner: Dropped out at the four day stage',
    );
    expect(within(out).queryByRole('link', { name: /Jockey/ })).toBeNull();
  });

  it('sorts by the chosen key and remembers it in horseRacecardSortBy', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RaceCardView race={testRace(false)} />);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'odds');
    expect(names()).toEqual(['Alpine Star', 'Misty Quest', 'Zulu Dancer', 'Gone Away']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'form');
    expect(names()).toEqual(['Alpine Star', 'Misty Quest', 'Zulu Dancer', 'Gone Away']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'name');
    expect(names()).toEqual(['Alpine Star', 'Misty Quest', 'Zulu Dancer', 'Gone Away']);
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}').state.horseRacecardSortBy).toBe(
      'name',
    );
  });

  it('shows odds fractional by default and decimal when chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RaceCardView race={testRace(false)} />);
    const odds = () => screen.getAllByTestId('runner-odds').map((o) => o.textContent);
    expect(odds()).toEqual(['5/1', '6/4', '3/1', '']);
    await user.selectOptions(screen.getByLabelText('Odds format'), 'Decimal');
    expect(odds()).toEqual(['6.00', '2.50', '4.00', '']);
  });

  it('expands a runner to its past performances, with a non-finisher code for position 0', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RaceCardView race={testRace(false)} />);
    const button = screen.getByRole('button', { name: 'Show form for Misty Quest' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Form of Misty Quest' });
    const row = within(table).getAllByTestId('performance')[0] as HTMLElement;
    expect(row).toHaveTextContent('CHELTENHAM');
    expect(within(row).getByTitle('Pulled up')).toHaveTextContent('PU');
    expect(row).toHaveTextContent('Never travelling and was pulled up.');
  });

  it('shows a free member the upgrade prompt and no analysis', () => {
    renderWithProviders(<RaceCardView race={testRace(false)} />);
    const prompt = screen.getByRole('region', { name: 'Unlock the Plus race analysis' });
    expect(within(prompt).getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute('href', '/plus');
    expect(screen.queryByTestId('runner-analysis')).toBeNull();
    expect(screen.queryByTestId('top-rated')).toBeNull();
  });

  it('shows a plus member the analysis: stars, 1-2-3, flags with explanations, top rated, smart stats', () => {
    renderWithProviders(<RaceCardView race={testRace(true)} />);
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
    const alpine = screen.getByRole('listitem', { name: 'Alpine Star' });
    expect(within(alpine).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(alpine).getByText("Analyst's pick 1")).toBeInTheDocument();
    expect(within(alpine).getByTestId('top-rated')).toHaveAccessibleDescription(
      'The highest-rated runner in the race on our adjusted ratings.',
    );
    expect(within(alpine).getByText('Horse in focus')).toHaveAccessibleDescription(
      'Our analysts think this horse is well worth a close look today.',
    );
    expect(screen.getAllByTestId('top-rated')).toHaveLength(1);
    const stats = screen.getByRole('region', { name: 'Smart stats' });
    expect(within(stats).getByText('62%').tagName).toBe('STRONG');
    expect(within(stats).getByRole('link', { name: 'Alpine Star' })).toHaveAttribute(
      'href',
      `#runner-${alpine.id.replace('runner-', '')}`,
    );
    expect(within(stats).getAllByRole('listitem')).toHaveLength(2);
  });

  it('sorts by stars descending for plus members', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RaceCardView race={testRace(true)} />);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'stars');
    expect(names()).toEqual(['Alpine Star', 'Zulu Dancer', 'Misty Quest', 'Gone Away']);
  });
});
