import { CardSection, DataTable, TextLink, space } from '@sl/ui';
import styled from 'styled-components';
import { leagueTablePath, useFeatureFlag } from '@sl/contracts';
import { type TeamStanding } from '@sl/contracts/match-centre';
import { COMPACT_COLUMNS, TableWrap, tableColumns } from '../pages/LeagueTablePage';

const More = styled.p`
  margin: ${space.sm} 0 0;
`;

/** The rows of the league table around the team, its own row picked out, with the way to the whole table. */
export function TableExcerpt({ standing, teamId }: { standing: TeamStanding; teamId: number }) {
  const movementIcons = useFeatureFlag('footballMovementIcons');
  const title = standing.group ? `${standing.competitionName}: ${standing.group}` : standing.competitionName;
  return (
    <CardSection title="Table" titleId="table-heading">
      <TableWrap data-testid="team-table">
        <DataTable
          caption={`${title}, around ${standing.row.team.name}`}
          captionHidden
          columns={tableColumns(movementIcons, teamId).filter((c) => COMPACT_COLUMNS.includes(c.key))}
          rows={standing.rows}
          rowKey={(r) => String(r.team.id)}
        />
      </TableWrap>
      <More>
        <TextLink
          to={leagueTablePath(standing.competitionName, standing.competitionId, standing.group ?? undefined)}
        >
          Full {title} table
        </TextLink>
      </More>
    </CardSection>
  );
}
