import { OTHER_SPORTS } from '../sports/types';
import { CONTENT_CATEGORIES, CONTENT_SPORTS, type ArticleInput } from './article';
import {
  articleProblems,
  articleSlug,
  blocksText,
  effectiveStatus,
  isArticleVisible,
  isSafeImageSrc,
  parseTags,
} from './rules';
import {
  articlePath,
  articleSection,
  newsListPath,
  newsPageFor,
  NEWS_SECTIONS,
  sectionHasArticle,
  sectionQuery,
} from './sections';

const valid: ArticleInput = {
  title: 'Constitution Hill back to his best at Kempton',
  standfirst: 'The champion hurdler made all and won by eight lengths.',
  body: [
    { type: 'paragraph', text: 'He jumped well throughout.' },
    { type: 'heading', text: 'What next' },
    { type: 'list', ordered: false, items: ['Cheltenham', 'Aintree'] },
    { type: 'quote', text: 'He is back.', cite: 'Nicky Henderson' },
    { type: 'race-card', raceId: 1234 },
    { type: 'match-card', matchId: 99 },
    { type: 'image', src: '/images/kempton.jpg', alt: 'The winner in the parade ring', caption: '' },
  ],
  sport: 'racing',
  categories: ['reports'],
  tags: ['kempton', 'constitution-hill'],
  hero: { src: 'https://images.example/hero.jpg', alt: 'Kempton' },
};

describe('article validation', () => {
  it('accepts a whole article with every kind of block', () => {
    expect(articleProblems(valid)).toEqual([]);
  });

  it('names each problem so an editor can fix it', () => {
    const problems = articleProblems({
      ...valid,
      title: 'Hi',
      standfirst: '',
      sport: 'curling' as never,
      categories: [],
      tags: ['Bad Tag'],
      slug: 'tag',
      body: [
        { type: 'paragraph', text: '   ' },
        { type: 'list', ordered: true, items: [] },
        { type: 'race-card', raceId: -1 },
        { type: 'image', src: 'javascript:alert(1)', alt: '', caption: '' },
        { type: 'video' } as never,
      ],
      hero: { src: '//evil.example/x.png', alt: 'x' },
    });
    expect(problems).toEqual([
      'title must be at least 5 characters',
      'standfirst must be at least 10 characters',
      expect.stringMatching(/^sport must be one of racing, greyhounds, football, darts/),
      'categories must have 1 to 4 entries',
      'tag "Bad Tag" must be lower-case letters, digits and hyphens (up to 40)',
      expect.stringMatching(/^slug must be lower-case words/),
      'body[0] (paragraph) text is empty',
      'body[1] (list) must have 1 to 30 items',
      'body[2] (race-card) raceId must be a positive whole number',
      'body[3] (image) src must be a site path or an https URL',
      'body[3] (image) alt is empty',
      expect.stringMatching(/^body\[4\] has unknown type video/),
      'hero src must be a site path or an https URL',
    ]);
  });

  it('limits lengths and refuses control characters and repeated categories', () => {
    expect(articleProblems({ ...valid, title: 'x'.repeat(141) })).toEqual([
      'title must be at most 140 characters (it has 141)',
    ]);
    expect(articleProblems({ ...valid, standfirst: 'Bell\u0007 rings out loud' })).toEqual([
      'standfirst contains control characters',
    ]);
    expect(articleProblems({ ...valid, categories: ['news', 'news'] })).toEqual(['categories are repeated']);
    expect(articleProblems({ ...valid, title: '!!!!!!' })).toEqual([
      'title must contain letters or digits to make an address from',
    ]);
  });

  it('allows only site paths and https images', () => {
    for (const src of ['/a.png', 'https://cdn.example/a.png'])
      expect([src, isSafeImageSrc(src)]).toEqual([src, true]);
    for (const src of ['', '//x.example/a.png', 'http://x.example/a.png', 'data:image/png;base64,AA', '/\\x'])
      expect([src, isSafeImageSrc(src)]).toEqual([src, false]);
  });

  it('makes slugs and tags by the site slug rule', () => {
    expect(articleSlug('Gold Cup: Galopin Des Champs & the 2027 picture')).toBe(
      'gold-cup-galopin-des-champs-and-the-2027-picture',
    );
    expect(articleSlug(`Long ${'word '.repeat(40)}`).length).toBeLessThanOrEqual(120);
    expect(parseTags('Gold Cup, cheltenham,  , gold cup, Bodø/Glimt')).toEqual([
      'gold-cup',
      'cheltenham',
      'bodo-glimt',
    ]);
  });
});

