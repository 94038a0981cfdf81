import type { ContentCategory } from '@sl/contracts';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Wed 25 Nov 2026, 14:05" in London time. */
export const publishedText = (iso: string) => dateTime.format(new Date(iso));

export const CATEGORY_LABELS: Record<ContentCategory, string> = {
  news: 'News',
  features: 'Feature',
  previews: 'Preview',
  reports: 'Report',
};

/** "gold-cup" as "gold cup" for a tag link's text. */
export const tagText = (tag: string) => tag.replace(/-/g, ' ');
