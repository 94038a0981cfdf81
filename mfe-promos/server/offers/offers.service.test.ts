import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_COUNTRY_HEADER, type PageStatus } from '@sl/contracts';
import {
  SPEC_OFFER_TEXT,
  type FreeBetOffer,
  type OfferAnswer,
  type OffersAnswer,
} from '@sl/contracts/offers';
import type { Db } from '@sl/server-kit';
import { listenForTest, testDatabases } from '@sl/server-kit/testing';
import { buildPromosApp } from '../app';
import { userinfoClaims } from '@sl/server-kit';

const TOKEN = 'test-promos-admin-token';
const NOW = new Date('2026-11-25T12:00:00Z');

/**
 * The members' claims exactly as the account service's identity provider answers them at /openid/v1/me (its
 * accountClaims): self_exclusion markers, sensitive_audience, and can_link_to as bookmaker ids in strings.
 */
const claims = (over: Record<string, unknown>) => ({
  sub: 'id',
  email: 'm@example.com',
  name: 'Member',
  scopes: 'openid',
  premium: false,
  hasAccess: false,
  self_exclusion: [],
  sensitive_audience: false,
  upgradable: true,
  registration: 'first',
  migrated: false,
  'com.sbgcore.can_link_to': [],
  ...over,
});
const MEMBERS: Record<string, Record<string, unknown>> = {
  'free-token': claims({ email: 'free@example.com', 'com.sbgcore.can_link_to': ['15', '17'] }),
  'plus-token': claims({
    email: 'plus@example.com',
    premium: true,
    'com.sbgcore.can_link_to': ['4', '6', '15', '17'],
  }),
  'excluded-token': claims({
    email: 'excluded@example.com',
    self_exclusion: ['bet', 'casino'],
    sensitive_audience: true,
    'com.sbgcore.can_link_to': ['4', '6', '15', '17'],
  }),
  'sensitive-token': claims({ sensitive_audience: true, 'com.sbgcore.can_link_to': ['4', '6', '15', '17'] }),
  'names-token': claims({ 'com.sbgcore.can_link_to': ['skybet', 'betfair', 'paddypower'] }),
};

/** A stand-in identity provider over real HTTP: userinfo answers a known token's claims, 401 otherwise. */
async function startProvider(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (req.url !== '/openid/v1/me') return void res.writeHead(404).end();
    if (token === 'provider-down') return void res.writeHead(500).end();
    const body = MEMBERS[token];
    if (!body)
      return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid_token"}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'promos-dist-'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  return dir;
}

