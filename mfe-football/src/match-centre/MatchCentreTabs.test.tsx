import { screen, within } from '@testing-library/react';
import type { MatchEvent } from '@sl/contracts';
import { renderFootball } from '../test-support/render';
import { testMatch } from '../test-support/match';
import { MatchPage } from './MatchPage';
import { testCentre } from './test-centre';

const ev = (
  type: MatchEvent['type'],
  minute: number,
  side: 'home' | 'away',
  name: string,
  id = 1,
): MatchEvent => ({
  type,
  minute,
  side,
  player: { id, name },
});
const EVENTS: MatchEvent[] = [
  ev('GOAL', 12, 'home', 'Kai Silva', 100009),
  ev('YELLOW_CARD', 30, 'away', 'Tom Reid', 100605),
  ev('OWN_GOAL', 40, 'home', 'Ben Costa', 100603),
  ev('PENALTY', 55, 'away', 'Leo Price', 100609),
  ev('SUBSTITUTION_OFF', 60, 'home', 'Sam Owen', 100007),
  ev('SUBSTITUTION_ON', 60, 'home', 'Jack Evans', 100014),
];

const show = (tab = '', match = testMatch({ events: EVENTS }), centre = testCentre()) =>
  renderFootball(<MatchPage />, {
    path: `/football/live/77/arsenal-vs-chelsea${tab}`,
    route: '/football/live/:matchId/:slug/*',
    data: [
      [['football', 'match', 77], match],
      [['football', 'match-centre', 77], centre],
    ],
  });

describe('the match header', () => {
  it('shows the score, the live clock with a Live badge, the competition and round, and scorers per side', () => {
    show();
    const header = screen.getByTestId('match-header');
    expect(within(header).getByTestId('match-score')).toHaveTextContent('2 - 1');
    expect(within(header).getByTestId('match-state')).toHaveTextContent("67'");
    expect(within(header).getByTestId('live-badge')).toHaveTextContent('Live');
    expect(header).toHaveTextContent('Premier League · Matchday 12');
    const home = screen.getByRole('list', { name: 'Arsenal scorers' });
    expect(home).toHaveTextContent("Kai Silva 12'");
    // An own goal counts for the side it was credited to.
    expect(home).toHaveTextContent("Ben Costa (og) 40'");
    expect(screen.getByRole('list', { name: 'Chelsea scorers' })).toHaveTextContent("Leo Price 55' (pen)");
  });

  it('shows the kick-off before the match and FT after it, neither with a Live badge', () => {
    show('', testMatch({ state: 'PREMATCH', clock: '', events: [], homeGoals: 0, awayGoals: 0 }));
    expect(screen.getByTestId('match-state')).toHaveTextContent('Kick-off 15:00');
    expect(screen.getByTestId('match-score')).toHaveTextContent('v');
    expect(screen.queryByTestId('live-badge')).toBeNull();
  });
});

describe('the match sections', () => {
  it('opens on form and head-to-head (the base URL), not a copy of another tab', () => {
    show();
    const tabs = screen.getByRole('navigation', { name: 'Match sections' });
    expect(within(tabs).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('list', { name: 'Arsenal recent results, latest first' })).toHaveTextContent(
      'at Tottenham Hotspur',
    );
    expect(screen.getByTestId('h2h-summary')).toHaveTextContent(
      'Last 2: Arsenal 1 win, 1 draw, Chelsea 0 wins',
    );
    expect(screen.queryByTestId('match-events')).toBeNull();
  });

  it('draws each eleven on a pitch by formation, with the bench', () => {
    show('/lineups');
    const pitch = screen.getByRole('list', { name: 'Arsenal starting eleven, 4-3-3' });
    const lines = within(pitch).getAllByRole('listitem', { name: /Goalkeeper|Defence|Midfield|Attack/ });
    expect(lines.map((l) => within(l).getAllByRole('link').length)).toEqual([1, 4, 3, 3]);
    expect(within(pitch).getByRole('link', { name: '1 Player ARS1, Goalkeeper' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Chelsea substitutes' })).getAllByRole('listitem'),
    ).toHaveLength(9);
    expect(screen.getByRole('heading', { name: 'Lineups' })).toBeInTheDocument();
  });

  it('says when the lineups are predicted', () => {
    const centre = testCentre();
    show('/lineups', undefined, { ...centre, lineups: { ...centre.lineups!, status: 'predicted' } });
    expect(screen.getByRole('heading', { name: 'Predicted lineups' })).toBeInTheDocument();
  });

  it('lists the statistics side by side', () => {
    show('/stats');
    const shots = screen.getByTestId('match-stats').querySelector('[data-stat="shotsOnTarget"]')!;
    expect(shots).toHaveTextContent('Shots on target');
    expect(within(shots as HTMLElement).getByLabelText('Arsenal 5')).toBeInTheDocument();
    expect(within(shots as HTMLElement).getByLabelText('Chelsea 2')).toBeInTheDocument();
  });

  it('puts the timeline in minute order with half time, one line per substitution', () => {
    show('/events');
    const items = within(screen.getByTestId('match-events')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      "12'Goal: Kai Silva (Arsenal)",
      "30'Yellow card: Tom Reid (Chelsea)",
      "40'Own goal: Ben Costa (Chelsea)",
      'Half time',
      "55'Penalty: Leo Price (Chelsea)",
      "60'Substitution: Jack Evans on for Sam Owen (Arsenal)",
    ]);
  });

  it('ends a finished match’s timeline with full time', () => {
    show(
      '/events',
      testMatch({ state: 'FULLTIME', clock: 'FT', events: EVENTS, match_betting_market: null }),
    );
    const items = within(screen.getByTestId('match-events')).getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent('Full time');
  });

  it('shows the table around both teams with both highlighted and a link to the full table', () => {
    const { container } = show('/table');
    const highlighted = [...container.querySelectorAll('[data-highlight]')].map((e) => e.textContent);
    expect(highlighted).toEqual(['Arsenal', 'Chelsea']);
    expect(screen.getByRole('link', { name: 'Full Premier League table' })).toHaveAttribute(
      'href',
      '/football/league-tables/premier-league/2',
    );
  });
});
