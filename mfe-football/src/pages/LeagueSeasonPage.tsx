import { useParams } from '@sl/contracts/routing';
import styled from 'styled-components';
import { Badge, LoadingBlock, color, space } from '@sl/ui';
import { leagueTableSeasonPath } from '@sl/contracts';
import { useSeasonTable } from '../api/queries';
import { LeagueTables, SeasonLinks } from './LeagueTablePage';
import { NotFound } from './NotFound';

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  color: ${color.muted};
`;

/** /football/league-tables/{slug}/{id}/seasons/{season}/{seasonId}[/{group}]: a season's table, final or as it stands. */
export function LeagueSeasonPage() {
  const { id, seasonId, group } = useParams();
  const competitionId = Number(id);
  const season = Number(seasonId);
  const { data, isPending, isError } = useSeasonTable(competitionId, season);
  if (!Number.isInteger(competitionId) || !Number.isInteger(season) || isError) return <NotFound />;
  if (isPending) return <LoadingBlock label="Loading table" lines={10} />;
  const { competition } = data;
  const name = data.season?.name ?? '';
  const slug = data.season?.slug ?? String(season);
  if (group && !data.groups.length) return <NotFound />;
  return (
    <>
      <h1>
        {competition.name} table {name}
      </h1>
      <SeasonLinks competitionId={competitionId} currentSeasonId={season} />
      <Status>
        {data.season?.current ? (
          <>
            <Badge tone="info">Live</Badge> The table as it stands.
          </>
        ) : (
          <>
            <Badge tone="neutral">Final</Badge> Final table of the {name} season.
          </>
        )}
      </Status>
      <LeagueTables
        data={data}
        group={group}
        groupPath={(g) => leagueTableSeasonPath(competition.name, competition.id, slug, season, g)}
      />
    </>
  );
}
