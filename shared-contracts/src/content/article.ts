import { OTHER_SPORTS } from '../sports/types';

/**
 * The content store's entities (issue 15): articles of structured blocks, never HTML. Every text field is plain
 * text and is rendered as text; embeds name a race or a match by id and are drawn from the live feeds.
 */

/** The sports an article can be about: the site's sport ids (racing, greyhounds, football and the other sports). */
export const CONTENT_SPORTS = ['racing', 'greyhounds', 'football', ...OTHER_SPORTS] as const;
export type ContentSport = (typeof CONTENT_SPORTS)[number];

export const CONTENT_CATEGORIES = ['news', 'features', 'previews', 'reports'] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];

export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export interface ParagraphBlock {
  type: 'paragraph';
  text: string;
}
/** A sub-heading inside the article (rendered one level below the article's title). */
export interface HeadingBlock {
  type: 'heading';
  text: string;
}
export interface ListBlock {
  type: 'list';
  ordered: boolean;
  items: string[];
}
export interface QuoteBlock {
  type: 'quote';
  text: string;
  /** Who said it; empty when unattributed. */
  cite: string;
}
/** A compact race card drawn from the racing service (GET /api/horse-racing/v2/racing/race/{raceId}). */
export interface RaceCardEmbedBlock {
  type: 'race-card';
  raceId: number;
}
/** A compact match card drawn from the football service (GET /api/football/v2/match/{matchId}). */
export interface MatchCardEmbedBlock {
  type: 'match-card';
  matchId: number;
}
export interface ImageBlock {
  type: 'image';
  /** A site path (/...) or an https URL. */
  src: string;
  alt: string;
  caption: string;
}

export type Block =
  | ParagraphBlock
  | HeadingBlock
  | ListBlock
  | QuoteBlock
  | RaceCardEmbedBlock
  | MatchCardEmbedBlock
  | ImageBlock;
export type BlockType = Block['type'];
export const BLOCK_TYPES: readonly BlockType[] = [
  'paragraph',
  'heading',
  'list',
  'quote',
  'race-card',
  'match-card',
  'image',
];

export interface ArticleAuthor {
  id: string;
  name: string;
}

export interface HeroImage {
  src: string;
  alt: string;
}

export interface Article {
  id: string;
  slug: string;
  title: string;
  standfirst: string;
  body: Block[];
  author: ArticleAuthor;
  sport: ContentSport;
  /** At least one; the first is the article's main category. */
  categories: ContentCategory[];
  tags: string[];
  /** ISO instant: when it went (or goes, when scheduled) live; null for a draft never published. */
  publishedAt: string | null;
  updatedAt: string;
  status: ArticleStatus;
  hero: HeroImage | null;
}

/** An article in a listing: everything but the body. */
export type ArticleSummary = Omit<Article, 'body'>;

/** GET /api/content/v1/articles: one page of published articles, newest first. */
export interface ArticleListResponse {
  articles: ArticleSummary[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** GET /api/content/v1/articles/{slug}. */
export interface ArticleResponse {
  article: Article;
}

/** What an editor sends to create or update an article (POST / PUT /api/content/v1/editor/articles). */
export interface ArticleInput {
  title: string;
  standfirst: string;
  body: Block[];
  sport: ContentSport;
  categories: ContentCategory[];
  tags: string[];
  hero?: HeroImage | null;
  /** Optional on create (made from the title); an existing article keeps its slug unless one is given. */
  slug?: string;
}

/** One row of the editors' audit trail. */
export interface ContentAuditEntry {
  id: number;
  at: string;
  /** The editor's email. */
  actor: string;
  action: 'create' | 'update' | 'schedule' | 'publish' | 'unpublish';
  articleId: string;
  slug: string;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
