import { useParams } from '@sl/contracts/routing';
import styled from 'styled-components';
import {
  CardSection,
  DataTable,
  Icon,
  NavTabs,
  TextLink,
  VisuallyHidden,
  color,
  fontSize,
  fontWeight,
  size,
  space,
  type DataTableColumn,
} from '@sl/ui';
import {
  compareCompetitions,
  leagueTablePath,
  leagueTableSeasonPath,
  routeSlug,
  teamPath,
  useFeatureFlag,
  type LeagueTable,
  type LeagueTableRow,
} from '@sl/contracts';
import { useCompetitions, useLeagueTable, useSeasons } from '../api/queries';
import { TeamName } from '../matches/TeamName';

const Move = styled.span<{ $by: number }>`
  display: inline-flex;
  color: ${(p) => (p.$by > 0 ? color.positive : p.$by < 0 ? color.negative : color.muted)};
`;

function Movement({ by }: { by: number }) {
  if (by > 0)
    return (
      <Move $by={by}>
        <Icon name="trending-up" size="sm" label={`up ${by}`} />
      </Move>
    );
  if (by < 0)
    return (
      <Move $by={by}>
        <Icon name="trending-down" size="sm" label={`down ${-by}`} />
      </Move>
    );
  return (
    <Move $by={0}>
      <Icon name="minus" size="sm" label="no change" />
    </Move>
  );
}

const Highlight = styled.strong`
  font-weight: ${fontWeight.black};
  color: ${color.text};
`;

const Pts = styled.span`
  font-weight: ${fontWeight.bold};
`;

const TeamCell = styled.span`
  display: inline-flex;
  a {
    color: ${color.text};
    text-decoration: none;
    font-weight: ${fontWeight.semibold};
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** Picks out the team's own row (a team's page, or a table seen from a team). */
export const TableWrap = styled.div`
  tbody tr:has([data-highlight]) {
    background: ${color.highlight};
  }
`;

const Section = styled.section`
  margin-bottom: ${space.lg};
  h2 {
    font-size: ${fontSize.lg};
    margin: 0 0 ${space.sm};
  }
