import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import {
  compareCompetitions,
  leagueTablePath,
  leagueTableSeasonPath,
  routeSlug,
  teamPath,
  useFeatureFlag,
  type LeagueTable,
} from '@sl/contracts';
import { useCompetitions, useLeagueTable, useSeasons } from '../api/queries';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${(p) => p.theme.colors.surface};
  margin-bottom: 16px;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 4px 6px;
    border-bottom: 1px solid ${(p) => p.theme.colors.page};
    text-align: right;
  }
  th:nth-child(2),
  td:nth-child(2) {
    text-align: left;
  }
`;

function Movement({ by }: { by: number }) {
  if (by > 0) return <span aria-label={`up ${by}`}>▲</span>;
  if (by < 0) return <span aria-label={`down ${-by}`}>▼</span>;
  return <span aria-label="no change">–</span>;
}

export interface LeagueTablesProps {
  data: LeagueTable;
  /** Only this group (its slug). */
  group?: string;
  /** Where a group heading links: the group's own table. */
  groupPath?: (name: string) => string;
  /** The team whose row is picked out (a team's page inside a competition). */
  highlightTeamId?: number;
}

/** A competition's table(s), as answered; movement icons sit behind their feature flag. */
export function LeagueTables({ data, group, groupPath, highlightTeamId }: LeagueTablesProps) {
  const movementIcons = useFeatureFlag('footballMovementIcons');
  const groups = group ? data.groups.filter((g) => g.name && routeSlug(g.name) === group) : data.groups;
  const linkOf =
    groupPath ?? ((name: string) => leagueTablePath(data.competition.name, data.competition.id, name));
  return (
    <>
      {groups.map((g) => (
        <section key={g.name ?? 'table'} aria-label={g.name ?? `${data.competition.name} table`}>
          {g.name && (
            <h2>
              <Link to={linkOf(g.name)}>{g.name}</Link>
            </h2>
          )}
          <Table data-testid="league-table">
            <thead>
              <tr>
                <th scope="col">Pos</th>
                <th scope="col">Team</th>
                <th scope="col">P</th>
                <th scope="col">W</th>
                <th scope="col">D</th>
                <th scope="col">L</th>
                <th scope="col">GD</th>
                <th scope="col">Pts</th>
                {movementIcons && <th scope="col">Move</th>}
              </tr>
            </thead>
            <tbody>
              {g.rows.map((r) => {
                const path = teamPath(r.team.name, r.team.id);
                return (
                  <tr key={r.team.id} data-highlight={r.team.id === highlightTeamId || undefined}>
                    <td>{r.position}</td>
                    <td>
                      {path ? <Link to={path}>{r.team.name}</Link> : r.team.name}
                      {r.team.id === highlightTeamId && <strong> (this team)</strong>}
                    </td>
                    <td>{r.played}</td>
                    <td>{r.won}</td>
                    <td>{r.drawn}</td>
                    <td>{r.lost}</td>
                    <td>{r.goalDifference}</td>
                    <td>{r.points}</td>
                    {movementIcons && (
                      <td>
                        <Movement by={r.movement} />
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </section>
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

/** Links to the competition's earlier seasons' tables. */
export function SeasonLinks({
  competitionId,
  currentSeasonId,
}: {
  competitionId: number;
  currentSeasonId?: number;
}) {
  const { data } = useSeasons(competitionId);
  if (!data) return null;
  return (
    <nav aria-label="Seasons">
      <ul>
        {data.seasons.map((s) => (
          <li key={s.id}>
            <Link
              to={leagueTableSeasonPath(data.competition.name, data.competition.id, s.slug, s.id)}
              aria-current={s.id === currentSeasonId ? 'page' : undefined}
            >
              {s.name} table
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /football/league-tables/{slug}/{id}[/{group}] */
export function LeagueTablePage() {
  const { id, group } = useParams();
  const competitionId = Number(id);
  const { data } = useCompetitions();
  const competition = data?.find((c) => c.id === competitionId);
  return (
    <>
      <h1>{competition ? `${competition.name} table` : 'League table'}</h1>
      <LeagueTableView competitionId={competitionId} group={group} />
      {competition?.hasTable && <SeasonLinks competitionId={competitionId} />}
    </>
  );
}

/** /football/league-tables: every competition that has a table. */
export function LeagueTablesIndex() {
  const { data } = useCompetitions();
  return (
    <>
      <h1>Football league tables</h1>
      <ul>
        {(data ?? [])
          .filter((c) => c.hasTable)
          .sort(compareCompetitions)
          .map((c) => (
            <li key={c.id}>
              <Link to={leagueTablePath(c.name, c.id)}>{c.name}</Link>
            </li>
          ))}
      </ul>
    </>
  );
}
