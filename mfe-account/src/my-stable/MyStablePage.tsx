import styled from 'styled-components';
import { FOLLOW_PROMPT, useAuth, type Subscription, type SubscriptionType } from '@sl/contracts';
import { SignInButtons } from '../follow/FollowPrompt';
import { useSubscriptions } from '../follow/useSubscriptions';
import { FollowsList } from './FollowsList';
import { MatchesNext } from './MatchesNext';
import { RacesNext } from './RacesNext';
import { RunnersNext } from './RunnersNext';
import { Section } from './styles';
import { ButtonLink, EmptyState, Skeleton, space } from '@sl/ui';

const Page = styled.div`
  h1 {
    margin: 0 0 ${space.lg};
  }
`;

const ofType = (list: Subscription[], type: SubscriptionType) =>
  list.filter((s) => s.subscription_type === type);

/** The followed runners' blocks, in this order: horses, then jockeys, then trainers. */
const RUNNER_FOLLOWS = [
  {
    kind: 'horse',
    type: 'HORSE',
    heading: 'Your horses: runs today and tomorrow',
    empty: 'None of your horses is declared to run today or tomorrow.',
  },
  {
    kind: 'jockey',
    type: 'JOCKEY',
    heading: 'Your jockeys: rides today and tomorrow',
    empty: 'None of your jockeys has a ride today or tomorrow.',
  },
  {
    kind: 'trainer',
    type: 'TRAINER',
    heading: 'Your trainers: runners today and tomorrow',
    empty: 'None of your trainers has a runner today or tomorrow.',
  },
] as const;

function MemberStable() {
  const subscriptions = useSubscriptions();
  // A failed load is only logged (document 2, section 8): no message, just nothing to show.
  if (subscriptions.isError) return null;
  if (subscriptions.isPending)
    return (
      <Section role="status" aria-label="Loading your follows">
        <Skeleton lines={4} />
      </Section>
    );
  const list = subscriptions.data;
  if (list.length === 0) {
    return (
      <div data-testid="my-stable-empty">
        <EmptyState
          icon="heart"
          title="You are not following anything yet"
          action={<ButtonLink to="/racing/racecards">Find a horse on today’s racecards</ButtonLink>}
        >
          Use the Follow buttons on race cards, profiles and match pages to add horses, jockeys, trainers,
          races and matches to My Stable.
        </EmptyState>
      </div>
    );
  }
  const races = ofType(list, 'RACE');
  const matches = ofType(list, 'FOOTBALL_MATCH');
  return (
    <>
      <FollowsList list={list} />
      {RUNNER_FOLLOWS.map(({ kind, type, heading, empty }) => {
        const follows = ofType(list, type);
        return (
          follows.length > 0 && (
            <RunnersNext key={kind} kind={kind} follows={follows} heading={heading} empty={empty} />
          )
        );
      })}
      {races.length > 0 && <RacesNext follows={races} />}
      {matches.length > 0 && <MatchesNext follows={matches} />}
    </>
  );
}

/** /racing/my-stable: the member's follows and what they do next; visitors get the prompt to sign in. */
export function MyStablePage() {
  const loggedIn = useAuth((s) => s.loggedIn);
  return (
    <Page>
      <h1>My Stable</h1>
      {loggedIn ? (
        <MemberStable />
      ) : (
        <Section aria-labelledby="my-stable-visitor" data-testid="my-stable-visitor">
          <h2 id="my-stable-visitor">{FOLLOW_PROMPT.title}</h2>
          <p>{FOLLOW_PROMPT.profile}</p>
          <SignInButtons />
        </Section>
      )}
    </Page>
  );
}
