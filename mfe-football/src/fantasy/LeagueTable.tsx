import { useFantasyLeague } from './api';
import { Table, Muted, Section } from './styles';
import { LoadingBlock } from '@sl/ui';

/** The members' league: every member's team ranked by total points; the top `limit` rows. */
export function FantasyLeagueTable({ limit, myTeamName }: { limit: number; myTeamName?: string }) {
  const { data, isPending, isError } = useFantasyLeague(limit);
  return (
    <Section aria-labelledby="fantasy-league">
      <h2 id="fantasy-league">Members&apos; league</h2>
      {isPending ? (
        <LoadingBlock label="Loading the league…" />
      ) : isError ? (
        <p>The league table cannot be shown right now.</p>
      ) : data.entries.length === 0 ? (
        <p>No member has picked a team yet: be the first.</p>
      ) : (
        <>
          <Table data-testid="fantasy-league">
            <caption>
              Top {Math.min(limit, data.total)} of {data.total} {data.total === 1 ? 'team' : 'teams'}
              {data.currentGameweek ? `, after gameweek ${data.currentGameweek}` : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="num">
                  Rank
                </th>
                <th scope="col">Team</th>
                <th scope="col" className="num">
                  <abbr title="Latest gameweek">GW</abbr>
                </th>
                <th scope="col" className="num">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={`${e.rank}-${e.teamName}`} data-mine={e.teamName === myTeamName || undefined}>
                  <td className="num">{e.rank}</td>
                  <td>{e.teamName}</td>
                  <td className="num">{e.latest}</td>
                  <td className="num">{e.total}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Muted>Points are added at full time of each Premier League match.</Muted>
        </>
      )}
    </Section>
  );
}
