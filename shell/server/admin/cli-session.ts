import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { RELEASE_CLI_CLIENT_ID, RELEASE_MANAGER_ROLE } from '@sl/contracts/release';
import { internalUrl } from '@sl/server-kit';
import { UsageError } from '@sl/server-kit/cli';

/**
 * The release tools' sign-in (npm run release -- login | logout | whoami; the features CLI uses it too): a release
 * manager signs in as themselves through the site's identity provider with the OAuth device flow (RFC 8628), so
 * the admin API records the person, and a token that leaks dies with its expiry or a sign-out. The tokens are kept
 * in a file only its owner may read: SL_RELEASE_CREDENTIALS, else ~/.config/sporting-life/release-credentials.json.
 */
interface Credentials {
  /** The shell the tokens were issued through: a sign-in to one site is never sent to another. */
  site: string;
  email: string;
  accessToken: string;
  refreshToken: string | null;
  /** Epoch ms. */
  expiresAt: number;
}

interface Discovery {
  device_authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  revocation_endpoint?: string;
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  error?: string;
  error_description?: string;
}

interface DeviceAnswer extends TokenAnswer {
  device_code?: string;
  user_code?: string;
  verification_uri?: string;
  verification_uri_complete?: string;
  interval?: number;
}

const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
/** A token this close to its expiry is refreshed before use, so it does not die on the way. */
const REFRESH_MARGIN_MS = 60_000;

function credentialsPath(): string {
  return (
    process.env.SL_RELEASE_CREDENTIALS ||
    path.join(homedir(), '.config', 'sporting-life', 'release-credentials.json')
  );
}

const site = () => internalUrl('shell');

function readCredentials(): Credentials | null {
  try {
    const saved = JSON.parse(readFileSync(credentialsPath(), 'utf8')) as Credentials;
    return saved.site === site() && typeof saved.accessToken === 'string' ? saved : null;
  } catch {
    return null;
  }
}

function saveCredentials(credentials: Credentials): void {
  const file = credentialsPath();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  // writeFileSync's mode applies only to a new file; an older one keeps its own.
  chmodSync(file, 0o600);
}

async function discovery(): Promise<Discovery> {
  let response: Response;
  try {
    response = await fetch(`${site()}/openid/.well-known/openid-configuration`);
  } catch {
    throw new Error(`cannot reach the site at ${site()} to sign in: is the shell running?`);
  }
  if (!response.ok) throw new Error(`the identity provider answered ${response.status} to discovery`);
  return (await response.json()) as Discovery;
}

async function post<T extends TokenAnswer>(url: string, form: Record<string, string>): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form),
  });
  return (await response.json().catch(() => ({ error: `HTTP ${response.status}` }))) as T;
}

/** Who the token belongs to, and whether the provider gives them the release-manager role. */
async function whoIs(endpoint: string, token: string): Promise<{ email: string; releaseManager: boolean }> {
  const response = await fetch(endpoint, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`the identity provider refused the token (${response.status})`);
  const claims = (await response.json()) as { email?: unknown; roles?: unknown };
  return {
    email: typeof claims.email === 'string' ? claims.email : '(no email)',
    releaseManager: Array.isArray(claims.roles) && claims.roles.includes(RELEASE_MANAGER_ROLE),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The device flow: asks for a code, tells the person where to approve it, and polls until they have (or the code
 * expires, or they cancel). `say` prints to the terminal.
 */
export async function login(say: (line: string) => void = console.log): Promise<string> {
  const endpoints = await discovery();
  const device = await post<DeviceAnswer>(endpoints.device_authorization_endpoint, {
    client_id: RELEASE_CLI_CLIENT_ID,
    scope: 'openid',
  });
  if (!device.device_code || !device.verification_uri)
    throw new Error(
      `the identity provider refused to start a sign-in: ${device.error_description ?? device.error}`,
    );
  say(`To sign in, open ${device.verification_uri_complete ?? device.verification_uri}`);
  say(`and check that it shows the code ${device.user_code}. Waiting for you to approve it…`);

  let interval = (device.interval ?? 5) * 1000;
  const deadline = Date.now() + (device.expires_in ?? 600) * 1000;
  while (Date.now() < deadline) {
    await sleep(interval);
    const answer = await post<TokenAnswer>(endpoints.token_endpoint, {
      grant_type: DEVICE_GRANT,
      device_code: device.device_code,
      client_id: RELEASE_CLI_CLIENT_ID,
    });
    if (answer.error === 'authorization_pending') continue;
    if (answer.error === 'slow_down') {
      interval += 5000;
      continue;
    }
    if (answer.error === 'access_denied') throw new Error('the sign-in was cancelled in the browser');
    if (answer.error === 'expired_token') break;
    if (!answer.access_token)
      throw new Error(`sign-in failed: ${answer.error_description ?? answer.error ?? 'no token'}`);
    const person = await whoIs(endpoints.userinfo_endpoint, answer.access_token);
    if (!person.releaseManager)
      throw new Error(
        `${person.email} is not a release manager: ask for the role to be given to that account`,
      );
    saveCredentials({
      site: site(),
      email: person.email,
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
      expiresAt: Date.now() + (answer.expires_in ?? 0) * 1000,
    });
    say(`Signed in as ${person.email}, release manager.`);
    return person.email;
  }
  throw new Error('the code expired before it was approved: run login again');
}

/** The signed-in person's access token for the admin API, refreshed when it is about to expire. */
export async function accessToken(): Promise<string> {
  const saved = readCredentials();
  if (!saved) throw new UsageError(`not signed in to ${site()}: run npm run release -- login first`);
  if (saved.expiresAt - REFRESH_MARGIN_MS > Date.now()) return saved.accessToken;
  const expired = new UsageError('your sign-in has expired: run npm run release -- login again');
  if (!saved.refreshToken) throw expired;
  const answer = await post<TokenAnswer>((await discovery()).token_endpoint, {
    grant_type: 'refresh_token',
    refresh_token: saved.refreshToken,
    client_id: RELEASE_CLI_CLIENT_ID,
  });
  if (!answer.access_token) throw expired;
  saveCredentials({
    ...saved,
    accessToken: answer.access_token,
    // The provider rotates refresh tokens: the one just used is dead.
    refreshToken: answer.refresh_token ?? saved.refreshToken,
    expiresAt: Date.now() + (answer.expires_in ?? 0) * 1000,
  });
  return answer.access_token;
}

/** Signs out: the refresh token is revoked at the provider (the sign-in cannot be renewed) and the file goes. */
export async function logout(say: (line: string) => void = console.log): Promise<void> {
  const saved = readCredentials();
  if (saved?.refreshToken) {
    const endpoints = await discovery().catch(() => null);
    if (endpoints?.revocation_endpoint)
      await post(endpoints.revocation_endpoint, {
        token: saved.refreshToken,
        token_type_hint: 'refresh_token',
        client_id: RELEASE_CLI_CLIENT_ID,
      }).catch(() => undefined);
  }
  rmSync(credentialsPath(), { force: true });
  say(saved ? `Signed out ${saved.email}.` : 'Not signed in.');
}

/** Who the saved sign-in belongs to, as the provider sees it now. */
export async function whoami(say: (line: string) => void = console.log): Promise<void> {
  const token = await accessToken();
  const person = await whoIs((await discovery()).userinfo_endpoint, token);
  say(`${person.email}${person.releaseManager ? ', release manager' : ' (no longer a release manager)'}`);
}
