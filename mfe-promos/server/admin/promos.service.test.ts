import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FreeBetsMenuEntry, PromoBanner, SignpostingItem, SiteSettings } from '@sl/contracts';
import { listenForTest, testDatabases } from '@sl/server-kit/testing';
import type { Db } from '@sl/server-kit';
import { buildPromosApp } from '../app';
import { promosMigrations } from '../migrations';
import type { AuditEntry, PromoAdminRow } from '../config/repository';
import { migrate } from '@sl/server-kit';

const TOKEN = 'test-promos-admin-token';

function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'promos-dist-'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  return dir;
}

describe.each(testDatabases())('promos service on $label', ({ open }) => {
  let db: Db;
  let base: string;
  let close: () => Promise<void>;

  async function start(prepare?: (db: Db) => Promise<void>) {
    db = await open();
    if (prepare) await prepare(db);
    const app = await buildPromosApp({ db, allowedOrigins: [], adminToken: TOKEN, distDir: fakeDist() });
    app.log.level = 'silent';
    base = await listenForTest(app);
    close = async () => {
      await app.close();
      await db.close();
    };
  }
  afterEach(() => close());

  const admin = (method: string, route: string, body?: unknown, token: string | null = TOKEN) =>
    fetch(`${base}${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  const get = async <T>(route: string) => (await (await fetch(`${base}${route}`)).json()) as T;

  describe('fresh install', () => {
    beforeEach(() => start());

    it('seeds the eleven promos with cheltenham on, and answers its banner in full', async () => {
      const rows = (await (await admin('GET', '/admin/promos')).json()) as PromoAdminRow[];
      expect(rows.map((r) => r.name).sort()).toEqual(
        [
          'ascot',
          'cheltenham',
          'christmassports',
          'ebor',
          'efl',
          'epl',
          'euros',
          'grand-national',
          'slplus',
          'sosflats',
          'worlddarts',
        ].sort(),
      );
      const banners = await get<PromoBanner[]>('/api/promos/v1/banners');
      expect(banners.map((b) => b.name)).toEqual(['cheltenham']);
      expect(banners[0]?.heroBanner.textBlocks.map((b) => b.type)).toEqual([
        'heading',
        'span',
        'list',
        'image',
      ]);
      expect(banners[0]?.signPost).toMatchObject({
        heroBannerEnabled: 'true',
        bannerSignPostingEnabled: 'true',
      });
    });

    it('answers site settings, free-bets menu, sign-posting, cross-sell and betting partners', async () => {
      expect(await get<SiteSettings>('/api/promos/v1/site-settings')).toEqual({
        royalAscotMicrosite: 'false',
      });
      const menu = await get<FreeBetsMenuEntry[]>('/api/promos/v1/free-bets-menu');
      expect(menu.map((e) => e.url_segment)).toEqual([
        'racing',
        'racing/cheltenham',
        'racing/grand-national',
        'sports/world-darts',
        'safer-gambling',
      ]);
      const sp = await get<{ navSignPostingEnabled: string; items: SignpostingItem[] }>(
        '/api/promos/v1/signposting',
      );
      const gn = sp.items.find((i) => i.id === 'grand-national');
      expect(gn && new Date(gn.endDate as number).toISOString()).toBe('2025-04-06T00:00:00.000Z');
      expect((await get<unknown[]>('/api/promos/v1/cross-sell')).length).toBeGreaterThan(0);
      expect(await get('/api/content/betting-partners')).toEqual({ betfair: 1, paddypower: 1, skybet: 1 });
      expect(await get('/api/content/betting-partners?profile=world-cup')).toEqual({
        betfair: 0,
        paddypower: 0,
        skybet: 1,
      });
      expect((await fetch(`${base}/api/content/betting-partners?profile=nope`)).status).toBe(400);
    });

    it('refuses admin calls without or with a wrong token (401), before anything changes', async () => {
      for (const token of [null, 'wrong']) {
        expect((await admin('GET', '/admin/promos', undefined, token)).status).toBe(401);
        expect((await admin('POST', '/admin/promos/cheltenham/disable', undefined, token)).status).toBe(401);
        expect(
          (await admin('PUT', '/admin/site-settings/royal-ascot', { value: 'true' }, token)).status,
        ).toBe(401);
      }
      expect((await get<PromoBanner[]>('/api/promos/v1/banners')).map((b) => b.name)).toEqual(['cheltenham']);
      expect(await get('/api/promos/v1/site-settings')).toEqual({ royalAscotMicrosite: 'false' });
    });

    it.each([
      ['unknown promo', 'POST', '/admin/promos/nope/enable', undefined],
      ['dates not dates', 'PUT', '/admin/promos/cheltenham/dates', { from: 'soon', to: 'later' }],
      ['dates backwards', 'PUT', '/admin/promos/cheltenham/dates', { from: '2025-03-15', to: '2025-03-10' }],
      ['dates missing to', 'PUT', '/admin/promos/cheltenham/dates', { from: '2025-03-15' }],
      ['unknown field', 'PUT', '/admin/promos/cheltenham/fields/background', { value: 'red' }],
      ['flag not boolean', 'PUT', '/admin/promos/cheltenham/fields/hero', { value: 'yes' }],
      [
        'breakpoint out of range',
        'PUT',
        '/admin/promos/cheltenham/fields/mobileBreakpoint',
        { value: '1000' },
      ],
      ['link off site', 'PUT', '/admin/promos/cheltenham/fields/link', { value: 'https://evil.example' }],
      ['link protocol-relative', 'PUT', '/admin/promos/cheltenham/fields/link', { value: '//evil.example' }],
      ['markup in text', 'PUT', '/admin/promos/cheltenham/fields/text', { value: '<script>' }],
      ['extra body field', 'PUT', '/admin/promos/cheltenham/fields/text', { value: 'ok', more: 1 }],
      ['royal ascot not boolean', 'PUT', '/admin/site-settings/royal-ascot', { value: 'maybe' }],
      ['audit limit zero', 'GET', '/admin/promos/audit?limit=0', undefined],
    ])('answers 400 to bad input: %s, and changes nothing', async (_label, method, route, body) => {
      const response = await admin(method, route, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBeTruthy();
      expect(await (await admin('GET', '/admin/promos/audit')).json()).toEqual([]);
    });

    it('disable takes a promo off the next banners answer, and is audited with before and after', async () => {
      const response = await admin('POST', '/admin/promos/cheltenham/disable');
      expect(response.status).toBe(200);
      expect(((await response.json()) as PromoAdminRow).enabled).toBe(false);
      expect(await get('/api/promos/v1/banners')).toEqual([]);
      expect((await fetch(`${base}/api/promos/v1/banners`)).headers.get('cache-control')).toBe('no-cache');
      const audit = (await (await admin('GET', '/admin/promos/audit')).json()) as AuditEntry[];
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actor: 'admin-api',
        action: 'disable',
        target: 'cheltenham',
        before: { enabled: true },
        after: { enabled: false },
      });
      expect(Date.parse(audit[0]?.at ?? '')).not.toBeNaN();
    });

    it('enable, set-dates, set fields and the royal ascot setting all take effect', async () => {
      await admin('POST', '/admin/promos/grand-national/enable');
      expect((await get<PromoBanner[]>('/api/promos/v1/banners')).map((b) => b.name)).toEqual([
        'cheltenham',
        'grand-national',
      ]);
      const dated = (await (
        await admin('PUT', '/admin/promos/euros/dates', {
          from: '2026-06-01T00:00:00Z',
          to: '2026-07-20T00:00:00Z',
        })
      ).json()) as PromoAdminRow;
      expect([dated.startDate, dated.endDate]).toEqual([
        '2026-06-01T00:00:00.000Z',
        '2026-07-20T00:00:00.000Z',
      ]);
      await admin('PUT', '/admin/promos/cheltenham/fields/text', { value: 'Ready for March' });
      await admin('PUT', '/admin/promos/cheltenham/fields/hero', { value: 'false' });
      await admin('PUT', '/admin/promos/cheltenham/fields/mobileBreakpoint', { value: '500' });
      const chelt = (await get<PromoBanner[]>('/api/promos/v1/banners')).find((b) => b.name === 'cheltenham');
      expect(chelt).toMatchObject({
        text: 'Ready for March',
        hero: false,
        signPost: { heroBannerEnabled: 'false' },
      });
      expect(chelt?.heroBanner.mobileBreakpoint).toBe(500);
      expect((await admin('PUT', '/admin/site-settings/royal-ascot', { value: 'true' })).status).toBe(200);
      expect(await get('/api/promos/v1/site-settings')).toEqual({ royalAscotMicrosite: 'true' });
      const audit = (await (await admin('GET', '/admin/promos/audit?limit=10')).json()) as AuditEntry[];
      expect(audit.map((a) => a.action)).toEqual([
        'royal-ascot',
        'set mobileBreakpoint',
        'set hero',
        'set text',
        'set-dates',
        'enable',
      ]);
    });

    it('answers 404 for a known promo name missing from the table', async () => {
      await db.query(`DELETE FROM promo_config WHERE name = 'sosflats'`);
      expect((await admin('POST', '/admin/promos/sosflats/enable')).status).toBe(404);
    });
  });

  it('migrates the thin table keeping release managers’ switches', async () => {
    await start(async (fresh) => {
      await migrate(fresh, promosMigrations.slice(0, 1));
      await fresh.query(
        `INSERT INTO promos (name, sport, title, text, link, hero_banner, banner, enabled, sort_order)
         VALUES ('cheltenham', 'racing', 'C', 't', '/c', true, true, false, 1),
                ('epl', 'football', 'E', 't', '/e', false, true, true, 3)`,
      );
    });
    const banners = await get<PromoBanner[]>('/api/promos/v1/banners');
    expect(banners.map((b) => [b.name, b.hero, b.title])).toEqual([['epl', false, 'Premier League']]);
  });
});
