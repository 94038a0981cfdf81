import { jest } from '@jest/globals';
import { authStore } from '@sl/contracts';
import { requestNativeTokenRefresh } from './bridge';
import { completeLogin } from './callback';
import { configureSession } from './deps';
import { authorizeUrl, beginLogin, maybeSilentLogin, randomState } from './login';
import { configureMetrics } from './metrics';
import { exchangeCode, fetchSsoDetails, getAuthCodes, refreshTokens } from './oauth-client';
import { AUTH_KEYS } from './storage-keys';
import {
  MemoryStorage,
  NOW,
  ORIGIN,
  formOf,
  json,
  memberClaims,
  scriptedFetch,
  testKeys,
  type TestKeys,
} from './test-support';

let keys: TestKeys;
let metrics: { path: string; body: Record<string, unknown> }[];
beforeAll(async () => {
  keys = await testKeys();
});

function setup(routes: Parameters<typeof scriptedFetch>[0] = {}) {
  const storage = new MemoryStorage();
  const fetcher = scriptedFetch(routes);
  const assigned: string[] = [];
  configureSession({
    storage,
    origin: ORIGIN,
    now: () => NOW,
    http: fetcher.http,
    keys: keys.keys,
    assign: (url) => assigned.push(url),
    webView: false,
  });
  return { storage, assigned, ...fetcher };
}

const codes = () => json({ verifier: 'v'.repeat(43), challenge: 'c'.repeat(43) });

