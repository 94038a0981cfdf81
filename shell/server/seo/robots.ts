/**
 * Paths a crawler has no business in: the APIs and admin, the metrics scrape, and the pages that are a signed-in
 * member's own (account, sign-in, the newsroom's editor, the release console, My Stable). Everything else is open.
 */
export const PRIVATE_PATHS = [
  '/api/',
  '/admin/',
  '/metrics',
  '/account',
  '/oauth',
  '/editor',
  '/release-console',
  '/racing/my-stable',
];

/** robots.txt: allow all but the private paths, and name the sitemap by its absolute URL (as the format wants). */
export function robotsTxt(siteOrigin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteOrigin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
