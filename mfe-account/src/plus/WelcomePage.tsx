import { useLocation } from '@sl/contracts/routing';
import { useAuth } from '@sl/contracts';
import { plusBase } from './format';
import { MembershipPanel } from './MembershipPanel';
import { useMembership } from './queries';
import { Muted, Panel } from './styles';
import { ErrorState, Skeleton, TextLink } from '@sl/ui';

/** After joining: the confirmation, the plan and what to open first. */
export function WelcomePage() {
  const { pathname } = useLocation();
  const base = plusBase(pathname);
  const premium = useAuth((s) => s.premium);
  const membership = useMembership();
  if (!membership.signedIn) {
    return (
      <>
        <h1>Sporting Life Plus</h1>
        <p>
          Please log in to see your membership. <TextLink to={base}>About Sporting Life Plus</TextLink>
        </p>
      </>
    );
  }
  if (membership.isPending)
    return (
      <div role="status" aria-label="Checking your membership">
        <Skeleton lines={3} />
      </div>
    );
  if (membership.isError) return <ErrorState title={membership.error.message} />;
  if (!membership.data.hasAccess) {
    return (
      <>
        <h1>Sporting Life Plus</h1>
        <p>
          You do not have Plus at the moment. <TextLink to={`${base}/join`}>Join Plus</TextLink>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Welcome to Sporting Life Plus</h1>
      <Panel aria-labelledby="plus-welcome-heading" data-testid="plus-confirmation">
        <h2 id="plus-welcome-heading">You are a Plus member</h2>
        <p>
          Every racecard now shows the analysts&apos; 1-2-3, star ratings, comments, adjusted ratings, flags
          and smart stats. <TextLink to="/racing/racecards">Open today&apos;s racecards</TextLink>
        </p>
        {!premium && (
          <Muted>
            Your membership is active; the rest of the site shows it from your next sign-in or session
            renewal.
          </Muted>
        )}
      </Panel>
      <MembershipPanel membership={membership.data} />
      <p>
        <TextLink to={base}>About Sporting Life Plus</TextLink>
      </p>
    </>
  );
}
