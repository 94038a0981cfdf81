import { authStore } from '@sl/contracts';
import { configureSession } from './deps';
import { configureMetrics } from './metrics';
import { accessTokenValid, enforceInactivity, getAccessToken, hydrateSession, signOut } from './session';
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
beforeAll(async () => {
  keys = await testKeys();
});

function setup(routes: Parameters<typeof scriptedFetch>[0] = {}, now = NOW) {
  const storage = new MemoryStorage();
  const fetcher = scriptedFetch(routes);
  configureSession({
    storage,
    origin: ORIGIN,
    now: () => now,
    http: fetcher.http,
    keys: keys.keys,
    webView: false,
  });
  return { storage, ...fetcher };
}

beforeEach(() => {
  authStore.getState().reset();
  configureMetrics({ post: async () => undefined });
});

describe('session hydration', () => {
  it('restores a session whose id token verifies, with the member claims', async () => {
    const { storage } = setup();
    storage.setItem(AUTH_KEYS.idToken, await keys.sign(memberClaims));
    await hydrateSession();
    expect(authStore.getState()).toMatchObject({
      loggedIn: true,
      user: { sub: 'member-1', email: 'member@example.com', name: 'Ada Lovelace', selfExclusion: ['bet'] },
      selfExclusion: ['bet'],
      premium: true,
      isMigrated: false,
      'com.sbgcore.can_link_to': ['15'],
    });
  });

  it.each([
    [{ hasAccess: false, premium: true }, false],
    [{ hasAccess: true, premium: false }, true],
    [{ premium: true }, true],
  ])('takes the premium flag from the id token hasAccess claim: %j gives %s', async (claims, premium) => {
    const { storage } = setup();
    storage.setItem(AUTH_KEYS.idToken, await keys.sign({ ...memberClaims, ...claims }));
    await hydrateSession();
    expect(authStore.getState()).toMatchObject({ loggedIn: true, premium });
  });

  it('marks the member migrated from the sso_ flag', async () => {
    const { storage } = setup();
    storage.setItem(AUTH_KEYS.idToken, await keys.sign(memberClaims));
    storage.setItem(AUTH_KEYS.migrated, 'true');
    await hydrateSession();
    expect(authStore.getState().isMigrated).toBe(true);
  });

  it.each([
    [
      'unsigned',
      async () =>
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...memberClaims, exp: NOW / 1000 + 60 })).toString('base64url')}.`,
    ],
    ['signed by someone else', async () => (await testKeys()).sign(memberClaims)],
    ['from another issuer', async () => keys.sign(memberClaims, { issuer: 'https://evil.test/openid' })],
    ['missing scopes', async () => keys.sign({ ...memberClaims, scopes: undefined })],
    ['not three parts', async () => 'abc.def'],
  ])('clears every oauth_ and sso_ key for a token that is %s', async (_why, make) => {
    const { storage } = setup();
    storage.setItem(AUTH_KEYS.idToken, await make());
    storage.setItem(AUTH_KEYS.accessToken, 'a');
    storage.setItem(AUTH_KEYS.migrated, 'true');
    storage.setItem('theme', 'keep me');
    await hydrateSession();
    expect(authStore.getState().loggedIn).toBe(false);
    expect([
      storage.getItem(AUTH_KEYS.idToken),
      storage.getItem(AUTH_KEYS.accessToken),
      storage.getItem(AUTH_KEYS.migrated),
    ]).toEqual([null, null, null]);
    expect(storage.getItem('theme')).toBe('keep me');
  });

  it("refreshes an expired id token with the refresh token, body as spec'd", async () => {
    const fresh = await keys.sign(memberClaims);
    const { storage, calls } = setup({
      '/openid/v1/token': () =>
        json({ access_token: 'a2', id_token: fresh, refresh_token: 'r2', expires_in: 2700 }),
    });
    storage.setItem(AUTH_KEYS.idToken, await keys.sign(memberClaims, { expSeconds: -10 }));
    storage.setItem(AUTH_KEYS.refreshToken, 'r1');
    await hydrateSession();
    expect(authStore.getState().loggedIn).toBe(true);
    const tokenCall = calls.find((c) => c.url.endsWith('/openid/v1/token'));
    expect(formOf(tokenCall?.init)).toEqual({
      grant_type: 'refresh_token',
      client_id: 'sl-web',
      refresh_token: 'r1',
    });
    expect(storage.getItem(AUTH_KEYS.refreshToken)).toBe('r2');
    expect(storage.getItem(AUTH_KEYS.expiresAt)).toBe(String(NOW + 2700_000));
  });

  it.each([
    ['not three parts', async () => 'abc.def'],
    [
      'a payload that is not JSON',
      async () => (await keys.sign(memberClaims)).replace(/\.[^.]+\./, '.bm90IGpzb24.'),
    ],
    [
      'expired and signed by someone else',
      async () => (await testKeys()).sign(memberClaims, { expSeconds: -10 }),
    ],
    [
      'expired and altered',
      async () => {
        const [h, , sig] = (await keys.sign(memberClaims, { expSeconds: -10 })).split('.');
        const body = Buffer.from(JSON.stringify({ ...memberClaims, exp: NOW / 1000 - 10, premium: true }));
        return `${h}.${body.toString('base64url')}.${sig}`;
      },
    ],
  ])(
    'treats an id token with %s as empty: signed out, no refresh, even with a refresh token kept',
    async (_why, make) => {
      const { storage, calls } = setup({
        '/openid/v1/token': async () =>
          json({ access_token: 'a2', id_token: await keys.sign(memberClaims), refresh_token: 'r2' }),
      });
      storage.setItem(AUTH_KEYS.idToken, await make());
      storage.setItem(AUTH_KEYS.refreshToken, 'r1');
      storage.setItem(AUTH_KEYS.migrated, 'true');
      await hydrateSession();
      expect(authStore.getState().loggedIn).toBe(false);
      expect(calls.some((c) => c.url.endsWith('/openid/v1/token'))).toBe(false);
      expect(storage.length).toBe(0);
    },
  );

  it("keeps the id token's expires claim as the stored expiry when it comes before the access token's", async () => {
    const expires = NOW / 1000 + 600;
    const fresh = await keys.sign({ ...memberClaims, expires });
    const { storage } = setup({
      '/openid/v1/token': () =>
        json({ access_token: 'a2', id_token: fresh, refresh_token: 'r2', expires_in: 2700 }),
    });
    storage.setItem(AUTH_KEYS.idToken, await keys.sign(memberClaims, { expSeconds: -10 }));
    storage.setItem(AUTH_KEYS.refreshToken, 'r1');
    await hydrateSession();
    expect(authStore.getState().loggedIn).toBe(true);
    expect(storage.getItem(AUTH_KEYS.expiresAt)).toBe(String(expires * 1000));
  });

  it('signs out when the refresh is refused', async () => {
    const { storage } = setup({ '/openid/v1/token': () => json({ error: 'invalid_grant' }, 400) });
    storage.setItem(AUTH_KEYS.idToken, await keys.sign(memberClaims, { expSeconds: -10 }));
    storage.setItem(AUTH_KEYS.refreshToken, 'r1');
    await hydrateSession();
    expect(authStore.getState().loggedIn).toBe(false);
    expect(storage.length).toBe(0);
  });

  it('signs out a member inactive for longer than 240 minutes', async () => {
    const { storage } = setup();
    storage.setItem(AUTH_KEYS.idToken, await keys.sign(memberClaims));
    storage.setItem(AUTH_KEYS.lastActivity, String(NOW - 240 * 60_000 - 1));
    await hydrateSession();
    expect(authStore.getState().loggedIn).toBe(false);
  });

  it('keeps a member active 239 minutes ago, and enforceInactivity signs them out once past the limit', async () => {
    const { storage } = setup();
    storage.setItem(AUTH_KEYS.idToken, await keys.sign(memberClaims));
    storage.setItem(AUTH_KEYS.lastActivity, String(NOW - 239 * 60_000));
    await hydrateSession();
    expect(authStore.getState().loggedIn).toBe(true);
    expect(enforceInactivity()).toBe(false);
    storage.setItem(AUTH_KEYS.lastActivity, String(NOW - 241 * 60_000));
    expect(enforceInactivity()).toBe(true);
    expect(authStore.getState().loggedIn).toBe(false);
  });
});

describe('access token', () => {
  it('is valid from the stored expiry without a call', async () => {
    const { storage, calls } = setup();
    storage.setItem(AUTH_KEYS.accessToken, 'a1');
    storage.setItem(AUTH_KEYS.expiresAt, String(NOW + 1000));
    expect(await accessTokenValid()).toBe(true);
    expect(calls).toEqual([]);
  });

  it('clears an expired stored expiry and counts the token invalid', async () => {
    const { storage } = setup();
    storage.setItem(AUTH_KEYS.accessToken, 'a1');
    storage.setItem(AUTH_KEYS.expiresAt, String(NOW - 1));
    expect(await accessTokenValid()).toBe(false);
    expect(storage.getItem(AUTH_KEYS.expiresAt)).toBeNull();
  });

  it("asks token_info when no expiry is stored, with the spec's body, and keeps the answer", async () => {
    const { storage, calls } = setup({
      '/openid/v1/token_info': () => json({ active: true, exp: NOW / 1000 + 60 }),
    });
    storage.setItem(AUTH_KEYS.accessToken, 'a1');
    expect(await accessTokenValid()).toBe(true);
    expect(formOf(calls[0]?.init)).toEqual({
      client_id: 'sl-web',
      token: 'a1',
      token_type_hint: 'access_token',
    });
    expect(storage.getItem(AUTH_KEYS.expiresAt)).toBe(String(NOW + 60_000));
  });

  it('getAccessToken refreshes once for concurrent callers when the token has expired', async () => {
    const fresh = await keys.sign(memberClaims);
    let refreshes = 0;
    const { storage } = setup({
      '/openid/v1/token': () => {
        refreshes++;
        return json({ access_token: 'a2', id_token: fresh, refresh_token: 'r2' });
      },
    });
    storage.setItem(AUTH_KEYS.idToken, fresh);
    await hydrateSession();
    storage.setItem(AUTH_KEYS.accessToken, 'a1');
    storage.setItem(AUTH_KEYS.expiresAt, String(NOW - 1));
    storage.setItem(AUTH_KEYS.refreshToken, 'r1');
    const [one, two] = await Promise.all([getAccessToken(), getAccessToken()]);
    expect([one, two]).toEqual(['a2', 'a2']);
    expect(refreshes).toBe(1);
  });

  it('getAccessToken answers null when signed out', async () => {
    setup();
    expect(await getAccessToken()).toBeNull();
  });
});

describe('sign-out', () => {
  it('clears every key, resets the store and ends the provider session', async () => {
    const { storage, calls } = setup();
    storage.setItem(AUTH_KEYS.idToken, await keys.sign(memberClaims));
    await hydrateSession();
    storage.setItem('sso_other', 'x');
    signOut();
    expect(storage.length).toBe(0);
    expect(authStore.getState().loggedIn).toBe(false);
    expect(calls.map((c) => [c.url, c.init?.method])).toEqual([[`${ORIGIN}/openid/session/end`, 'POST']]);
  });
});
