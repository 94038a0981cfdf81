import { useParams } from 'react-router';
import { leagueTableSeasonPath } from '@sl/contracts';
import { useSeasonTable } from '../api/queries';
import { LeagueTables, SeasonLinks } from './LeagueTablePage';
import { NotFound } from './NotFound';

/** /football/league-tables/{slug}/{id}/seasons/{season}/{seasonId}[/{group}]: a season's table, final or as it stands. */
export function LeagueSeasonPage() {
  const { id, seasonId, group } = useParams();
  const competitionId = Number(id);
  const season = Number(seasonId);
  const { data, isPending, isError } = useSeasonTable(competitionId, season);
  if (!Number.isInteger(competitionId) || !Number.isInteger(season) || isError) return <NotFound />;
  if (isPending) return <p aria-busy="true">Loading table…</p>;
  const { competition } = data;
  const name = data.season?.name ?? '';
  const slug = data.season?.slug ?? String(season);
  if (group && !data.groups.length) return <NotFound />;
  return (
    <>
      <h1>
        {competition.name} table {name}
      </h1>
      <p>{data.season?.current ? 'The table as it stands.' : `Final table of the ${name} season.`}</p>
      <LeagueTables
        data={data}
        group={group}
        groupPath={(g) => leagueTableSeasonPath(competition.name, competition.id, slug, season, g)}
      />
      <SeasonLinks competitionId={competitionId} currentSeasonId={season} />
    </>
  );
}
