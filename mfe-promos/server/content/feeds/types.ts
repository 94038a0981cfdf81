import type { Article } from '@sl/contracts';

/** An article the feed writer composes: its status follows from its publish time when it is written. */
export type FeedArticle = Omit<Article, 'id' | 'updatedAt' | 'status' | 'publishedAt'> & {
  publishedAt: string;
};
