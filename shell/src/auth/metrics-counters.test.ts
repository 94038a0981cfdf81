import { jest } from '@jest/globals';
import { authStore } from '@sl/contracts';
import { completeLogin } from './callback';
import { configureSession } from './deps';
import { beginLogin } from './login';
import { AUTH_METRICS, configureMetrics } from './metrics';
import { getAccessToken, hydrateSession } from './session';
import { AUTH_KEYS } from './storage-keys';
import {
  MemoryStorage,
  NOW,
  ORIGIN,
  json,
  memberClaims,
  scriptedFetch,
  testKeys,
  type TestKeys,
} from './test-support';

/**
 * Spec document 1, section 7: counters are sent for authorize redirect, token fetch, refresh and verifier codes.
 * Each is driven here through the session flow that sends it in the page (not by calling the HTTP helpers).
 */
let keys: TestKeys;
let sent: { path: string; body: { name?: unknown; labels?: unknown; help?: unknown } }[];

beforeAll(async () => {
  keys = await testKeys();
});

function setup(routes: Parameters<typeof scriptedFetch>[0]) {
  const storage = new MemoryStorage();
  const fetcher = scriptedFetch(routes);
  configureSession({
    storage,
    origin: ORIGIN,
    now: () => NOW,
    http: fetcher.http,
    keys: keys.keys,
    assign: () => undefined,
    webView: false,
  });
  return { storage, ...fetcher };
}

beforeEach(() => {
  authStore.getState().reset();
  sent = [];
  configureMetrics({
    post: async (path, body) => {
      sent.push({ path, body: body as (typeof sent)[number]['body'] });
    },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const counter = (name: string) =>
  sent.filter((m) => m.path === '/metrics/counter' && m.body.name === name).map((m) => m.body.labels);

const codes = () => json({ verifier: 'v'.repeat(43), challenge: 'c'.repeat(43) });

describe('sign-in counters sent by the session flows', () => {
  it('beginning sign-in counts the verifier codes and the authorize redirect, each with its help text', async () => {
    setup({ '/api/account/v1/auth/codes': codes });
    await beginLogin({ returnPath: '/racing' });
    expect(counter(AUTH_METRICS.verifierCodes)).toEqual([{ outcome: 'success' }]);
    expect(counter(AUTH_METRICS.authorizeRedirect)).toEqual([{ prompt: 'login' }]);
    for (const m of sent) expect(typeof m.body.help === 'string' && m.body.help.length > 0).toBe(true);
  });

  it('the callback counts the token fetch', async () => {
    const idToken = await keys.sign(memberClaims);
    const { storage } = setup({
      '/api/account/v1/auth/codes': codes,
      '/openid/v1/token': () => json({ access_token: 'a', id_token: idToken, refresh_token: 'r' }),
      // Every sign-in callback runs single sign-on (spec document 1, section 4).
      '/api/account/v2/sso/details': async () =>
        json({
          validToken: true,
          needsRedirect: false,
          DetailsJwtToken: await keys.sign({ sub: 'member-1', email: 'member@example.com', sid: 'sid-1' }),
        }),
    });
    await beginLogin({ returnPath: '/racing' });
    const state = storage.getItem(AUTH_KEYS.state);
    expect(await completeLogin(`?code=c1&state=${state}`, '/oauth/sso')).toBe('/racing');
    expect(counter(AUTH_METRICS.tokenFetch)).toEqual([{ outcome: 'success' }]);
    expect(counter(AUTH_METRICS.signOn)).toEqual([{ outcome: 'success' }]);
  });
});

describe('the refresh counter', () => {
  it('counts a successful refresh when an authorised call finds the access token expired', async () => {
    const fresh = await keys.sign(memberClaims);
    const { storage } = setup({
      '/openid/v1/token': () =>
        json({ access_token: 'a2', id_token: fresh, refresh_token: 'r2', expires_in: 2700 }),
    });
    storage.setItem(AUTH_KEYS.idToken, await keys.sign(memberClaims));
    storage.setItem(AUTH_KEYS.accessToken, 'a1');
    storage.setItem(AUTH_KEYS.refreshToken, 'r1');
    storage.setItem(AUTH_KEYS.expiresAt, String(NOW - 1));
    await hydrateSession();
    expect(counter(AUTH_METRICS.tokenRefresh)).toEqual([]);

    expect(await getAccessToken()).toBe('a2');
    expect(counter(AUTH_METRICS.tokenRefresh)).toEqual([{ outcome: 'success' }]);
    expect(sent.find((m) => m.body.name === AUTH_METRICS.tokenRefresh)?.body.help).toBe(
      'OAuth token refreshes by outcome',
    );
  });

  it('counts a refresh at boot for an expired id token, and a refused one as a failure', async () => {
    const fresh = await keys.sign(memberClaims);
    const ok = setup({
      '/openid/v1/token': () => json({ access_token: 'a2', id_token: fresh, refresh_token: 'r2' }),
    });
    ok.storage.setItem(AUTH_KEYS.idToken, await keys.sign(memberClaims, { expSeconds: -10 }));
    ok.storage.setItem(AUTH_KEYS.refreshToken, 'r1');
    await hydrateSession();
    expect(authStore.getState().loggedIn).toBe(true);

    const refused = setup({ '/openid/v1/token': () => json({ error: 'invalid_grant' }, 400) });
    refused.storage.setItem(AUTH_KEYS.idToken, await keys.sign(memberClaims, { expSeconds: -10 }));
    refused.storage.setItem(AUTH_KEYS.refreshToken, 'r1');
    await hydrateSession();
    expect(authStore.getState().loggedIn).toBe(false);

    expect(counter(AUTH_METRICS.tokenRefresh)).toEqual([{ outcome: 'success' }, { outcome: 'failure' }]);
  });

  it('sends no refresh counter when there is no refresh token to use', async () => {
    const { storage } = setup({});
    storage.setItem(AUTH_KEYS.idToken, await keys.sign(memberClaims, { expSeconds: -10 }));
    await hydrateSession();
    expect(counter(AUTH_METRICS.tokenRefresh)).toEqual([]);
  });
});
