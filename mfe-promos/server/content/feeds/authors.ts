import type { ArticleAuthor } from '@sl/contracts';

/** The desks that sign the articles written from the feeds. */
export const DESKS = {
  racing: { id: 'desk-racing', name: 'Sporting Life Racing Desk' },
  football: { id: 'desk-football', name: 'Sporting Life Football Desk' },
  sport: { id: 'desk-sport', name: 'Sporting Life Sport Desk' },
} as const satisfies Record<string, ArticleAuthor>;