`;

export interface LeagueTablesProps {
  data: LeagueTable;
  /** Only this group (its slug). */
  group?: string;
  /** Where a group heading links: the group's own table. */
  groupPath?: (name: string) => string;
  /** The team whose row is picked out (a team's page inside a competition). */
  highlightTeamId?: number;
  /** Only these rows (the excerpt around a team), instead of each group's whole table. */
  rows?: LeagueTableRow[];
}

/**
 * The table's columns; on a phone only Pos, Team, P, GD and Pts stay (the rest are dropped, not squeezed), so the
 * table fits a 320 px screen without scrolling sideways.
 */
export function tableColumns(
  movementIcons: boolean,
  highlightTeamId?: number,
): Array<DataTableColumn<LeagueTableRow>> {
  const number = (key: keyof LeagueTableRow, header: string, label: string, hide?: 'mobile') => ({
    key,
    header: <abbr title={label}>{header}</abbr>,
    label,
    align: 'right' as const,
    hideBelow: hide,
    render: (r: LeagueTableRow) => String(r[key] as number),
  });
  const columns: Array<DataTableColumn<LeagueTableRow>> = [
    { key: 'pos', header: 'Pos', label: 'Position', align: 'right', render: (r) => r.position },
    {
      key: 'team',
      header: 'Team',
      isRowHeader: true,
      render: (r) => {
        const path = teamPath(r.team.name, r.team.id);
        const name = <TeamName team={r.team} />;
        const isTeam = r.team.id === highlightTeamId;
        return (
          <TeamCell data-team-id={r.team.id} data-highlight={isTeam || undefined}>
            {path ? <TextLink to={path}>{isTeam ? <Highlight>{name}</Highlight> : name}</TextLink> : name}
            {isTeam && <VisuallyHidden> (this team)</VisuallyHidden>}
          </TeamCell>
        );
      },
    },
    number('played', 'P', 'Played'),
    number('won', 'W', 'Won', 'mobile'),
    number('drawn', 'D', 'Drawn', 'mobile'),
    number('lost', 'L', 'Lost', 'mobile'),
    number('goalsFor', 'F', 'Goals for', 'mobile'),
    number('goalsAgainst', 'A', 'Goals against', 'mobile'),
    {
      key: 'gd',
      header: <abbr title="Goal difference">GD</abbr>,
      label: 'Goal difference',
      align: 'right',
      render: (r) => (r.goalDifference > 0 ? `+${r.goalDifference}` : String(r.goalDifference)),
    },
    {
      key: 'pts',
      header: <abbr title="Points">Pts</abbr>,
      label: 'Points',
      align: 'right',
      render: (r) => <Pts>{r.points}</Pts>,
    },
  ];
  if (movementIcons)
    columns.push({
      key: 'move',
      header: 'Move',
      label: 'Movement since last week',
      align: 'center',
      hideBelow: 'mobile',
      render: (r) => <Movement by={r.movement} />,
    });
  return columns;
}

/** The columns a table keeps in a side column or on a phone. */
export const COMPACT_COLUMNS = ['pos', 'team', 'played', 'gd', 'pts'];

/** A competition's table(s), as answered; movement icons sit behind their feature flag. */
export function LeagueTables({ data, group, groupPath, highlightTeamId, rows }: LeagueTablesProps) {
  const movementIcons = useFeatureFlag('footballMovementIcons');
  const groups = group ? data.groups.filter((g) => g.name && routeSlug(g.name) === group) : data.groups;
  const linkOf =
    groupPath ?? ((name: string) => leagueTablePath(data.competition.name, data.competition.id, name));
  const columns = tableColumns(movementIcons, highlightTeamId);
  return (
    <>
      {groups.map((g) => (
        // A group's section is named by the group; a single table's own scroll region already carries its name,
        // and a second landmark of the same name is one too many (axe landmark-unique).
        <Section key={g.name ?? 'table'} aria-label={g.name ?? undefined}>
          {g.name && (
            <h2>
              <TextLink to={linkOf(g.name)}>{g.name}</TextLink>
            </h2>
          )}
          <TableWrap data-testid="league-table">
            <DataTable
              caption={g.name ? `${data.competition.name}: ${g.name}` : `${data.competition.name} table`}
              captionHidden
              columns={columns}
              rows={rows ?? g.rows}
              rowKey={(r) => String(r.team.id)}
            />
          </TableWrap>
        </Section>
      ))}
    </>
  );
}

/** A competition's current table(s), fetched; with a group, only that group. */
export function LeagueTableView({ competitionId, group }: { competitionId: number; group?: string }) {
  const { data, isPending, isError } = useLeagueTable(competitionId);
  if (isPending) return <p aria-busy="true">Loading table…</p>;
  if (isError) return <p>There is no table for this competition.</p>;
  return <LeagueTables data={data} group={group} />;
}

/** Tabs to the competition's seasons' tables (the one shown is the current tab). */
export function SeasonLinks({ competitionId }: { competitionId: number; currentSeasonId?: number }) {
  const { data } = useSeasons(competitionId);
  if (!data) return null;
  return (
    <SeasonTabs
      label="Seasons"
      items={data.seasons.map((s) => ({
        to: leagueTableSeasonPath(data.competition.name, data.competition.id, s.slug, s.id),
        label: `${s.name} table`,
      }))}
    />
  );
}

const SeasonTabs = styled(NavTabs)`
  margin: ${space.lg} 0;
`;

/** /football/league-tables/{slug}/{id}[/{group}] */
export function LeagueTablePage() {
  const { id, group } = useParams();
  const competitionId = Number(id);
  const { data } = useCompetitions();
  const competition = data?.find((c) => c.id === competitionId);
  return (
    <>
      <h1>{competition ? `${competition.name} table` : 'League table'}</h1>
      {competition?.hasTable && <SeasonLinks competitionId={competitionId} />}
      <LeagueTableView competitionId={competitionId} group={group} />
    </>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${size.cardMin}), 1fr));
  gap: ${space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: flex;
    align-items: center;
    min-height: ${size.target};
  }
`;

/** /football/league-tables: every competition that has a table. */
export function LeagueTablesIndex() {
  const { data } = useCompetitions();
  return (
    <>
      <h1>Football league tables</h1>
      <CardSection title="Competitions" titleId="tables-heading">
        <Grid>
          {(data ?? [])
            .filter((c) => c.hasTable)
            .sort(compareCompetitions)
            .map((c) => (
              <li key={c.id}>
                <TextLink to={leagueTablePath(c.name, c.id)}>{c.name}</TextLink>
              </li>
            ))}
        </Grid>
      </CardSection>
    </>
  );
}
