import { jest } from '@jest/globals';
import { createLocalJWKSet, decodeJwt, generateKeyPair, jwtVerify, SignJWT, type JSONWebKeySet } from 'jose';
import type { RaceCardResponse, RacecardsDay } from '@sl/contracts';
import { createService, type Db } from '@sl/server-kit';
import { listenForTest, testDatabases } from '@sl/server-kit/testing';
import { buildRacingApp } from '../app';
import { TEST_DAY, TEST_NOW } from '../testing';
import { userinfoVerifier, type VerifiedMember } from '@sl/server-kit';

jest.setTimeout(60_000);

const SHELL = 'http://localhost:3000';
const MEMBERS: Record<string, VerifiedMember> = {
  'plus-access': { sub: 'p1', email: 'plus@example.com', name: 'Priya Plus', premium: true, roles: [] },
  'free-access': { sub: 'f1', email: 'free@example.com', name: 'Freddie Free', premium: false, roles: [] },
};

async function start(db: Db, now: Date) {
  const app = await buildRacingApp({
    db,
    allowedOrigins: [SHELL],
    distDir: '/nonexistent',
    now: () => now,
    verifyAccessToken: async (token) => {
      if (token === 'provider-down') throw new Error('connect ECONNREFUSED');
      return MEMBERS[token] ?? null;
    },
  });
  app.log.level = 'silent';
  const base = await listenForTest(app);
  return {
    app,
    get: (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers }),
  };
}

const authHeaders = (token: string, email: string, referrer = `${SHELL}/racing/racecards`) => ({
  'x-oauth': token,
  'x-name': email,
  'x-referrer': referrer,
});

describe.each(testDatabases())('product tokens on $label', ({ open }) => {
  let db: Db;
  let site: Awaited<ReturnType<typeof start>>;
  let raceUrl: string;

  beforeAll(async () => {
    db = await open();
    site = await start(db, TEST_NOW);
    const day = (await (
      await site.get(`/api/horse-racing/v2/racing/racecards/${TEST_DAY}`)
    ).json()) as RacecardsDay;
    raceUrl = `/api/horse-racing/v2/racing/race/${day.meetings[0]?.races[0]?.raceId}`;
  });
  afterAll(async () => {
    await site.app.close();
    await db.close();
  });

  const issue = async (token: string, email: string) => {
    const response = await site.get('/api/horse-racing/v2/racing/auth', authHeaders(token, email));
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };
  const raceIsPremium = async (productToken?: string) => {
    const response = await site.get(raceUrl, productToken ? { 'x-token': productToken } : {});
    return ((await response.json()) as RaceCardResponse[])[0]?.premium;
  };

  it('issues a plus member an RS256 token { name: email, hasAccess, exp } verifiable with the published key', async () => {
    const token = await issue('plus-access', 'plus@example.com');
    const jwks = (await (
      await site.get('/api/horse-racing/v2/racing/auth/public-key')
    ).json()) as JSONWebKeySet;
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks), {
      currentDate: TEST_NOW,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ name: 'plus@example.com', hasAccess: true });
    expect(payload.exp).toBe(Math.floor(TEST_NOW.getTime() / 1000) + 30 * 60);
    expect(await raceIsPremium(token)).toBe(true);
  });

  it('gives a free member a token without access, and the free race data', async () => {
    const token = await issue('free-access', 'FREE@example.com');
    expect(decodeJwt(token)).toMatchObject({ name: 'free@example.com', hasAccess: false });
    expect(await raceIsPremium(token)).toBe(false);
    expect(await raceIsPremium()).toBe(false);
  });

  it('refuses forged and tampered product tokens', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ name: 'plus@example.com', hasAccess: true })
      .setProtectedHeader({ alg: 'RS256' })
      .setExpirationTime(Math.floor(TEST_NOW.getTime() / 1000) + 600)
      .sign(privateKey);
    expect(await raceIsPremium(forged)).toBe(false);
    const free = await issue('free-access', 'free@example.com');
    const [h, , s] = free.split('.');
    const claims = { ...decodeJwt(free), hasAccess: true };
    expect(
      await raceIsPremium(`${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`),
    ).toBe(false);
  });

  it('refuses an expired product token, with the key kept across a restart', async () => {
    const token = await issue('plus-access', 'plus@example.com');
    const later = await start(db, new Date(TEST_NOW.getTime() + 31 * 60_000));
    try {
      const premium = await later.get(raceUrl, { 'x-token': token });
      expect(((await premium.json()) as RaceCardResponse[])[0]?.premium).toBe(false);
      const fresh = await later.get(
        '/api/horse-racing/v2/racing/auth',
        authHeaders('plus-access', 'plus@example.com'),
      );
      const freshToken = ((await fresh.json()) as { token: string }).token;
      const again = await later.get(raceUrl, { 'x-token': freshToken });
      expect(((await again.json()) as RaceCardResponse[])[0]?.premium).toBe(true);
    } finally {
      await later.app.close();
    }
  });

  it.each([
    ['an invalid access token', authHeaders('nope', 'plus@example.com'), 401],
    ["another member's email", authHeaders('plus-access', 'free@example.com'), 403],
    ['an off-site referrer', authHeaders('plus-access', 'plus@example.com', 'https://evil.example/'), 403],
    ['no x-oauth header', { 'x-name': 'plus@example.com', 'x-referrer': '/' }, 400],
    ['an unreachable provider', authHeaders('provider-down', 'plus@example.com'), 503],
  ])('refuses %s', async (_why, headers, status) => {
    const response = await site.get('/api/horse-racing/v2/racing/auth', headers as Record<string, string>);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBeTruthy();
  });
});

describe('userinfo access-token verifier', () => {
  it("answers the provider's member for a good token and null for a refused one", async () => {
    const { openPglite } = await import('@sl/server-kit');
    const db = await openPglite();
    const provider = createService({ name: 'fake-provider', db, logger: false });
    provider.get('/openid/v1/me', async (request, reply) =>
      request.headers.authorization === 'Bearer good'
        ? {
            sub: 's1',
            email: 'plus@example.com',
            name: 'Priya Plus',
            premium: true,
            roles: ['release-manager', 7],
          }
        : request.headers.authorization === 'Bearer no-roles'
          ? { sub: 's2', email: 'free@example.com' }
          : reply.status(401).send({ error: 'invalid_token' }),
    );
    const base = await listenForTest(provider);
    try {
      const verify = userinfoVerifier(base);
      expect(await verify('good')).toEqual({
        sub: 's1',
        email: 'plus@example.com',
        name: 'Priya Plus',
        premium: true,
        // Only the roles that are strings: a provider's odd claim gives no one a role.
        roles: ['release-manager'],
      });
      expect(await verify('no-roles')).toEqual({
        sub: 's2',
        email: 'free@example.com',
        name: 'free@example.com',
        premium: false,
        roles: [],
      });
      expect(await verify('bad')).toBeNull();
    } finally {
      await provider.close();
      await db.close();
    }
  });
});
