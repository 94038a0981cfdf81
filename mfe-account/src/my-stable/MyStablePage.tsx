import styled from 'styled-components';
import { FOLLOW_PROMPT, useAuth, type Subscription, type SubscriptionType } from '@sl/contracts';
import { SignInButtons } from '../follow/FollowPrompt';
import { useSubscriptions } from '../follow/useSubscriptions';
import { FollowsList } from './FollowsList';
import { MatchesNext } from './MatchesNext';
import { RacesNext } from './RacesNext';
import { RunnersNext } from './RunnersNext';
import { Muted, Section } from './styles';

const Page = styled.div`
  h1 {
    margin: 0 0 16px;
  }
`;

const ofType = (list: Subscription[], type: SubscriptionType) =>
  list.filter((s) => s.subscription_type === type);

function MemberStable() {
  const subscriptions = useSubscriptions();
  // A failed load is only logged (document 2, section 8): no message, just nothing to show.
  if (subscriptions.isError) return null;
  if (subscriptions.isPending) return <Muted role="status">Loading your follows…</Muted>;
  const list = subscriptions.data;
  if (list.length === 0) {
    return (
      <Section data-testid="my-stable-empty">
        <h2>You are not following anything yet</h2>
        <Muted>
          Use the Follow buttons on race cards, profiles and match pages to add horses, jockeys, trainers,
          races and matches to My Stable.
        </Muted>
      </Section>
    );
  }
  const horses = ofType(list, 'HORSE');
  const jockeys = ofType(list, 'JOCKEY');
  const trainers = ofType(list, 'TRAINER');
  const races = ofType(list, 'RACE');
  const matches = ofType(list, 'FOOTBALL_MATCH');
  return (
    <>
      <FollowsList list={list} />
      {horses.length > 0 && (
        <RunnersNext
          kind="horse"
          follows={horses}
          heading="Your horses: runs today and tomorrow"
          empty="None of your horses is declared to run today or tomorrow."
        />
      )}
      {jockeys.length > 0 && (
        <RunnersNext
          kind="jockey"
          follows={jockeys}
          heading="Your jockeys: rides today and tomorrow"
          empty="None of your jockeys has a ride today or tomorrow."
        />
      )}
      {trainers.length > 0 && (
        <RunnersNext
          kind="trainer"
          follows={trainers}
          heading="Your trainers: runners today and tomorrow"
          empty="None of your trainers has a runner today or tomorrow."
        />
      )}
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