beforeEach(() => {
  authStore.getState().reset();
  metrics = [];
  configureMetrics({
    post: async (url, body) => {
      metrics.push({ path: url, body: body as Record<string, unknown> });
    },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const counters = (name: string) =>
  metrics.filter((m) => m.path === '/metrics/counter' && m.body.name === name).map((m) => m.body.labels);

describe('beginning sign-in', () => {
  it('state is a random integer below 1e9', () => {
    expect(randomState(() => 0)).toBe('0');
    expect(randomState(() => 0.999999999)).toBe('999999999');
    const state = Number(randomState());
    expect(Number.isInteger(state) && state >= 0 && state < 1e9).toBe(true);
  });

  it('redirects to the provider with scope openid, S256 and the challenge from the verifier URL', async () => {
    const { storage, assigned } = setup({ '/api/account/v1/auth/codes': codes });
    await beginLogin({ returnPath: '/racing/racecards' });
    const url = new URL(assigned[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/openid/v1/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'sl-web',
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
      redirect_uri: `${ORIGIN}/oauth/sso`,
      state: storage.getItem(AUTH_KEYS.state),
    });
    expect(storage.getItem(AUTH_KEYS.codeVerifier)).toBe('v'.repeat(43));
    expect(storage.getItem(AUTH_KEYS.postRedirectPath)).toBe('/racing/racecards');
    expect(counters('sl_auth_authorize_redirect_total')).toEqual([{ prompt: 'login' }]);
    expect(counters('sl_auth_verifier_codes_total')).toEqual([{ outcome: 'success' }]);
  });

  it('keeps / instead of an off-site or callback return path', async () => {
    const { storage } = setup({ '/api/account/v1/auth/codes': codes });
    for (const bad of [
      'https://evil.example/x',
      '//evil.example',
      '%2F%2Fevil.example',
      '/oauth/sso?code=1',
    ]) {
      await beginLogin({ returnPath: bad });
      expect(storage.getItem(AUTH_KEYS.postRedirectPath)).toBe('/');
    }
  });

  it('opens registration step 1 for register', () => {
    const url = new URL(
      authorizeUrl(ORIGIN, { state: '1', challenge: 'c', redirectUri: 'r', screen: 'register' }),
    );
    expect(url.searchParams.get('screen')).toBe('register');
  });

  it("throws 'Unable to get auth codes' when the verifier URL fails", async () => {
    setup({ '/api/account/v1/auth/codes': () => json({}, 500) });
    await expect(
      getAuthCodes(scriptedFetch({ '/api/account/v1/auth/codes': () => json({}, 503) }).http, ORIGIN),
    ).rejects.toThrow('Unable to get auth codes');
    await expect(beginLogin()).rejects.toThrow('Unable to get auth codes');
    expect(counters('sl_auth_verifier_codes_total')).toContainEqual({ outcome: 'failure' });
  });
});

describe('silent sign-in', () => {
  it('is tried at most once per session, only with the provider hint, never when signed in', async () => {
    const { assigned, storage } = setup({ '/api/account/v1/auth/codes': codes });
    expect(await maybeSilentLogin(() => false)).toBe(false);
    expect(await maybeSilentLogin(() => true)).toBe(true);
    expect(new URL(assigned[0] ?? '').searchParams.get('prompt')).toBe('none');
    expect(await maybeSilentLogin(() => true)).toBe(false);
    expect(assigned).toHaveLength(1);
    storage.removeItem(AUTH_KEYS.silentChecked);
    authStore.getState().setSession({ loggedIn: true });
    expect(await maybeSilentLogin(() => true)).toBe(false);
  });
});

describe('token calls', () => {
  it("exchanges the code with the spec's body and throws 'Unable to get oauth tokens' at 400 and above", async () => {
    const ok = scriptedFetch({
      '/openid/v1/token': () => json({ access_token: 'a', id_token: 'i', refresh_token: 'r' }),
    });
    await exchangeCode(
      { code: 'c1', codeVerifier: 'v1', redirectUri: `${ORIGIN}/oauth/sso` },
      ok.http,
      ORIGIN,
    );
    expect(formOf(ok.calls[0]?.init)).toEqual({
      grant_type: 'authorization_code',
      redirect_uri: `${ORIGIN}/oauth/sso`,
      client_id: 'sl-web',
      code_verifier: 'v1',
      code: 'c1',
    });
    const bad = scriptedFetch({ '/openid/v1/token': () => json({ error: 'invalid_grant' }, 400) });
    await expect(
      exchangeCode({ code: 'c', codeVerifier: 'v', redirectUri: 'r' }, bad.http, ORIGIN),
    ).rejects.toThrow('Unable to get oauth tokens');
    expect(counters('sl_auth_token_fetch_total')).toEqual([{ outcome: 'success' }, { outcome: 'failure' }]);
  });

  it("throws 'Unable to refresh tokens' at 400 and above", async () => {
    const bad = scriptedFetch({ '/openid/v1/token': () => json({}, 401) });
    await expect(refreshTokens('r', bad.http, ORIGIN)).rejects.toThrow('Unable to refresh tokens');
    expect(counters('sl_auth_token_refresh_total')).toEqual([{ outcome: 'failure' }]);
  });

  it('sends the session id as a Bearer token to the details call; a failure is logged and null returned', async () => {
    const ok = scriptedFetch({
      '/api/account/v2/sso/details': () => json({ validToken: false, needsRedirect: true }),
    });
    expect(await fetchSsoDetails('sid-9', ok.http, ORIGIN)).toMatchObject({ needsRedirect: true });
    expect(new Headers(ok.calls[0]?.init?.headers).get('authorization')).toBe('Bearer sid-9');
    const down = scriptedFetch({ '/api/account/v2/sso/details': () => json({}, 502) });
    expect(await fetchSsoDetails('sid-9', down.http, ORIGIN)).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });
});

describe('completing sign-in on a callback path', () => {
  // Every callback runs single sign-on: here the details call vouches for the member.
  const goodDetails = async () =>
    json({
      validToken: true,
      needsRedirect: false,
      DetailsJwtToken: await keys.sign({ sub: 'member-1', email: 'member@example.com', sid: 'sid-1' }),
    });

  async function prepared(routes: Parameters<typeof scriptedFetch>[0], returnPath = '/football') {
    const ctx = setup({
      '/api/account/v1/auth/codes': codes,
      '/api/account/v2/sso/details': goodDetails,
      ...routes,
    });
    await beginLogin({ returnPath, callbackPath: '/oauth/sso' });
    return { ...ctx, state: ctx.storage.getItem(AUTH_KEYS.state) ?? '' };
  }

  it('exchanges the code, verifies the id token and returns to the stored path', async () => {
    const idToken = await keys.sign(memberClaims);
    const { state, storage } = await prepared({
      '/openid/v1/token': () =>
        json({ access_token: 'a', id_token: idToken, refresh_token: 'r', expires_in: 2700 }),
    });
    expect(await completeLogin(`?code=c1&state=${state}`, '/oauth/sso')).toBe('/football');
    expect(authStore.getState()).toMatchObject({ loggedIn: true, idToken });
    expect(storage.getItem(AUTH_KEYS.accessToken)).toBe('a');
    expect(storage.getItem(AUTH_KEYS.codeVerifier)).toBeNull();
  });

  it('goes to / when login began on a callback path', async () => {
    const idToken = await keys.sign(memberClaims);
    const { state } = await prepared(
      { '/openid/v1/token': () => json({ access_token: 'a', id_token: idToken }) },
      '/oauth/skybet/loading',
    );
    expect(await completeLogin(`?code=c1&state=${state}`, '/oauth/sso')).toBe('/');
  });

  it('refuses a wrong state without calling the token endpoint', async () => {
    const { calls, storage } = await prepared({});
    expect(await completeLogin('?code=c1&state=123', '/oauth/sso')).toBe('/');
    expect(calls.some((c) => c.url.endsWith('/openid/v1/token'))).toBe(false);
    expect(storage.getItem(AUTH_KEYS.silentChecked)).toBe('true');
  });

  it('refuses an id token that does not verify', async () => {
    const forged = await (await testKeys()).sign(memberClaims);
    const { state } = await prepared({
      '/openid/v1/token': () => json({ access_token: 'a', id_token: forged }),
    });
    expect(await completeLogin(`?code=c1&state=${state}`, '/oauth/sso')).toBe('/');
    expect(authStore.getState().loggedIn).toBe(false);
  });

  it('leaves the visitor signed out after a silent attempt that found no session', async () => {
    const { state } = await prepared({});
    expect(await completeLogin(`?error=login_required&state=${state}`, '/oauth/sso')).toBe('/football');
    expect(authStore.getState().loggedIn).toBe(false);
  });
});

describe.each([
  ['the ordinary callback', '/oauth/sso'],
  ['the partner callback', '/oauth/skybet'],
])('single sign-on on %s', (_name, callbackPath) => {
  async function partner(details: (idToken: string) => Promise<unknown>, claims = memberClaims) {
    const idToken = await keys.sign(claims);
    const body = await details(idToken);
    const ctx = setup({
      '/api/account/v1/auth/codes': codes,
      '/openid/v1/token': () => json({ access_token: 'a', id_token: idToken, refresh_token: 'r' }),
      '/api/account/v2/sso/details': () => json(body),
    });
    await beginLogin({ returnPath: '/racing', callbackPath });
    const state = ctx.storage.getItem(AUTH_KEYS.state);
    const target = await completeLogin(`?code=c&state=${state}`, callbackPath);
    return { ...ctx, target };
  }

  it('marks the member signed in and migrated when sub, email and sid match', async () => {
    const { target, storage } = await partner(async () => ({
      validToken: true,
      needsRedirect: false,
      DetailsJwtToken: await keys.sign({ sub: 'member-1', email: 'member@example.com', sid: 'sid-1' }),
    }));
    expect(target).toBe('/racing');
    expect(authStore.getState()).toMatchObject({ loggedIn: true, isMigrated: true });
    expect(storage.getItem(AUTH_KEYS.migrated)).toBe('true');
    expect(counters('sl_auth_sign_on_total')).toEqual([{ outcome: 'success' }]);
  });

  it.each([
    ['a different member', { sub: 'member-2', email: 'member@example.com', sid: 'sid-1' }],
    ['a different email', { sub: 'member-1', email: 'other@example.com', sid: 'sid-1' }],
    ['a different session', { sub: 'member-1', email: 'member@example.com', sid: 'sid-2' }],
  ])('clears the session and logs out for %s', async (_why, claims) => {
    const { target, storage } = await partner(async () => ({
      validToken: true,
      needsRedirect: false,
      DetailsJwtToken: await keys.sign(claims),
    }));
    expect(target).toBe('/');
    expect(authStore.getState().loggedIn).toBe(false);
    expect(storage.getItem(AUTH_KEYS.idToken)).toBeNull();
    expect(counters('sl_auth_sign_on_total')).toEqual([{ outcome: 'mismatch' }]);
  });

  it('logs out for an invalid or unverifiable details token', async () => {
    const forged = await (
      await testKeys()
    ).sign({ sub: 'member-1', email: 'member@example.com', sid: 'sid-1' });
    const { target } = await partner(async () => ({
      validToken: true,
      needsRedirect: false,
      DetailsJwtToken: forged,
    }));
    expect(target).toBe('/');
    expect(authStore.getState().loggedIn).toBe(false);
  });

  it('logs out when the id token lacks a sid', async () => {
    const { sid: _sid, ...withoutSid } = memberClaims;
    const { target, calls } = await partner(
      async () => ({ validToken: true }),
      withoutSid as typeof memberClaims,
    );
    expect(target).toBe('/');
    expect(calls.some((c) => c.url.endsWith('/sso/details'))).toBe(false);
  });

  it('sends the member to the maintenance page when told needsRedirect', async () => {
    const { target } = await partner(async () => ({ validToken: false, needsRedirect: true }));
    expect(target).toMatch(/-maintenance$/);
    expect(authStore.getState().loggedIn).toBe(false);
  });
});

describe('app bridge', () => {
  it('posts requestTokenRefresh to the iOS handler, or calls the Android one', () => {
    const postMessage = jest.fn();
    expect(
      requestNativeTokenRefresh({ webkit: { messageHandlers: { requestTokenRefresh: { postMessage } } } }),
    ).toBe(true);
    expect(postMessage).toHaveBeenCalled();
    const android = jest.fn();
    expect(requestNativeTokenRefresh({ Android: { requestTokenRefresh: android } })).toBe(true);
    expect(android).toHaveBeenCalled();
    expect(requestNativeTokenRefresh({})).toBe(false);
  });
});

describe('metrics client', () => {
  it('swallows errors and logs the stack', async () => {
    configureMetrics({
      post: async () => {
        throw new Error('metrics down');
      },
    });
    const { sendCounter } = await import('./metrics');
    await expect(sendCounter('x_total', {}, 'x')).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('metrics down'));
  });
});
