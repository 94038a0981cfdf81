import { AUTH_PATHS, CALLBACKS, CLIENT_ID, SSO_HINT_COOKIE } from './config';
import { deps } from './deps';
import { AUTH_METRICS, sendCounter } from './metrics';
import { getAuthCodes } from './oauth-client';
import { safeReturnPath } from './return-path';
import { AUTH_KEYS } from './storage-keys';
import { authStore } from '@sl/contracts';

/** Sign-in state: a random integer below 1e9 (spec document 1, section 5). */
export function randomState(random: () => number = cryptoRandom): string {
  return String(Math.floor(random() * 1e9));
}

function cryptoRandom(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

export interface LoginOptions {
  returnPath?: string;
  prompt?: 'none';
  /** 'register' opens the provider's registration step 1 instead of its login page. */
  screen?: 'register';
  callbackPath?: string;
}

/** The provider's authorization URL: code flow, scope openid, S256 challenge, and the id token's sid asked for. */
export function authorizeUrl(
  origin: string,
  input: { state: string; challenge: string; redirectUri: string; prompt?: string; screen?: string },
): string {
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    scope: 'openid',
    redirect_uri: input.redirectUri,
    state: input.state,
    code_challenge: input.challenge,
    code_challenge_method: 'S256',
    claims: JSON.stringify({ id_token: { sid: null } }),
  });
  if (input.prompt) params.set('prompt', input.prompt);
  if (input.screen) params.set('screen', input.screen);
  return `${origin}${AUTH_PATHS.authorize}?${params}`;
}

/**
 * Starts sign-in: verifier and challenge from the verifier URL, state and the post-redirect path kept in session
 * storage, then the redirect to the provider. Only a same-origin relative return path is ever kept.
 */
export async function beginLogin(options: LoginOptions = {}): Promise<void> {
  const { storage, origin, http, assign } = deps();
  const codes = await getAuthCodes(http, origin);
  const state = randomState();
  const redirectUri = `${origin}${options.callbackPath ?? CALLBACKS.sso}`;
  storage.setItem(AUTH_KEYS.codeVerifier, codes.verifier);
  // A sign-in under way makes a later silent attempt in this session pointless.
  storage.setItem(AUTH_KEYS.silentChecked, 'true');
  storage.setItem(AUTH_KEYS.state, state);
  storage.setItem(AUTH_KEYS.redirectUri, redirectUri);
  storage.setItem(AUTH_KEYS.postRedirectPath, safeReturnPath(options.returnPath ?? currentPath()));
  void sendCounter(
    AUTH_METRICS.authorizeRedirect,
    { prompt: options.prompt ?? 'login' },
    'Redirects to the identity provider',
  );
  assign(authorizeUrl(origin, { state, challenge: codes.challenge, redirectUri, ...options }));
}

const onSignInPath = () =>
  typeof location !== 'undefined' &&
  (location.pathname.startsWith('/oauth/') || location.pathname.startsWith('/amp'));

const currentPath = () => (typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`);

function hasHintCookie(): boolean {
  return (
    typeof document !== 'undefined' && document.cookie.split('; ').some((c) => c === `${SSO_HINT_COOKIE}=1`)
  );
}

/**
 * The silent attempt (prompt none), at most once per session, and only when the provider has said a session may
 * exist: an anonymous visitor who never signed in is not bounced through the provider. Answers whether it started.
 */
export async function maybeSilentLogin(hint: () => boolean = hasHintCookie): Promise<boolean> {
  const { storage } = deps();
  if (authStore.getState().loggedIn || storage.getItem(AUTH_KEYS.silentChecked) || !hint()) return false;
  // Never on a sign-in callback or the AMP sign-in route: a sign-in is already under way there.
  if (onSignInPath()) return false;
  storage.setItem(AUTH_KEYS.silentChecked, 'true');
  try {
    await beginLogin({ prompt: 'none' });
    return true;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return false;
  }
}
