import { useEffect, useState, type ReactElement } from 'react';
import { Link, Route, useLocation, useNavigate } from '@sl/contracts/routing';
import { CALLBACKS, MAINTENANCE_PATH } from './config';
import { completeLogin } from './callback';
import { beginLogin } from './login';
import { safeReturnPath } from './return-path';

/** One completion per callback URL, even when React runs an effect twice. */
const completions = new Map<string, Promise<string>>();

function SignInCallback() {
  const location = useLocation();
  const navigate = useNavigate();
  const [partnerStart, setPartnerStart] = useState(false);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const isLoading = location.pathname === CALLBACKS.partnerLoading;
    if (isLoading && !params.has('code') && !params.has('error')) {
      // The partner's entry point: start its sign-on, coming back to the partner callback.
      setPartnerStart(true);
      void beginLogin({
        returnPath: params.get('returnUri') ?? '/',
        callbackPath: CALLBACKS.partner,
      }).catch((error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        void navigate('/', { replace: true });
      });
      return;
    }
    const key = `${location.pathname}${location.search}`;
    let completion = completions.get(key);
    if (!completion) {
      completion = completeLogin(location.search, location.pathname);
      completions.set(key, completion);
    }
    void completion.then((target) => navigate(target, { replace: true }));
  }, [location.pathname, location.search, navigate]);
  return (
    <section aria-busy="true" aria-live="polite" data-testid="sign-in-callback">
      <h1>{partnerStart ? 'Connecting to Sky Bet…' : 'Signing you in…'}</h1>
    </section>
  );
}

/** AMP pages send members here to sign in: /amp/?returnUri=<same-origin path>. */
function AmpSignIn() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const returnUri = safeReturnPath(new URLSearchParams(location.search).get('returnUri'));
    void beginLogin({ returnPath: returnUri }).catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      void navigate(returnUri, { replace: true });
    });
  }, [location.search, navigate]);
  return (
    <section aria-busy="true" aria-live="polite">
      <h1>Taking you to log in…</h1>
    </section>
  );
}

/** Where single sign-on sends a member when the details call says needsRedirect. */
function MaintenancePage() {
  return (
    <section data-testid="sso-maintenance">
      <h1>Sign-in is under maintenance</h1>
      <p>
        We cannot sign you in with your Sky Bet account right now. You have been logged out; please try again
        later.
      </p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}

/**
 * Routes the session owns (sign-in callbacks, the AMP sign-in route, the maintenance page). The app's route table
 * spreads these in, so the auth work and the site shell never edit the same file.
 */
export const authRouteElements: ReactElement[] = [
  <Route key="oauth-sso" path={`${CALLBACKS.sso}/*`} element={<SignInCallback />} />,
  <Route key="oauth-partner" path={`${CALLBACKS.partner}/*`} element={<SignInCallback />} />,
  <Route key="amp-sign-in" path="/amp" element={<AmpSignIn />} />,
  <Route key="sso-maintenance" path={MAINTENANCE_PATH} element={<MaintenancePage />} />,
];
