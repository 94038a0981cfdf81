import { FESTIVAL_PAGES, festivalNav, type PageStatus } from '@sl/contracts';
import { listenForTest, testDatabases } from '@sl/server-kit/testing';
import { buildPromosApp } from '../app';

describe.each(testDatabases())('festival page status on $label', ({ open }) => {
  let base = '';
  let close: () => Promise<void>;
  beforeAll(async () => {
    const db = await open();
    const app = await buildPromosApp({
      db,
      allowedOrigins: [],
      adminToken: 'token',
      distDir: '/nonexistent',
    });
    app.log.level = 'silent';
    base = await listenForTest(app);
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  const found = async (path: string) => {
    const response = await fetch(`${base}/api/promos/v1/page-status?path=${encodeURIComponent(path)}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as PageStatus).found;
  };

  it('says every festival menu item and every festival page is a page', async () => {
    const menus = [festivalNav('cheltenham-festival'), festivalNav('royal-ascot')]
      .flatMap((nav) => nav.subNav ?? [])
      .map((item) => item.url)
      .filter((url) => url !== '/');
    const pages = Object.entries(FESTIVAL_PAGES).flatMap(([festival, list]) => [
      `/${festival}`,
      ...list.map((p) => `/${festival}/${p.path}`),
    ]);
    expect(menus).toHaveLength(12);
    for (const path of [...menus, ...pages, '/grand-national/runners/'])
      expect([path, await found(path)]).toEqual([path, true]);
  });

  it('says unknown festival paths are not pages, and refuses a question without a path (400)', async () => {
    for (const path of [
      '/cheltenham-festival/racing/racecards',
      '/royal-ascot/nonsense',
      '/grand-national/replays',
      '/nope',
    ])
      expect([path, await found(path)]).toEqual([path, false]);
    expect((await fetch(`${base}/api/promos/v1/page-status`)).status).toBe(400);
  });
});
