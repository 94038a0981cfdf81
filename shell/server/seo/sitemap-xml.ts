export interface SitemapEntry {
  /** A site path ("/racing/racecards/..."); the origin is added when the XML is written. */
  path: string;
  /** W3C datetime of the last change. */
  lastmod: string;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The sitemaps.org urlset for `entries` (duplicates dropped, first kept), with absolute locations. */
export function sitemapXml(siteOrigin: string, entries: SitemapEntry[]): string {
  const origin = siteOrigin.replace(/\/+$/, '');
  const seen = new Set<string>();
  const urls = entries
    .filter((entry) => !seen.has(entry.path) && seen.add(entry.path))
    .map(
      (entry) =>
        `<url><loc>${escapeXml(`${origin}${entry.path}`)}</loc><lastmod>${escapeXml(entry.lastmod)}</lastmod></url>`,
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
