import { useParams } from '@sl/contracts/routing';
import { Card, LoadingBlock, StatList, TextLink } from '@sl/ui';
import { teamPath } from '@sl/contracts';
import { POSITION_NAMES, positionOfShirt } from '@sl/contracts/fantasy';
import { usePlayer } from '../api/queries';
import { CrestHead } from '../matches/CrestHead';
import { TeamCrest } from '../matches/TeamCrest';
import { NotFound } from './NotFound';

/** /football/player/{slug}/{id}[/...]: who the player is, his position and the club he plays for. */
export function PlayerPage() {
  const { id } = useParams();
  const { data, isPending, isError } = usePlayer(Number(id));
  if (isError) return <NotFound />;
  if (isPending) return <LoadingBlock label="Loading player" lines={4} />;
  const path = teamPath(data.team.name, data.team.id);
  const position = positionOfShirt(data.player.shirt);
  return (
    <Card as="section" padding="lg" aria-labelledby="player-name">
      <CrestHead>
        <TeamCrest team={data.team} size="lg" />
        <h1 id="player-name">{data.player.name}</h1>
      </CrestHead>
      <StatList
        size="lg"
        stats={[
          { term: 'Club', value: path ? <TextLink to={path}>{data.team.name}</TextLink> : data.team.name },
          { term: 'Shirt', value: data.player.shirt },
          position && { term: 'Position', value: POSITION_NAMES[position] },
        ]}
      />
    </Card>
  );
}
