import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { compareCompetitions, leagueTablePath, routeSlug, teamPath, useFeatureFlag } from '@sl/contracts';
import { useCompetitions, useLeagueTable } from '../api/queries';

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

/** A competition's table(s); with a group, only that group. Movement icons sit behind their feature flag. */
export function LeagueTableView({ competitionId, group }: { competitionId: number; group?: string }) {
  const { data, isPending, isError } = useLeagueTable(competitionId);
  const movementIcons = useFeatureFlag('footballMovementIcons');
  if (isPending) return <p aria-busy="true">Loading table…</p>;
  if (isError) return <p>There is no table for this competition.</p>;
  const groups = group ? data.groups.filter((g) => g.name && routeSlug(g.name) === group) : data.groups;
  return (
    <>
      {groups.map((g) => (
        <section key={g.name ?? 'table'} aria-label={g.name ?? `${data.competition.name} table`}>
          {g.name && (
            <h2>
              <Link to={leagueTablePath(data.competition.name, data.competition.id, g.name)}>{g.name}</Link>
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
                  <tr key={r.team.id}>
                    <td>{r.position}</td>
                    <td>{path ? <Link to={path}>{r.team.name}</Link> : r.team.name}</td>
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
