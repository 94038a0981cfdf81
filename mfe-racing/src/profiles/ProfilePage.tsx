import { useParams } from '@sl/contracts/routing';
import styled from 'styled-components';
import { ErrorState, LoadingBlock, color, fontSize, space } from '@sl/ui';
import type { ProfileKind } from '@sl/contracts';
import type { RacingProfileView } from '@sl/contracts/race-history';
import { useProfile } from '../api/queries';
import { FollowButtonSlot } from '@sl/contracts/federation';
import { HorseProfile } from './HorseProfile';
import { PersonProfile } from './PersonProfile';

const TITLES: Record<ProfileKind, string> = { horse: 'Horse', jockey: 'Jockey', trainer: 'Trainer' };
const FOLLOW_TYPES = { horse: 'HORSE', jockey: 'JOCKEY', trainer: 'TRAINER' } as const;

const Kind = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  margin: 0 0 ${space.lg};
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

/** /racing/profiles/{horse|jockey|trainer}/{id} */
export function ProfilePage({ kind }: { kind: ProfileKind }) {
  const { id = '' } = useParams();
  const valid = /^\d{12}$/.test(id);
  const { data, isPending, isError, error, refetch } = useProfile(kind, valid ? id : '000000000000');
  const missing =
    !valid || (isError && (error as { response?: { status?: number } }).response?.status === 404);
  if (missing)
    return (
      <>
        <h1>{TITLES[kind]} not found</h1>
        <p role="alert">We could not find this {kind}.</p>
      </>
    );
  if (isError)
    return (
      <>
        <h1>{TITLES[kind]}</h1>
        <ErrorState title={`This ${kind} could not be loaded.`} onRetry={() => void refetch()}>
          Please try again shortly.
        </ErrorState>
      </>
    );
  if (isPending) return <LoadingBlock label="Loading profile" lines={8} />;
  const profile = data as RacingProfileView;
  return (
    <>
      <h1>{profile.name}</h1>
      <Kind>
        {TITLES[kind]} profile{' '}
        <FollowButtonSlot
          type={FOLLOW_TYPES[kind]}
          id={id}
          displayText={profile.name}
          label={`${TITLES[kind]} ${profile.name}`}
        />
      </Kind>
      {kind === 'horse' ? (
        <HorseProfile profile={profile} />
      ) : (
        <PersonProfile profile={profile} kind={kind} />
      )}
    </>
  );
}
