import type { Block } from '@sl/contracts';
import { clip } from './prose';
import type { FeedArticle } from './types';

/** What a desk writes for a news item: the words, as long as they came out. */
export interface NewsCopy {
  slug: string;
  title: string;
  standfirst: string;
  body: Block[];
}

/** Who files it and how it is found: the desk, the sport, the tags and when it goes up (epoch ms). */
interface NewsFiling {
  author: FeedArticle['author'];
  sport: FeedArticle['sport'];
  tags: string[];
  publishedAt: number;
}

/**
 * A preview or a report as every desk files it: headline and standfirst cut to the lengths the site shows,
 * filed under news as well as its kind, with no hero picture.
 */
export const newsArticle = (
  kind: 'previews' | 'reports',
  copy: NewsCopy,
  filing: NewsFiling,
): FeedArticle => ({
  slug: copy.slug,
  title: clip(copy.title, 140),
  standfirst: clip(copy.standfirst, 300),
  body: copy.body,
  author: filing.author,
  sport: filing.sport,
  categories: [kind, 'news'],
  tags: filing.tags,
  publishedAt: new Date(filing.publishedAt).toISOString(),
  hero: null,
});