describe('publishing', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('shows published and due scheduled articles only', () => {
    expect(isArticleVisible({ status: 'published', publishedAt: '2026-11-25T11:00:00Z' }, now)).toBe(true);
    expect(isArticleVisible({ status: 'scheduled', publishedAt: '2026-11-25T12:00:00Z' }, now)).toBe(true);
    expect(isArticleVisible({ status: 'scheduled', publishedAt: '2026-11-25T12:00:01Z' }, now)).toBe(false);
    expect(isArticleVisible({ status: 'draft', publishedAt: null }, now)).toBe(false);
    expect(isArticleVisible({ status: 'unpublished', publishedAt: '2026-11-20T11:00:00Z' }, now)).toBe(false);
    expect(effectiveStatus({ status: 'scheduled', publishedAt: '2026-11-25T11:00:00Z' }, now)).toBe(
      'published',
    );
    expect(effectiveStatus({ status: 'scheduled', publishedAt: '2026-11-26T11:00:00Z' }, now)).toBe(
      'scheduled',
    );
  });

  it('reads the body as plain text without embeds', () => {
    expect(blocksText(valid.body)).toBe(
      'He jumped well throughout.\nWhat next\nCheltenham\nAintree\n"He is back." (Nicky Henderson)',
    );
  });
});

describe('news sections', () => {
  it('gives every sport and category an address that lists it', () => {
    for (const sport of CONTENT_SPORTS)
      for (const category of CONTENT_CATEGORIES) {
        const section = articleSection({ sport, categories: [category] });
        expect([sport, category, sectionHasArticle(section, { sport, categories: [category] })]).toEqual([
          sport,
          category,
          true,
        ]);
      }
    expect(articlePath({ sport: 'racing', categories: ['features', 'news'], slug: 'x' })).toBe(
      '/racing/features/x',
    );
    expect(articlePath({ sport: 'racing', categories: ['previews'], slug: 'x' })).toBe('/racing/news/x');
    expect(articlePath({ sport: 'greyhounds', categories: ['reports'], slug: 'x' })).toBe('/racing/news/x');
    expect(articlePath({ sport: 'rugby', categories: ['reports'], slug: 'x' })).toBe('/other-sports/news/x');
    expect(articlePath({ sport: 'darts', categories: ['features'], slug: 'x' })).toBe('/darts/news/x');
    for (const sport of OTHER_SPORTS) expect(NEWS_SECTIONS.some((s) => s.sports.includes(sport))).toBe(true);
  });

  it('reads listing, tag and article addresses and nothing else', () => {
    expect(newsPageFor('/racing/news')).toMatchObject({ kind: 'list', section: { base: '/racing/news' } });
    expect(newsPageFor('/racing/features/')).toMatchObject({
      kind: 'list',
      section: { base: '/racing/features' },
    });
    expect(newsPageFor('/football/news/tag/premier-league')).toMatchObject({
      kind: 'tag',
      tag: 'premier-league',
    });
    expect(newsPageFor('/darts/news/a-darts-story')).toMatchObject({
      kind: 'article',
      slug: 'a-darts-story',
    });
    for (const path of [
      '/racing',
      '/racing/newsy',
      '/racing/news/tag',
      '/racing/news/a/b',
      '/racing/news/Bad_Slug',
    ])
      expect([path, newsPageFor(path)]).toEqual([path, null]);
  });

  it('builds listing addresses and API queries', () => {
    const racing = NEWS_SECTIONS.find((s) => s.base === '/racing/news')!;
    expect(newsListPath(racing, 1)).toBe('/racing/news');
    expect(newsListPath(racing, 3, 'ascot')).toBe('/racing/news/tag/ascot?page=3');
    expect(sectionQuery(racing, 2, 10, 'ascot')).toBe(
      'sport=racing%2Cgreyhounds&category=news%2Cpreviews%2Creports&page=2&pageSize=10&tag=ascot',
    );
  });
});
