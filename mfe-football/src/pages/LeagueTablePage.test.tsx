import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { featureFlagsStore, type LeagueTable } from '@sl/contracts';
import { renderFootball } from '../test-support/render';
import { COMPACT_COLUMNS, LeagueTableView, tableColumns } from './LeagueTablePage';

const row = (position: number, id: number, name: string, movement: number) => ({
  position,
  team: { id, name, teamAbrevName: name.slice(0, 3).toUpperCase() },
  played: 10,
  won: 5,
  drawn: 3,
  lost: 2,
  goalsFor: 15,
  goalsAgainst: 10,
  goalDifference: 5,
  points: 18,
  movement,
});

const TABLE: LeagueTable = {
  competition: { id: 2, name: 'Premier League', sort_order: 2, hasTable: true, groups: [] },
  groups: [{ name: null, rows: [row(1, 1000, 'Arsenal', 2), row(2, 1011, 'Liverpool', -1)] }],
};

const show = () =>
  renderFootball(<LeagueTableView competitionId={2} />, { data: [[['football', 'table', 2], TABLE]] });

afterEach(() => featureFlagsStore.getState().setFlags({}));

describe('league table movement icons', () => {
  it('shows the movement column while footballMovementIcons is on (its default)', () => {
    show();
    expect(screen.getByRole('columnheader', { name: 'Move' })).toBeInTheDocument();
    expect(screen.getByLabelText('up 2')).toBeInTheDocument();
    expect(screen.getByLabelText('down 1')).toBeInTheDocument();
  });

  it('hides it when the shared feature configuration switches the flag off, and follows later changes', () => {
    featureFlagsStore.getState().setFlags({ footballMovementIcons: false });
    show();
    expect(screen.queryByRole('columnheader', { name: 'Move' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('up 2')).not.toBeInTheDocument();
    act(() => featureFlagsStore.getState().setFlags({ footballMovementIcons: true }));
    expect(screen.getByRole('columnheader', { name: 'Move' })).toBeInTheDocument();
  });
});

describe('league table layout', () => {
  it('keeps Pos, Team, P, GD and Pts on a phone and drops the rest', () => {
    const kept = tableColumns(true)
      .filter((c) => !c.hideBelow)
      .map((c) => c.key);
    expect(kept).toEqual(['pos', 'team', 'played', 'gd', 'pts']);
    expect(kept).toEqual(COMPACT_COLUMNS);
  });

  it('draws a crest beside every team, links the team and signs goal difference', () => {
    show();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r.querySelector('svg[data-crest]')).not.toBeNull();
    expect(within(rows[0]!).getByRole('link', { name: 'Arsenal' })).toHaveAttribute(
      'href',
      '/football/team/arsenal/1000',
    );
    expect(within(rows[0]!).getByText('+5')).toBeInTheDocument();
  });
});
