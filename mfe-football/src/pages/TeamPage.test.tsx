import { screen, within } from '@testing-library/react';
import type { QueryKey } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { FootballMatch, LeagueTableRow } from '@sl/contracts';
import type { TeamProfile } from '@sl/contracts/match-centre';
import { renderFootball } from '../test-support/render';
import { testMatch } from '../test-support/match';
import { TeamPage } from './TeamPage';

const ARSENAL = { id: 1000, name: 'Arsenal', teamAbrevName: 'ARS' };
const colours = {
  primary: '#EF0107',
  secondary: '#FFFFFF',
  text: '#FFFFFF',
  pattern: 'plain',
  shape: 'shield',
} as const;

const row = (position: number, id: number, name: string, points: number): LeagueTableRow => ({
  position,
  team: { id, name, teamAbrevName: name.slice(0, 3).toUpperCase() },
  played: 12,
  won: 8,
  drawn: 2,
  lost: 2,
  goalsFor: 24,
  goalsAgainst: 10,
  goalDifference: 14,
  points,
  movement: 0,
});

const played = (id: number, day: number, home: number, away: number, atHome = true): FootballMatch =>
  testMatch({
    id,
    state: 'FULLTIME',
    clock: 'FT',
    match_date: `2026-11-${String(day).padStart(2, '0')}`,
    kick_off: `2026-11-${String(day).padStart(2, '0')}T15:00:00.000Z`,
    homeGoals: home,
    awayGoals: away,
    team_score_a: {
      team: atHome ? ARSENAL : { id: 1006, name: 'Chelsea', teamAbrevName: 'CHE' },
      score: [{ score: home }],
    },
    team_score_b: {
      team: atHome ? { id: 1006, name: 'Chelsea', teamAbrevName: 'CHE' } : ARSENAL,
      score: [{ score: away }],
    },
  });

const MATCHES = [played(1, 1, 2, 0), played(2, 8, 1, 1), played(3, 15, 3, 1, false)];

const PROFILE: TeamProfile = {
  team: { ...ARSENAL, competitionId: 2, colours },
  competition: { id: 2, name: 'Premier League', sort_order: 2, hasTable: true, groups: [] },
  standing: {
    competitionId: 2,
    competitionName: 'Premier League',
    group: null,
    row: row(2, 1000, 'Arsenal', 26),
    rows: [row(1, 1011, 'Liverpool', 28), row(2, 1000, 'Arsenal', 26), row(3, 1012, 'Manchester City', 25)],
    size: 20,
  },
  form: [
    {
      matchId: 3,
      date: '2026-11-15',
      competitionName: 'Premier League',
      venue: 'A',
      opponent: { id: 1006, name: 'Chelsea', teamAbrevName: 'CHE' },
      goalsFor: 1,
      goalsAgainst: 3,
      result: 'L',
    },
    {
      matchId: 2,
      date: '2026-11-08',
      competitionName: 'Premier League',
      venue: 'H',
      opponent: { id: 1006, name: 'Chelsea', teamAbrevName: 'CHE' },
      goalsFor: 1,
      goalsAgainst: 1,
      result: 'D',
    },
    {
      matchId: 1,
      date: '2026-11-01',
      competitionName: 'Premier League',
      venue: 'H',
      opponent: { id: 1006, name: 'Chelsea', teamAbrevName: 'CHE' },
      goalsFor: 2,
      goalsAgainst: 0,
      result: 'W',
    },
  ],
  squad: Array.from({ length: 25 }, (_, i) => ({
    id: 100000 + i + 1,
    name: `Player ${i + 1}`,
    shirt: i + 1,
    position: i + 1 === 1 || i + 1 === 13 ? 'GK' : i + 1 <= 5 ? 'DEF' : i + 1 <= 8 ? 'MID' : 'FWD',
  })),
};

const show = (matches = MATCHES, profile: TeamProfile | null = PROFILE) =>
  renderFootball(<TeamPage />, {
    path: '/football/team/arsenal/1000',
    route: '/football/team/:slug/:id',
    data: [
      [
        ['football', 'team', 1000],
        { team: { ...ARSENAL, competitionId: 2 }, competition: PROFILE.competition, matches },
      ],
      ...(profile ? [[['football', 'team-profile', 1000], profile] as [QueryKey, unknown]] : []),
    ],
  });

describe('team page', () => {
  it('heads the page with the crest, the league and the place in the table, points, played and form', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Arsenal' })).toBeInTheDocument();
    const header = screen.getByTestId('team-header');
    // The crest is drawn from the club's colours; beside the name it is decoration, hidden from screen readers.
    const crest = header.querySelector('svg[data-crest]');
    expect(crest).toHaveAttribute('data-crest', 'plain');
    expect(crest!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(header).getByRole('link', { name: 'Premier League' })).toHaveAttribute(
      'href',
      '/football/league-tables/premier-league/2',
    );
    expect(screen.getByTestId('team-position')).toHaveTextContent('2nd of 20');
    expect(screen.getByTestId('team-points')).toHaveTextContent('26');
    expect(screen.getByTestId('team-played')).toHaveTextContent('12');
    // Oldest first, so the latest result is read last.
    expect(
      within(screen.getByTestId('team-form'))
        .getAllByText(/^(Won|Drawn|Lost)$/)
        .map((e) => e.textContent),
    ).toEqual(['Won', 'Drawn', 'Lost']);
  });

  it("marks each result W, D or L from the team's side, home or away", () => {
    show();
    const results = screen.getByRole('region', { name: 'Results' });
    const marks = within(results)
      .getAllByTestId('fixture')
      .map((r) => [r.dataset.matchId, r.querySelector('[data-result]')?.textContent]);
    // Newest first: lost 3-1 away, drew 1-1, won 2-0.
    expect(marks).toEqual([
      ['3', 'L'],
      ['2', 'D'],
      ['1', 'W'],
    ]);
  });

  it('shows the table around the team with its row picked out, and the way to the whole table', () => {
    show();
    const table = screen.getByTestId('team-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.querySelector('[data-highlight]')).not.toBeNull();
    expect(within(rows[1]!).getByText('(this team)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Full Premier League table' })).toBeInTheDocument();
  });

  it('lists the squad by position with shirt numbers and links to the players', () => {
    show();
    const keepers = screen.getByTestId('squad-GK');
    expect(
      within(keepers)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Player 1', 'Player 13']);
    expect(
      within(keepers)
        .getAllByTestId('shirt')
        .map((e) => e.textContent),
    ).toEqual(['Shirt 1', 'Shirt 13']);
    expect(within(keepers).getByRole('link', { name: 'Player 13' })).toHaveAttribute(
      'href',
      '/football/player/player-13/100013',
    );
    expect(screen.getByRole('heading', { name: 'Forwards' })).toBeInTheDocument();
  });

  it('shows the latest five results and all of them on request', async () => {
    const many = Array.from({ length: 7 }, (_, i) => played(10 + i, 1 + i, 1, 0));
    show(many);
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getAllByTestId('fixture')).toHaveLength(5);
    await userEvent.setup().click(within(results).getByRole('button', { name: 'Show all 7 results' }));
    expect(within(results).getAllByTestId('fixture')).toHaveLength(7);
  });

  it('without its profile still names the team and lists its matches', () => {
    show(MATCHES, null);
    expect(screen.getByRole('heading', { level: 1, name: 'Arsenal' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Results' })).getAllByTestId('fixture')).toHaveLength(3);
  });
});
