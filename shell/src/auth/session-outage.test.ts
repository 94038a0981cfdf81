import { jest } from '@jest/globals';
import { authStore } from '@sl/contracts';
import type { JWTVerifyGetKey } from 'jose';
import { configureSession } from './deps';
import { configureMetrics } from './metrics';
import { KeysUnreachable } from './provider-keys';
import { RECONNECT_FIRST_MS } from './reconnect';
import { getAccessToken, hydrateSession, signOut } from './session';
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

let keys: TestKeys;
beforeAll(async () => {
  keys = await testKeys();
});

/** The provider's keys, switchable between reachable and down like the account service. */
function switchableKeys() {
  const state = { up: true };
  const getKey: JWTVerifyGetKey = (header, token) => {
    if (!state.up) throw new KeysUnreachable(new Error('connect ECONNREFUSED'));
    return keys.keys(header, token);
  };
  return { state, getKey };
}

function setup(routes: Parameters<typeof scriptedFetch>[0]) {
  const storage = new MemoryStorage();
  const provider = switchableKeys();
  configureSession({
    storage,
    origin: ORIGIN,
    now: () => NOW,
    http: scriptedFetch(routes).http,
    keys: provider.getKey,
    webView: false,
  });
  return { storage, provider };
}

const realSetTimeout = globalThis.setTimeout;

/** Moves the clock on, then lets a retry's body reads and signature checks (real I/O, not timers) finish. */
async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
  // Signature checks run on the thread pool: give them real time (setImmediate and I/O are not faked).
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => realSetTimeout(resolve, 50));
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  authStore.getState().reset();
  configureMetrics({ post: async () => undefined });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  signOut({ endProviderSession: false });
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('a session across an account service outage', () => {
  it('keeps the tokens when the keys cannot be fetched at boot, says reconnecting, and signs in once they can', async () => {
    const { storage, provider } = setup({});
    const idToken = await keys.sign(memberClaims);
    storage.setItem(AUTH_KEYS.idToken, idToken);
    storage.setItem(AUTH_KEYS.refreshToken, 'r1');
    provider.state.up = false;

    await hydrateSession();
    expect(authStore.getState()).toMatchObject({ loggedIn: false, reconnecting: true });
    expect(storage.getItem(AUTH_KEYS.idToken)).toBe(idToken);
    expect(storage.getItem(AUTH_KEYS.refreshToken)).toBe('r1');

    // Still down at the first retry: the next one waits twice as long.
    await advance(RECONNECT_FIRST_MS);
    expect(authStore.getState().reconnecting).toBe(true);

    provider.state.up = true;
    await advance(RECONNECT_FIRST_MS);
    expect(authStore.getState().loggedIn).toBe(false);
    await advance(RECONNECT_FIRST_MS);
    expect(authStore.getState()).toMatchObject({
      loggedIn: true,
      reconnecting: false,
      user: { sub: 'member-1' },
    });
  });

  it('keeps a member signed in when the refresh meets a 503, and renews once the provider answers', async () => {
    let tokenStatus = 503;
    const renewed = await keys.sign(memberClaims);
    const { storage } = setup({
      '/openid/v1/token': () =>
        tokenStatus === 200
          ? json({ access_token: 'a2', id_token: renewed, refresh_token: 'r2', expires_in: 2700 })
          : json({ error: 'temporarily_unavailable' }, tokenStatus),
    });
    storage.setItem(AUTH_KEYS.idToken, await keys.sign(memberClaims, { expSeconds: -10 }));
    storage.setItem(AUTH_KEYS.refreshToken, 'r1');

    await hydrateSession();
    expect(authStore.getState().reconnecting).toBe(true);
    expect(storage.getItem(AUTH_KEYS.refreshToken)).toBe('r1');

    tokenStatus = 200;
    await advance(RECONNECT_FIRST_MS);
    expect(authStore.getState()).toMatchObject({ loggedIn: true, reconnecting: false });
    expect(storage.getItem(AUTH_KEYS.refreshToken)).toBe('r2');
    expect(storage.getItem(AUTH_KEYS.accessToken)).toBe('a2');
  });

  it('a signed-in member whose access token needs renewing while the provider is unreachable stays signed in', async () => {
    const { storage } = setup({
      '/openid/v1/token': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    storage.setItem(AUTH_KEYS.idToken, await keys.sign(memberClaims));
    storage.setItem(AUTH_KEYS.accessToken, 'a1');
    storage.setItem(AUTH_KEYS.refreshToken, 'r1');
    storage.setItem(AUTH_KEYS.expiresAt, String(NOW - 1));
    await hydrateSession();
    expect(authStore.getState().loggedIn).toBe(true);

    expect(await getAccessToken()).toBeNull();
    expect(authStore.getState()).toMatchObject({ loggedIn: true, reconnecting: true });
    expect(storage.getItem(AUTH_KEYS.refreshToken)).toBe('r1');
  });

  it('still signs out when the provider refuses the refresh token', async () => {
    const { storage } = setup({ '/openid/v1/token': () => json({ error: 'invalid_grant' }, 400) });
    storage.setItem(AUTH_KEYS.idToken, await keys.sign(memberClaims, { expSeconds: -10 }));
    storage.setItem(AUTH_KEYS.refreshToken, 'r1');
    await hydrateSession();
    expect(authStore.getState()).toMatchObject({ loggedIn: false, reconnecting: false });
    expect(storage.length).toBe(0);
  });
});
