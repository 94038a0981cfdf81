import type {
  ArticleListResponse,
  ArticleResponse,
  ArticleSummary,
  ContentAuditEntry,
  PageStatus,
} from '@sl/contracts';
import { listenForTest, testDatabases } from '@sl/server-kit/testing';
import { buildPromosApp } from '../app';
import type { VerifiedMember } from '@sl/server-kit';
import { child, parseXml, rssProblems } from './rss-check';

const MEMBERS: Record<string, VerifiedMember> = {
  'editor-token': {
    sub: 'ed-1',
    email: 'Editor@Example.com',
    name: 'Eddie Editor',
    premium: false,
    roles: [],
  },
  'member-token': { sub: 'm-1', email: 'free@example.com', name: 'Freddie Free', premium: false, roles: [] },
};
const NOW = new Date('2026-11-25T12:00:00Z');

const article = (n: number, over: Record<string, unknown> = {}) => ({
  title: `Ayr report number ${n}: Steel Gunner wins again`,
  standfirst: 'Steel Gunner beat Farm Hermit by two and a half lengths.',
  body: [
    { type: 'paragraph', text: `Paragraph ${n} <b>not html</b>` },
    { type: 'race-card', raceId: 20261125481 },
    { type: 'list', items: ['1st Steel Gunner 4/1'] },
  ],
  sport: 'racing',
  categories: ['reports'],
  tags: n % 2 === 0 ? ['ayr', 'steel-gunner'] : ['ayr'],
  publish: true,
  ...over,
});

