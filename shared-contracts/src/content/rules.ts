import { slugify } from '../racing/routes';
import {
  BLOCK_TYPES,
  CONTENT_CATEGORIES,
  CONTENT_SPORTS,
  type Article,
  type ArticleInput,
  type ArticleStatus,
  type Block,
  type ContentCategory,
  type ContentSport,
} from './article';

/** Limits an article is held to (the service's schemas and the editor's form use the same numbers). */
export const ARTICLE_LIMITS = {
  title: { min: 5, max: 140 },
  standfirst: { min: 10, max: 300 },
  blocks: { min: 1, max: 100 },
  text: 4000,
  heading: 140,
  listItems: 30,
  listItem: 500,
  tags: 10,
  tag: 40,
  categories: 4,
  slug: 120,
  alt: 200,
  caption: 300,
  src: 500,
} as const;

/** Slugs that would clash with a section's own addresses (/racing/news/tag/..., ?page=). */
export const RESERVED_SLUGS = ['tag', 'page', 'feed', 'editor'] as const;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isArticleSlug(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= ARTICLE_LIMITS.slug &&
    SLUG_PATTERN.test(value) &&
    !(RESERVED_SLUGS as readonly string[]).includes(value)
  );
}

/** An article's slug from its title: the site's slug rule, cut at a word boundary to the slug limit. */
export function articleSlug(title: string): string {
  const slug = slugify(title);
  if (slug.length <= ARTICLE_LIMITS.slug) return slug;
  const cut = slug.slice(0, ARTICLE_LIMITS.slug);
  const lastHyphen = cut.lastIndexOf('-');
  return lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut;
}

/** A tag as stored and used in addresses: the slug rule ("Cheltenham Gold Cup" -> "cheltenham-gold-cup"). */
export function normaliseTag(tag: string): string {
  return slugify(tag).slice(0, ARTICLE_LIMITS.tag).replace(/-$/, '');
}

export function isTag(value: string): boolean {
  return value.length > 0 && value.length <= ARTICLE_LIMITS.tag && SLUG_PATTERN.test(value);
}

export function isContentSport(value: string): value is ContentSport {
  return (CONTENT_SPORTS as readonly string[]).includes(value);
}

export function isContentCategory(value: string): value is ContentCategory {
  return (CONTENT_CATEGORIES as readonly string[]).includes(value);
}

/** Images come from this site (a path) or over https: never javascript:, data: or protocol-relative URLs. */
export function isSafeImageSrc(src: string): boolean {
  if (src.length === 0 || src.length > ARTICLE_LIMITS.src) return false;
  if (src.startsWith('/')) return !src.startsWith('//') && !src.includes('\\');
  try {
    return new URL(src).protocol === 'https:';
  } catch {
    return false;
  }
}

// Control characters other than tab and new line have no place in article text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

function textProblem(label: string, text: string, min: number, max: number): string | null {
  const trimmed = text.trim();
  if (trimmed.length < min)
    return min <= 1 ? `${label} is empty` : `${label} must be at least ${min} characters`;
  if (text.length > max) return `${label} must be at most ${max} characters (it has ${text.length})`;
  if (CONTROL.test(text)) return `${label} contains control characters`;
  return null;
}

function blockProblems(block: Block, index: number): string[] {
  const at = `body[${index}] (${block.type})`;
  const problems: (string | null)[] = [];
  switch (block.type) {
    case 'paragraph':
      problems.push(textProblem(`${at} text`, block.text, 1, ARTICLE_LIMITS.text));
      break;
    case 'heading':
      problems.push(textProblem(`${at} text`, block.text, 1, ARTICLE_LIMITS.heading));
      break;
    case 'quote':
      problems.push(textProblem(`${at} text`, block.text, 1, ARTICLE_LIMITS.text));
      problems.push(textProblem(`${at} cite`, block.cite || '-', 1, ARTICLE_LIMITS.heading));
      break;
    case 'list':
      if (block.items.length < 1 || block.items.length > ARTICLE_LIMITS.listItems)
        problems.push(`${at} must have 1 to ${ARTICLE_LIMITS.listItems} items`);
      block.items.forEach((item, i) =>
        problems.push(textProblem(`${at} item ${i + 1}`, item, 1, ARTICLE_LIMITS.listItem)),
      );
      break;
    case 'race-card':
      if (!Number.isSafeInteger(block.raceId) || block.raceId <= 0)
        problems.push(`${at} raceId must be a positive whole number`);
      break;
    case 'match-card':
      if (!Number.isSafeInteger(block.matchId) || block.matchId <= 0)
        problems.push(`${at} matchId must be a positive whole number`);
      break;
    case 'image':
      if (!isSafeImageSrc(block.src)) problems.push(`${at} src must be a site path or an https URL`);
      problems.push(textProblem(`${at} alt`, block.alt, 1, ARTICLE_LIMITS.alt));
      if (block.caption.length > ARTICLE_LIMITS.caption)
        problems.push(`${at} caption must be at most ${ARTICLE_LIMITS.caption} characters`);
      break;
    default: {
      const unknown: { type?: unknown } = block;
      problems.push(
        `body[${index}] has unknown type ${String(unknown.type)}; use one of ${BLOCK_TYPES.join(', ')}`,
      );
    }
  }
  return problems.filter((p): p is string => p !== null);
}

