import { Link, useParams } from 'react-router';
import { teamPath } from '@sl/contracts';
import { usePlayer } from '../api/queries';
import { NotFound } from './NotFound';

/** /football/player/{slug}/{id}[/...]: who the player is and the club he plays for. */
export function PlayerPage() {
  const { id } = useParams();
  const { data, isPending, isError } = usePlayer(Number(id));
  if (isError) return <NotFound />;
  if (isPending) return <p aria-busy="true">Loading player…</p>;
  const path = teamPath(data.team.name, data.team.id);
  return (
    <>
      <h1>{data.player.name}</h1>
      <p>
        Shirt {data.player.shirt} · {path ? <Link to={path}>{data.team.name}</Link> : data.team.name}
      </p>
    </>
  );
}