describe.each(testDatabases())('free-bet offers on $label', ({ open }) => {
  let db: Db;
  let base: string;
  let provider: { url: string; server: Server };
  let close: () => Promise<void>;

  beforeAll(async () => {
    provider = await startProvider();
    db = await open();
    const app = await buildPromosApp({
      db,
      allowedOrigins: [],
      adminToken: TOKEN,
      distDir: fakeDist(),
      offers: {
        geo: { countryHeader: DEFAULT_COUNTRY_HEADER, development: false },
        memberClaims: userinfoClaims(provider.url),
        now: () => NOW,
      },
    });
    app.log.level = 'silent';
    base = await listenForTest(app);
    close = async () => {
      await app.close();
      await db.close();
      await new Promise((resolve) => provider.server.close(resolve));
    };
  });
  afterAll(() => close());

  const get = (route: string, headers: Record<string, string> = {}) => fetch(`${base}${route}`, { headers });
  const offers = async (route: string, headers: Record<string, string> = {}) => {
    const response = await get(route, headers);
    expect(response.status).toBe(200);
    return (await response.json()) as OffersAnswer;
  };
  const admin = (method: string, route: string, body?: unknown, token: string | null = TOKEN) =>
    fetch(`${base}${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  const pageFound = async (p: string) =>
    (
      (await (
        await get(`/api/promos/v1/free-bets/page-status?path=${encodeURIComponent(p)}`)
      ).json()) as PageStatus
    ).found;
  const slugs = (answer: OffersAnswer) => answer.offers.map((o) => o.slug);

  it('seeds a dozen live offers from the three bookmakers, with the spec offer first', async () => {
    const all = await offers('/api/promos/v1/offers');
    expect(all.withheld).toBeNull();
    expect(all.offers).toHaveLength(12);
    expect(new Set(all.offers.map((o) => o.bookmakerName))).toEqual(
      new Set(['Sky Bet', 'Betfair', 'Paddy Power']),
    );
    const spec = all.offers[0]!;
    expect(spec.headline).toBe(SPEC_OFFER_TEXT.headline);
    expect(spec).toMatchObject({ value: 20, bookmakerId: 15, selfExcludeType: 'bet' });
    expect(spec.eligibility).toMatchObject({ minDeposit: 5, minStake: 0.05, countries: ['GB', 'IE'] });
    expect(spec.terms).toMatchObject({ expiryDays: 30, qualifyWithinDays: 30 });
    expect(spec.link).toMatch(/^https:\/\/www\.skybet\.com\/join\?aff=681&dcmp=/);
    for (const offer of all.offers) expect(Date.parse(offer.startDate)).toBeLessThanOrEqual(NOW.getTime());
  });

  it('lists a category and refuses an unknown one', async () => {
    const darts = await offers('/api/promos/v1/offers?category=world-darts');
    expect(darts.offers.length).toBeGreaterThanOrEqual(2);
    expect(darts.offers.every((o) => o.categories.includes('world-darts'))).toBe(true);
    const cheltenham = await offers('/api/promos/v1/offers?category=cheltenham');
    expect(cheltenham.offers.map((o) => o.bookmakerName)).toEqual(
      expect.arrayContaining(['Sky Bet', 'Betfair']),
    );
    const bad = await get('/api/promos/v1/offers?category=casino');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(
      /^querystring\/category must be one of: all, racing, /,
    );
  });

  it('shows offers to UK and Irish viewers only, by the CDN country header', async () => {
    for (const country of ['GB', 'IE', 'JE'])
      expect(
        (await offers('/api/promos/v1/offers', { [DEFAULT_COUNTRY_HEADER]: country })).offers,
      ).toHaveLength(12);
    for (const country of ['FR', 'US']) {
      const answer = await offers('/api/promos/v1/offers', { [DEFAULT_COUNTRY_HEADER]: country });
      expect(answer).toMatchObject({ withheld: 'region', offers: [] });
    }
    const one = await get('/api/promos/v1/offers/sky-bet-20-pounds-in-free-bets', {
      [DEFAULT_COUNTRY_HEADER]: 'FR',
    });
    expect(await one.json()).toEqual({ withheld: 'region', offer: null });
    expect(one.headers.get('vary')).toMatch(new RegExp(DEFAULT_COUNTRY_HEADER));
  });

  it('filters for a member by the claims the identity provider issues for their token', async () => {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}`, [DEFAULT_COUNTRY_HEADER]: 'GB' });
    const free = await offers('/api/promos/v1/offers', bearer('free-token'));
    expect(new Set(free.offers.map((o) => o.bookmakerId))).toEqual(new Set([15]));
    expect(free.unlinkableBookmakers).toBe(2);
    const plus = await offers('/api/promos/v1/offers', { authorization: 'Token plus-token' });
    expect(plus.offers).toHaveLength(12);
    for (const token of ['excluded-token', 'sensitive-token']) {
      expect(await offers('/api/promos/v1/offers', bearer(token))).toMatchObject({
        withheld: 'self-excluded',
        offers: [],
      });
      const page = await get('/api/promos/v1/offers/sky-bet-20-pounds-in-free-bets', bearer(token));
      expect(await page.json()).toEqual({ withheld: 'self-excluded', offer: null });
    }
    // Bookmaker names are not ids: such a list links to nobody.
    expect((await offers('/api/promos/v1/offers', bearer('names-token'))).offers).toEqual([]);
    const betfairForFree = await get(
      '/api/promos/v1/offers/betfair-sportsbook-bet-10-get-50',
      bearer('free-token'),
    );
    expect(betfairForFree.status).toBe(404);
    expect((await get('/api/promos/v1/offers', bearer('free-token'))).headers.get('cache-control')).toBe(
      'private, no-store',
    );
  });

  it('refuses a bad or unknown token, and offers nothing when the provider cannot be asked', async () => {
    expect((await get('/api/promos/v1/offers', { authorization: 'Bearer stolen' })).status).toBe(401);
    expect((await get('/api/promos/v1/offers', { authorization: 'Basic abc' })).status).toBe(401);
    const down = await get('/api/promos/v1/offers', { authorization: 'Bearer provider-down' });
    expect(down.status).toBe(503);
    expect(((await down.json()) as { error: { code: string } }).error.code).toBe('AUTH_UNAVAILABLE');
  });

  it('answers an offer page, 404 for an unknown offer and 400 for a malformed slug', async () => {
    const ok = await get('/api/promos/v1/offers/paddy-power-world-darts-bet-10-get-40');
    expect(ok.status).toBe(200);
    const answer = (await ok.json()) as OfferAnswer;
    expect(answer.offer).toMatchObject({ bookmakerName: 'Paddy Power', value: 40 });
    const missing = await get('/api/promos/v1/offers/no-such-offer');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 'OFFER_NOT_FOUND', message: 'No open offer "no-such-offer"' },
    });
    expect((await get('/api/promos/v1/offers/Bad_Slug')).status).toBe(400);
  });

  it('tells the shell which /free-bets addresses are pages', async () => {
    for (const p of ['/free-bets', '/free-bets/', '/free-bets/racing/cheltenham', '/free-bets/betting-sites'])
      expect(await pageFound(p)).toBe(true);
    expect(await pageFound('/free-bets/offer/sky-bet-20-pounds-in-free-bets')).toBe(true);
    for (const p of ['/free-bets/offer/no-such-offer', '/free-bets/nowhere', '/free-bets/racing/kempton'])
      expect(await pageFound(p)).toBe(false);
    expect((await get('/api/promos/v1/free-bets/page-status?path=free-bets')).status).toBe(400);
  });

  describe('release managers', () => {
    const seeded = async (slug: string) =>
      ((await (await admin('GET', '/admin/offers')).json()) as FreeBetOffer[]).find((o) => o.slug === slug)!;
    const input = (o: FreeBetOffer, over: Record<string, unknown> = {}) => {
      const { slug: _slug, bookmakerName: _name, updatedAt: _at, ...rest } = o;
      return { ...rest, ...over };
    };

    it('need the admin token and valid offers', async () => {
      const base = input(await seeded('paddy-power-bet-5-get-20'));
      expect((await admin('PUT', '/admin/offers/x-offer', base, null)).status).toBe(401);
      expect((await admin('PUT', '/admin/offers/x-offer', base, 'wrong')).status).toBe(401);
      const bad = async (body: unknown, code?: string) => {
        const response = await admin('PUT', '/admin/offers/x-offer', body);
        expect(response.status).toBe(400);
        if (code) expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
      };
      await bad({ ...base, bookmakerId: 99 });
      await bad({ ...base, categories: ['casino'] });
      await bad({ ...base, link: 'http://www.paddypower.com/' });
      await bad({ ...base, eligibility: { ...base.eligibility, minOdds: 'evens' } });
      await bad({ ...base, extra: 1 });
      await bad({ ...base, startDate: '2026-12-01T00:00:00Z', endDate: '2026-11-30T00:00:00Z' }, 'BAD_DATES');
      await bad({ ...base, link: 'https://www.skybet.com/join' }, 'BAD_LINK');
      expect((await get('/api/promos/v1/offers/x-offer')).status).toBe(404);
    });

    it('add, expire and withdraw offers, each change audited and shown at once', async () => {
      const base = input(await seeded('paddy-power-bet-5-get-20'));
      const created = await admin('PUT', '/admin/offers/paddy-power-tennis-bet-10-get-10', {
        ...base,
        headline: 'Bet £10 on tennis, get a £10 free bet',
        value: 10,
        categories: ['tennis'],
        startDate: '2026-11-20T00:00:00Z',
        endDate: '2026-12-20T00:00:00Z',
      });
      expect(created.status).toBe(200);
      expect(slugs(await offers('/api/promos/v1/offers?category=tennis'))).toContain(
        'paddy-power-tennis-bet-10-get-10',
      );
      const updatedAt = (await offers('/api/promos/v1/offers?category=tennis')).updatedAt;
      expect(updatedAt).toBe(NOW.getTime());

      // An offer that has ended is hidden everywhere and its page is gone.
      await admin('PUT', '/admin/offers/paddy-power-tennis-bet-10-get-10', {
        ...base,
        categories: ['tennis'],
        startDate: '2026-10-01T00:00:00Z',
        endDate: '2026-11-25T12:00:00Z',
      });
      expect(slugs(await offers('/api/promos/v1/offers?category=tennis'))).not.toContain(
        'paddy-power-tennis-bet-10-get-10',
      );
      expect((await get('/api/promos/v1/offers/paddy-power-tennis-bet-10-get-10')).status).toBe(404);
      expect(await pageFound('/free-bets/offer/paddy-power-tennis-bet-10-get-10')).toBe(false);

      // Withdrawn, then back.
      expect((await admin('POST', '/admin/offers/betfair-exchange-20-back-if-it-loses/disable')).status).toBe(
        200,
      );
      expect(slugs(await offers('/api/promos/v1/offers'))).not.toContain(
        'betfair-exchange-20-back-if-it-loses',
      );
      expect((await admin('POST', '/admin/offers/betfair-exchange-20-back-if-it-loses/enable')).status).toBe(
        200,
      );
      expect(slugs(await offers('/api/promos/v1/offers'))).toContain('betfair-exchange-20-back-if-it-loses');
      expect((await admin('POST', '/admin/offers/no-such-offer/disable')).status).toBe(404);

      const audit = (await (await admin('GET', '/admin/promos/audit?limit=10')).json()) as {
        action: string;
        target: string;
        actor: string;
      }[];
      expect(audit.slice(0, 4).map((a) => `${a.action} ${a.target}`)).toEqual([
        'offer.enable betfair-exchange-20-back-if-it-loses',
        'offer.disable betfair-exchange-20-back-if-it-loses',
        'offer.update paddy-power-tennis-bet-10-get-10',
        'offer.create paddy-power-tennis-bet-10-get-10',
      ]);
      expect(audit[0]?.actor).toBe('admin-api');
    });
  });
});
