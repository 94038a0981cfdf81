import { jest } from '@jest/globals';
import { authStore } from '@sl/contracts';
import { configureErrorBeacon } from '../errors/app-errors';
import { completeLogin } from './callback';
import { configureSession } from './deps';
import { beginLogin } from './login';
import { configureMetrics } from './metrics';
import { refreshSession } from './session';
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
 * Spec document 2, section 8: an oauth/sso error is reported to the error-reporting service (the error pixel) and
 * counted as an error metric; so is an app-bridge error. Driven through the sign-in callback as the page runs it.
 */
let keys: TestKeys;
let pixels: URL[];
let counters: { name: unknown; labels: unknown }[];

beforeAll(async () => {
  keys = await testKeys();
});

beforeEach(() => {
  authStore.getState().reset();
  pixels = [];
  counters = [];
  configureErrorBeacon((url) => pixels.push(new URL(url, ORIGIN)));
  configureMetrics({
    post: async (url, body) => {
      const { name, labels } = body as { name: unknown; labels: unknown };
      if (url === '/metrics/counter') counters.push({ name, labels });
    },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  configureErrorBeacon();
  jest.restoreAllMocks();
});

const errorsCounted = () =>
  counters.filter((c) => c.name === 'sl_bridge_sso_errors_total').map((c) => c.labels);
const pixelsOf = (type: string) => pixels.filter((p) => p.searchParams.get('type') === type);

async function signInWith(routes: Parameters<typeof scriptedFetch>[0], webView = false) {
  const storage = new MemoryStorage();
  const fetcher = scriptedFetch({
    '/api/account/v1/auth/codes': () => json({ verifier: 'v'.repeat(43), challenge: 'c'.repeat(43) }),
    ...routes,
  });
  configureSession({
    storage,
    origin: ORIGIN,
    now: () => NOW,
    http: fetcher.http,
    keys: keys.keys,
    assign: () => undefined,
    webView,
  });
  await beginLogin({ returnPath: '/racing', callbackPath: '/oauth/sso' });
  return { storage, state: storage.getItem(AUTH_KEYS.state) };
}

const tokens = async () => ({
  access_token: 'a',
  id_token: await keys.sign(memberClaims),
  refresh_token: 'r',
});

describe('sign-on errors are reported to the error pixel and counted', () => {
  it('a single sign-on mismatch: one sso report naming the mismatch, one error counted', async () => {
    const idTokens = await tokens();
    const { state } = await signInWith({
      '/openid/v1/token': () => json(idTokens),
      '/api/account/v2/sso/details': async () =>
        json({
          validToken: true,
          needsRedirect: false,
          DetailsJwtToken: await keys.sign({ sub: 'member-2', email: 'member@example.com', sid: 'sid-1' }),
        }),
    });
    expect(await completeLogin(`?code=c&state=${state}`, '/oauth/sso')).toBe('/');
    expect(pixelsOf('sso')).toHaveLength(1);
    expect(pixelsOf('sso')[0]?.pathname).toBe('/1x1.gif');
    expect(pixelsOf('sso')[0]?.searchParams.get('message')).toContain('single sign-on mismatch');
    expect(errorsCounted()).toEqual([{ type: 'sso' }]);
  });

  it('an invalid details answer is reported as an sso error too', async () => {
    const idTokens = await tokens();
    const { state } = await signInWith({
      '/openid/v1/token': () => json(idTokens),
      '/api/account/v2/sso/details': () => json({ validToken: false, needsRedirect: false }),
    });
    await completeLogin(`?code=c&state=${state}`, '/oauth/sso');
    expect(pixelsOf('sso')[0]?.searchParams.get('message')).toContain('single sign-on invalid');
    expect(errorsCounted()).toEqual([{ type: 'sso' }]);
  });

  it('success and the maintenance redirect are not errors', async () => {
    const idTokens = await tokens();
    const { state } = await signInWith({
      '/openid/v1/token': () => json(idTokens),
      '/api/account/v2/sso/details': async () =>
        json({
          validToken: true,
          needsRedirect: false,
          DetailsJwtToken: await keys.sign({ sub: 'member-1', email: 'member@example.com', sid: 'sid-1' }),
        }),
    });
    expect(await completeLogin(`?code=c&state=${state}`, '/oauth/sso')).toBe('/racing');
    const maintenance = await signInWith({
      '/openid/v1/token': () => json(idTokens),
      '/api/account/v2/sso/details': () => json({ validToken: false, needsRedirect: true }),
    });
    await completeLogin(`?code=c&state=${maintenance.state}`, '/oauth/sso');
    expect(pixels).toEqual([]);
    expect(errorsCounted()).toEqual([]);
  });

  it('an oauth failure (the token exchange refused) is reported with its reason', async () => {
    const { state } = await signInWith({ '/openid/v1/token': () => json({ error: 'invalid_grant' }, 400) });
    expect(await completeLogin(`?code=c&state=${state}`, '/oauth/sso')).toBe('/');
    expect(pixelsOf('sso')).toHaveLength(1);
    expect(pixelsOf('sso')[0]?.searchParams.get('message')).toContain('oauth: Unable to get oauth tokens');
    expect(errorsCounted()).toEqual([{ type: 'sso' }]);
  });

  it('an oauth callback whose state does not match is reported', async () => {
    await signInWith({});
    await completeLogin('?code=c&state=forged', '/oauth/sso');
    expect(pixelsOf('sso')[0]?.searchParams.get('message')).toContain('oauth: callback state');
    expect(errorsCounted()).toEqual([{ type: 'sso' }]);
  });

  it('an error the provider sends back is reported, but a silent attempt finding no session is not', async () => {
    const first = await signInWith({});
    await completeLogin(`?error=login_required&state=${first.state}`, '/oauth/sso');
    expect(pixels).toEqual([]);
    const second = await signInWith({});
    await completeLogin(`?error=access_denied&state=${second.state}`, '/oauth/sso');
    expect(pixelsOf('sso')[0]?.searchParams.get('message')).toContain('oauth: access_denied');
    expect(errorsCounted()).toEqual([{ type: 'sso' }]);
  });
});

describe('app-bridge errors met by the session', () => {
  it('a token refresh in the web view with no native bridge is reported as a bridge error and counted', async () => {
    const { storage } = await signInWith(
      { '/openid/v1/token': () => json({ error: 'invalid_grant' }, 400) },
      true,
    );
    storage.setItem(AUTH_KEYS.refreshToken, 'r');
    await refreshSession();
    expect(pixelsOf('bridge')[0]?.searchParams.get('message')).toContain(
      'requestTokenRefresh: no app bridge',
    );
    expect(errorsCounted()).toContainEqual({ type: 'bridge' });
  });
});
