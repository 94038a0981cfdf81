import { Link, useParams } from 'react-router';
import { racecardPath, type ProfileKind } from '@sl/contracts';
import { useProfile } from '../api/queries';
import { FollowSlot } from '../follow/FollowSlot';
import { Performances } from '../racecard/Performances';

const TITLES: Record<ProfileKind, string> = { horse: 'Horse', jockey: 'Jockey', trainer: 'Trainer' };
const FOLLOW_TYPES = { horse: 'HORSE', jockey: 'JOCKEY', trainer: 'TRAINER' } as const;

/** /racing/profiles/{horse|jockey|trainer}/{id} */
export function ProfilePage({ kind }: { kind: ProfileKind }) {
  const { id = '' } = useParams();
  const valid = /^\d{12}$/.test(id);
  const { data, isPending, isError } = useProfile(kind, valid ? id : '000000000000');
  if (!valid || isError)
    return (
      <>
        <h1>{TITLES[kind]} not found</h1>
        <p role="alert">We could not find this {kind}.</p>
      </>
    );
  if (isPending) return <p aria-busy="true">Loading…</p>;
  return (
    <>
      <h1>{data.name}</h1>
      <p>
        {TITLES[kind]} profile{' '}
        <FollowSlot
          type={FOLLOW_TYPES[kind]}
          id={id}
          displayText={data.name}
          context={`${TITLES[kind]} ${data.name}`}
        />
      </p>
      <h2>Entries</h2>
      <ul>
        {data.entries.map((e) => (
          <li key={`${e.raceId}-${e.horseCode}`}>
            <Link to={racecardPath(e.meetingDate, e.courseName, e.raceId, e.title)}>
              {e.meetingDate} {e.offTimeLocal} {e.courseName}
            </Link>
            {kind !== 'horse' && ` (${e.horseName})`}
          </li>
        ))}
      </ul>
      <h2>Form</h2>
      <Performances performances={data.performances} caption={`Recent runs: ${data.name}`} />
    </>
  );
}
