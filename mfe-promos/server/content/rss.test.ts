import type { ArticleSummary } from '@sl/contracts';
import { rfc822, rssDocument, xmlEscape } from './rss';
import { child, childText, parseXml, rssProblems } from './rss-check';

const article = (over: Partial<ArticleSummary>): ArticleSummary => ({
  id: 'a',
  slug: 'ayr-1305-2026-11-25-race-preview',
  title: 'Vintage Pinnacle the one to beat',
  standfirst: 'Eleven go to post.',
  author: { id: 'desk-racing', name: 'Sporting Life Racing Desk' },
  sport: 'racing',
  categories: ['previews', 'news'],
  tags: ['ayr'],
  publishedAt: '2026-11-24T17:05:00.000Z',
  updatedAt: '2026-11-24T17:05:00.000Z',
  status: 'published',
  hero: null,
  ...over,
});

describe('RSS feed', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(xmlEscape(`Tom & Jerry's <b>"best"</b>\u0001`)).toBe(
      'Tom &amp; Jerry&apos;s &lt;b&gt;&quot;best&quot;&lt;/b&gt;',
    );
  });

  it('writes dates as RFC 822 in GMT', () => {
    expect(rfc822(new Date('2026-11-25T09:05:03Z'))).toBe('Wed, 25 Nov 2026 09:05:03 GMT');
    expect(rfc822(new Date('2027-01-01T00:00:00Z'))).toBe('Fri, 01 Jan 2027 00:00:00 GMT');
  });

  it('is a well-formed RSS 2.0 document with absolute links, even for hostile text', () => {
    const xml = rssDocument(
      { origin: 'https://www.example.test/', title: 'Sporting Life', description: 'News', selfPath: '/feed' },
      [
        article({ title: 'Kelly & Co <script>alert(1)</script> ]]> win', standfirst: 'A "quote" & more' }),
        article({ slug: 'darts-final-report', sport: 'darts', categories: ['reports'], tags: [] }),
      ],
      new Date('2026-11-25T12:00:00Z'),
    );
    const root = parseXml(xml);
    expect(rssProblems(root)).toEqual([]);
    const items = child(root, 'channel')!.children.filter((c) => c.name === 'item');
    expect(items.map((i) => childText(i, 'link'))).toEqual([
      'https://www.example.test/racing/news/ayr-1305-2026-11-25-race-preview',
      'https://www.example.test/darts/news/darts-final-report',
    ]);
    expect(childText(items[0]!, 'title')).toBe('Kelly & Co <script>alert(1)</script> ]]> win');
    expect(childText(items[0]!, 'pubDate')).toBe('Tue, 24 Nov 2026 17:05:00 GMT');
    expect(childText(child(root, 'channel')!, 'lastBuildDate')).toBe('Tue, 24 Nov 2026 17:05:00 GMT');
  });

  it('the checker itself finds a broken feed', () => {
    expect(() => parseXml('<rss><channel><title>a & b</title></channel></rss>')).toThrow();
    expect(rssProblems(parseXml('<rss version="2.0"><channel><title>t</title></channel></rss>'))).toEqual([
      'channel has no link',
      'channel has no description',
    ]);
  });
});