describe.each(testDatabases())('content store on $label', ({ open }) => {
  let base = '';
  let close: () => Promise<void>;
  let clock = NOW;
  beforeAll(async () => {
    const db = await open();
    const app = await buildPromosApp({
      db,
      allowedOrigins: [],
      adminToken: 'token',
      distDir: '/nonexistent',
      content: {
        now: () => clock,
        verifyAccessToken: async (token) => {
          if (token === 'down') throw new Error('identity provider down');
          return MEMBERS[token] ?? null;
        },
        editors: ['editor@example.com'],
        siteOrigin: 'https://www.example.test',
      },
    });
    app.log.level = 'silent';
    base = await listenForTest(app);
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  const send = (method: string, path: string, body?: unknown, token: string | null = 'editor-token') =>
    fetch(`${base}/api/content/v1${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const json = async <T>(response: Response, status = 200): Promise<T> => {
    const body = (await response.json()) as T;
    expect([response.status, body]).toEqual([status, expect.anything()]);
    return body;
  };
  const created: ArticleSummary[] = [];

  it('refuses editors API calls without sign-in (401), from a member who is no editor (403), and says why', async () => {
    const none = await send('POST', '/editor/articles', { nonsense: true }, null);
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('SIGN_IN_REQUIRED');
    expect((await send('GET', '/editor/articles', undefined, 'forged')).status).toBe(401);
    const member = await send('POST', '/editor/articles', article(0), 'member-token');
    expect(member.status).toBe(403);
    expect(((await member.json()) as { error: { message: string } }).error.message).toMatch(/editors/);
    expect((await send('GET', '/editor/articles', undefined, 'down')).status).toBe(503);
  });

  it('refuses bad articles with a message that names the problem (400)', async () => {
    const bad = await send(
      'POST',
      '/editor/articles',
      article(0, { title: 'Hi', body: [{ type: 'image', src: 'javascript:x', alt: '' }] }),
    );
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as { error: { message: string } };
    expect(error.message).toContain('title must be at least 5 characters');
    expect(error.message).toContain('body[0] (image) src must be a site path or an https URL');
    const wrongSport = await send('POST', '/editor/articles', article(0, { sport: 'curling' }));
    expect(wrongSport.status).toBe(400);
    expect(((await wrongSport.json()) as { error: { message: string } }).error.message).toMatch(/sport/);
  });

  it('creates articles and audits who did it, when', async () => {
    for (let n = 1; n <= 12; n += 1) {
      clock = new Date(NOW.getTime() - (13 - n) * 60_000); // article 12 is the newest
      const { article: a } = await json<ArticleResponse>(
        await send('POST', '/editor/articles', article(n)),
        201,
      );
      created.push(a);
    }
    clock = NOW;
    expect(created[0]).toMatchObject({
      slug: 'ayr-report-number-1-steel-gunner-wins-again',
      status: 'published',
      author: { id: 'ed-1', name: 'Eddie Editor' },
    });
    const { entries } = await json<{ entries: ContentAuditEntry[] }>(await send('GET', '/editor/audit'));
    expect(entries).toHaveLength(12);
    expect(entries[0]).toMatchObject({
      actor: 'Editor@Example.com',
      action: 'publish',
      slug: created[11]!.slug,
    });
    expect(Date.parse(entries[0]!.at)).toBe(NOW.getTime() - 60_000);
    // The same address twice is a conflict, not a second article.
    expect((await send('POST', '/editor/articles', article(1))).status).toBe(409);
  });

  it('lists published articles newest first, a page at a time, with totals; filters by sport, category and tag', async () => {
    const first = await json<ArticleListResponse>(
      await fetch(`${base}/api/content/v1/articles?sport=racing&pageSize=5`),
    );
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: 12, totalPages: 3 });
    expect(first.articles.map((a) => a.slug)).toEqual(
      created
        .slice(7)
        .reverse()
        .map((a) => a.slug),
    );
    expect(first.articles[0]).not.toHaveProperty('body');
    const last = await json<ArticleListResponse>(
      await fetch(`${base}/api/content/v1/articles?sport=racing&pageSize=5&page=3`),
    );
    expect(last.articles.map((a) => a.slug)).toEqual([created[1]!.slug, created[0]!.slug]);
    const beyond = await json<ArticleListResponse>(
      await fetch(`${base}/api/content/v1/articles?page=9&pageSize=5`),
    );
    expect(beyond).toMatchObject({ articles: [], total: 12 });
    const tagged = await json<ArticleListResponse>(
      await fetch(`${base}/api/content/v1/articles?tag=steel-gunner`),
    );
    expect(tagged.total).toBe(6);
    const features = await json<ArticleListResponse>(
      await fetch(`${base}/api/content/v1/articles?sport=racing,greyhounds&category=features`),
    );
    expect(features.total).toBe(0);
    expect(
      (await json<ArticleListResponse>(await fetch(`${base}/api/content/v1/articles?sport=darts`))).total,
    ).toBe(0);
    for (const query of ['sport=curling', 'category=gossip', 'tag=Bad_Tag', 'page=0', 'pageSize=500'])
      expect([query, (await fetch(`${base}/api/content/v1/articles?${query}`)).status]).toEqual([query, 400]);
  });

  it('answers an article by slug with its blocks as data, and 404 for an unknown slug', async () => {
    const { article: a } = await json<ArticleResponse>(
      await fetch(`${base}/api/content/v1/articles/${created[3]!.slug}`),
    );
    expect(a.body).toEqual([
      { type: 'paragraph', text: 'Paragraph 4 <b>not html</b>' },
      { type: 'race-card', raceId: 20261125481 },
      { type: 'list', ordered: false, items: ['1st Steel Gunner 4/1'] },
    ]);
    const missing = await fetch(`${base}/api/content/v1/articles/no-such-article`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('ARTICLE_NOT_FOUND');
  });

  it('keeps drafts and scheduled articles out of sight until due, and unpublished ones after', async () => {
    const { article: draft } = await json<ArticleResponse>(
      await send('POST', '/editor/articles', article(20, { publish: false, slug: 'a-draft' })),
      201,
    );
    expect(draft.status).toBe('draft');
    expect((await fetch(`${base}/api/content/v1/articles/a-draft`)).status).toBe(404);
    const past = await send('POST', `/editor/articles/${draft.id}/schedule`, {
      publishAt: '2026-11-25T11:00:00Z',
    });
    expect(past.status).toBe(400);
    const scheduled = await json<ArticleResponse>(
      await send('POST', `/editor/articles/${draft.id}/schedule`, { publishAt: '2026-11-25T13:00:00Z' }),
    );
    expect(scheduled.article.status).toBe('scheduled');
    expect((await fetch(`${base}/api/content/v1/articles/a-draft`)).status).toBe(404);
    clock = new Date('2026-11-25T13:00:00Z');
    expect((await fetch(`${base}/api/content/v1/articles/a-draft`)).status).toBe(200);
    const listed = await json<{ articles: ArticleSummary[] }>(await send('GET', '/editor/articles'));
    expect(listed.articles.find((a) => a.id === draft.id)?.status).toBe('published');
    await json(await send('POST', `/editor/articles/${draft.id}/unpublish`));
    expect((await fetch(`${base}/api/content/v1/articles/a-draft`)).status).toBe(404);
    clock = NOW;
    const updated = await json<ArticleResponse>(
      await send(
        'PUT',
        `/editor/articles/${draft.id}`,
        article(20, { title: 'A better headline for the draft', slug: 'a-draft' }),
      ),
    );
    expect(updated.article).toMatchObject({
      title: 'A better headline for the draft',
      status: 'unpublished',
    });
    const { entries } = await json<{ entries: ContentAuditEntry[] }>(await send('GET', '/editor/audit'));
    expect(entries.slice(0, 4).map((e) => e.action)).toEqual(['update', 'unpublish', 'schedule', 'create']);
    expect(
      (
        await send(
          'PUT',
          '/editor/articles/6f1c3c1e-0000-4000-8000-000000000000',
          article(1, { slug: 'x-y' }),
        )
      ).status,
    ).toBe(404);
  });

  it('says which news addresses are pages (unknown articles and tags are not)', async () => {
    const found = async (path: string) =>
      (
        await json<PageStatus>(
          await fetch(`${base}/api/content/v1/page-status?path=${encodeURIComponent(path)}`),
        )
      ).found;
    const slug = created[0]!.slug;
    expect(await found('/racing/news')).toBe(true);
    expect(await found('/darts/news')).toBe(true);
    expect(await found(`/racing/news/${slug}`)).toBe(true);
    expect(await found('/racing/news/tag/steel-gunner')).toBe(true);
    expect(await found('/racing/news/tag/nobody')).toBe(false);
    expect(await found('/racing/news/no-such-article')).toBe(false);
    expect(await found(`/football/news/${slug}`)).toBe(false);
    expect(await found(`/racing/features/${slug}`)).toBe(false);
    expect(await found('/racing/news/a-draft')).toBe(false);
  });

  it('serves the latest articles as RSS 2.0', async () => {
    const response = await fetch(`${base}/api/content/v1/rss`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const root = parseXml(await response.text());
    expect(rssProblems(root)).toEqual([]);
    const items = child(root, 'channel')!.children.filter((c) => c.name === 'item');
    expect(items).toHaveLength(12);
    expect(child(items[0]!, 'link')!.text).toBe(`https://www.example.test/racing/news/${created[11]!.slug}`);
  });
});