/**
 * Everything wrong with an editor's article, in words an editor can act on; an empty list means it may be saved.
 * The service's schemas check the shape first; these are the content rules.
 */
export function articleProblems(input: ArticleInput): string[] {
  const problems: (string | null)[] = [
    textProblem('title', input.title, ARTICLE_LIMITS.title.min, ARTICLE_LIMITS.title.max),
    textProblem('standfirst', input.standfirst, ARTICLE_LIMITS.standfirst.min, ARTICLE_LIMITS.standfirst.max),
  ];
  if (!isContentSport(input.sport)) problems.push(`sport must be one of ${CONTENT_SPORTS.join(', ')}`);
  if (input.categories.length < 1 || input.categories.length > ARTICLE_LIMITS.categories)
    problems.push(`categories must have 1 to ${ARTICLE_LIMITS.categories} entries`);
  for (const category of input.categories)
    if (!isContentCategory(category))
      problems.push(`category "${category}" is not one of ${CONTENT_CATEGORIES.join(', ')}`);
  if (new Set(input.categories).size !== input.categories.length) problems.push('categories are repeated');
  if (input.tags.length > ARTICLE_LIMITS.tags) problems.push(`at most ${ARTICLE_LIMITS.tags} tags`);
  for (const tag of input.tags)
    if (!isTag(tag)) problems.push(`tag "${tag}" must be lower-case letters, digits and hyphens (up to 40)`);
  if (input.slug !== undefined && !isArticleSlug(input.slug))
    problems.push(
      `slug must be lower-case words joined by hyphens, up to ${ARTICLE_LIMITS.slug} characters, and not ${RESERVED_SLUGS.join(', ')}`,
    );
  if (input.slug === undefined && !isArticleSlug(articleSlug(input.title)))
    problems.push('title must contain letters or digits to make an address from');
  if (input.body.length < ARTICLE_LIMITS.blocks.min || input.body.length > ARTICLE_LIMITS.blocks.max)
    problems.push(`body must have ${ARTICLE_LIMITS.blocks.min} to ${ARTICLE_LIMITS.blocks.max} blocks`);
  input.body.forEach((block, i) => problems.push(...blockProblems(block, i)));
  if (input.hero) {
    if (!isSafeImageSrc(input.hero.src)) problems.push('hero src must be a site path or an https URL');
    problems.push(textProblem('hero alt', input.hero.alt, 1, ARTICLE_LIMITS.alt));
  }
  return problems.filter((p): p is string => p !== null);
}

/** The tags an editor typed ("Gold Cup, cheltenham") as stored tags, repeats dropped. */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(',').map(normaliseTag).filter(Boolean))];
}

/** A reader sees an article once it is published, or scheduled and due, and its publish time has come. */
export function isArticleVisible(article: Pick<Article, 'status' | 'publishedAt'>, now: Date): boolean {
  if (article.status !== 'published' && article.status !== 'scheduled') return false;
  return article.publishedAt !== null && Date.parse(article.publishedAt) <= now.getTime();
}

/** The status as an editor should read it: a scheduled article whose time has come is published. */
export function effectiveStatus(article: Pick<Article, 'status' | 'publishedAt'>, now: Date): ArticleStatus {
  return article.status === 'scheduled' && isArticleVisible(article, now) ? 'published' : article.status;
}

/** Plain text of an article's body (search, RSS descriptions, word counts): embeds and images say nothing. */
export function blocksText(blocks: Block[]): string {
  return blocks
    .flatMap((block) => {
      switch (block.type) {
        case 'paragraph':
        case 'heading':
          return [block.text];
        case 'quote':
          return [block.cite ? `"${block.text}" (${block.cite})` : `"${block.text}"`];
        case 'list':
          return block.items;
        case 'image':
        case 'match-card':
        case 'race-card':
          return [];
      }
    })
    .join('\n');
}
