import { articlePath, type ArticleSummary } from '@sl/contracts';

/** Text for XML character data and attribute values: the five markup characters escaped, invalid characters dropped. */
export function xmlEscape(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters outright.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** RFC 822 date-time as RSS 2.0 wants it, in GMT: "Wed, 25 Nov 2026 14:05:00 GMT" (four-digit year, RFC 1123). */
export function rfc822(date: Date): string {
  return (
    `${DAYS[date.getUTCDay()]}, ${two(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} GMT`
  );
}

export interface RssChannel {
  /** The site's public origin, for absolute links (https://www.example.com). */
  origin: string;
  title: string;
  description: string;
  /** The feed's own address, for atom:link rel="self". */
  selfPath: string;
}

const CATEGORY_LABELS: Record<string, string> = {
  news: 'News',
  features: 'Features',
  previews: 'Previews',
  reports: 'Reports',
};

/** An RSS 2.0 document of the given articles (newest first), every link absolute and every text escaped. */
export function rssDocument(channel: RssChannel, articles: ArticleSummary[], now: Date): string {
  const origin = channel.origin.replace(/\/+$/, '');
  const newest = articles[0]?.publishedAt ? new Date(articles[0].publishedAt) : now;
  const items = articles.map((article) => {
    const link = `${origin}${articlePath(article)}`;
    const categories = [...article.categories.map((c) => CATEGORY_LABELS[c] ?? c), ...article.tags].map(
      (c) => `      <category>${xmlEscape(c)}</category>`,
    );
    return [
      '    <item>',
      `      <title>${xmlEscape(article.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <description>${xmlEscape(article.standfirst)}</description>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <pubDate>${rfc822(new Date(article.publishedAt ?? article.updatedAt))}</pubDate>`,
      `      <dc:creator>${xmlEscape(article.author.name)}</dc:creator>`,
      ...categories,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlEscape(channel.title)}</title>`,
    `    <link>${xmlEscape(`${origin}/`)}</link>`,
    `    <description>${xmlEscape(channel.description)}</description>`,
    '    <language>en-gb</language>',
    `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`,
    `    <atom:link href="${xmlEscape(`${origin}${channel.selfPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
