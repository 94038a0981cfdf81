import { SPORT_PAGES, SPORT_PAGE_NAMES } from '../sports/pages';
import { CONTENT_CATEGORIES, type Article, type ContentCategory, type ContentSport } from './article';
import { isArticleSlug, isTag } from './rules';

/**
 * The news sections of the site: each a base path with a listing (?page=n), tag pages (/tag/{tag}) and article
 * pages (/{slug}). The promos remote's NewsApp routes with this table, the promos service answers page status
 * from it, and the shell mounts NewsApp on every base.
 */
export interface NewsSection {
  base: string;
  title: string;
  /** The sports whose articles the section lists. */
  sports: readonly ContentSport[];
  /** The categories it lists (an article with any of them). */
  categories: readonly ContentCategory[];
}

const NEWS_ONLY: readonly ContentCategory[] = ['news', 'previews', 'reports'];

export const NEWS_SECTIONS: readonly NewsSection[] = [
  // Features first: an article that is a racing feature lives at /racing/features.
  {
    base: '/racing/features',
    title: 'Racing Features',
    sports: ['racing', 'greyhounds'],
    categories: ['features'],
  },
  { base: '/racing/news', title: 'Racing News', sports: ['racing', 'greyhounds'], categories: NEWS_ONLY },
  { base: '/football/news', title: 'Football News', sports: ['football'], categories: CONTENT_CATEGORIES },
  ...SPORT_PAGE_NAMES.map((page): NewsSection => ({
    base: `/${page}/news`,
    title: `${SPORT_PAGES[page].title} News`,
    sports: SPORT_PAGES[page].sports,
    categories: CONTENT_CATEGORIES,
  })),
];

export const NEWS_SECTION_BASES: readonly string[] = NEWS_SECTIONS.map((s) => s.base);

export type NewsPage =
  | { kind: 'list'; section: NewsSection }
  | { kind: 'tag'; section: NewsSection; tag: string }
  | { kind: 'article'; section: NewsSection; slug: string };

export function newsSectionOf(pathname: string): NewsSection | null {
  const path = pathname.replace(/\/+$/, '');
  return NEWS_SECTIONS.find((s) => path === s.base || path.startsWith(`${s.base}/`)) ?? null;
}

/** Which news page a site path is: the listing, a tag page or an article; null when it is no page. */
export function newsPageFor(pathname: string): NewsPage | null {
  const section = newsSectionOf(pathname);
  if (!section) return null;
  const rest = pathname.replace(/\/+$/, '').slice(section.base.length).split('/').filter(Boolean);
  if (rest.length === 0) return { kind: 'list', section };
  if (rest.length === 2 && rest[0] === 'tag' && isTag(rest[1]!))
    return { kind: 'tag', section, tag: rest[1]! };
  if (rest.length === 1 && isArticleSlug(rest[0]!)) return { kind: 'article', section, slug: rest[0]! };
  return null;
}

/** Whether a section lists an article. */
export function sectionHasArticle(
  section: NewsSection,
  article: Pick<Article, 'sport' | 'categories'>,
): boolean {
  return (
    section.sports.includes(article.sport) && article.categories.some((c) => section.categories.includes(c))
  );
}

/** The section an article lives in (its address): the first that lists it, by the article's main category first. */
export function articleSection(article: Pick<Article, 'sport' | 'categories'>): NewsSection {
  const main = article.categories[0];
  const byMain = NEWS_SECTIONS.find(
    (s) => s.sports.includes(article.sport) && main !== undefined && s.categories.includes(main),
  );
  // Every sport and category pair has a section (a test holds the table to it); racing news is the last resort.
  return byMain ?? NEWS_SECTIONS.find((s) => sectionHasArticle(s, article)) ?? NEWS_SECTIONS[1]!;
}

export function articlePath(article: Pick<Article, 'sport' | 'categories' | 'slug'>): string {
  return `${articleSection(article).base}/${article.slug}`;
}

export function newsTagPath(section: NewsSection, tag: string): string {
  return `${section.base}/tag/${encodeURIComponent(tag)}`;
}

/** A listing page's address: page 1 is the base. */
export function newsListPath(section: NewsSection, page: number, tag?: string): string {
  const base = tag ? newsTagPath(section, tag) : section.base;
  return page > 1 ? `${base}?page=${page}` : base;
}

/** The listing API's query for a section: /api/content/v1/articles?sport=a,b&category=c,d[&tag=][&page=]. */
export function sectionQuery(section: NewsSection, page: number, pageSize: number, tag?: string): string {
  const params = new URLSearchParams({
    sport: section.sports.join(','),
    category: section.categories.join(','),
    page: String(page),
    pageSize: String(pageSize),
  });
  if (tag) params.set('tag', tag);
  return params.toString();
}
