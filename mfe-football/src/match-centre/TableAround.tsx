import styled from 'styled-components';
import { leagueTablePath, type LeagueTableRow } from '@sl/contracts';
import { type TableExcerpt } from '@sl/contracts/match-centre';
import { CardTitle, DataTable, TextLink, color, fontWeight, type DataTableColumn } from '@sl/ui';

/** Both teams' rows stand out (the position column shows where the excerpt skips places). */
const Excerpt = styled.div`
  tr:has([data-highlight]) > * {
    background: ${color.highlight};
    font-weight: ${fontWeight.bold};
  }
`;

/** The competition table around the two teams, with the way to the full table. */
export function TableAround({ table, teamIds }: { table: TableExcerpt; teamIds: readonly number[] }) {
  const columns: Array<DataTableColumn<LeagueTableRow>> = [
    { key: 'pos', header: 'Pos', align: 'right', render: (r) => r.position },
    {
      key: 'team',
      header: 'Team',
      isRowHeader: true,
      render: (r) =>
        teamIds.includes(r.team.id) ? <span data-highlight="true">{r.team.name}</span> : r.team.name,
    },
    { key: 'p', header: 'P', label: 'Played', align: 'right', render: (r) => r.played },
    { key: 'w', header: 'W', label: 'Won', align: 'right', render: (r) => r.won, hideBelow: 'mobile' },
    { key: 'd', header: 'D', label: 'Drawn', align: 'right', render: (r) => r.drawn, hideBelow: 'mobile' },
    { key: 'l', header: 'L', label: 'Lost', align: 'right', render: (r) => r.lost, hideBelow: 'mobile' },
    { key: 'gd', header: 'GD', label: 'Goal difference', align: 'right', render: (r) => r.goalDifference },
    { key: 'pts', header: 'Pts', label: 'Points', align: 'right', render: (r) => r.points },
  ];
  const caption = `${table.competitionName}${table.group ? ` ${table.group}` : ''} table around both teams`;
  return (
    <section aria-labelledby="table-heading">
      <CardTitle level={2} id="table-heading">
        {table.competitionName} table
      </CardTitle>
      <Excerpt>
        <DataTable
          caption={caption}
          captionHidden
          columns={columns}
          rows={table.rows}
          rowKey={(r) => String(r.team.id)}
        />
      </Excerpt>
      <p>
        <TextLink to={leagueTablePath(table.competitionName, table.competitionId, table.group ?? undefined)}>
          Full {table.competitionName} table
        </TextLink>
      </p>
    </section>
  );
}
