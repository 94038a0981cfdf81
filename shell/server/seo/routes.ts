import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { londonIso, londonToday } from '@sl/server-kit';
import { robotsTxt } from './robots';
import { sitemapXml, type SitemapEntry } from './sitemap-xml';
import { matchPaths, navPaths, racecardPaths } from './sitemap-sources';

interface SeoOptions {
  /** The site's public origin (SHELL_ORIGIN): robots.txt and the sitemap name absolute URLs. */
  siteOrigin: string;
  /** The racing and football services' internal URLs. */
  racingUrl: string;
  footballUrl: string;
  now?: () => Date;
  fetchImpl?: typeof fetch;
  /** The most the sitemap waits for a section's list of the day. */
  timeoutMs?: number;
  /** How long a built sitemap is kept: 10 minutes, or 1 minute when a section was missing from it. */
  cacheMs?: number;
  partialCacheMs?: number;
}

/**
 * GET /robots.txt and GET /sitemap.xml, the two files a search engine asks a site for. The sitemap lists the home
 * page, the menu's section pages, and today's race cards and matches (London's today) from the racing and football
 * services; a section that is down contributes nothing, and that sitemap is kept for a minute only so the day's
 * cards come back soon. Registered before the page routes, whose catch-all would otherwise answer with a page.
 */
export const seoRoutes: FastifyPluginAsyncTypebox<SeoOptions> = async (app, options) => {
  const {
    siteOrigin,
    racingUrl,
    footballUrl,
    now = () => new Date(),
    fetchImpl = fetch,
    timeoutMs = 5_000,
    cacheMs = 600_000,
    partialCacheMs = 60_000,
  } = options;
  const robots = robotsTxt(siteOrigin);
  const sections = navPaths();

  const build = async (): Promise<{ xml: string; complete: boolean }> => {
    const at = now();
    const today = londonToday(at);
    const fetching = { fetchImpl, timeoutMs };
    const [cards, matches] = await Promise.all([
      racecardPaths(racingUrl, today, fetching),
      matchPaths(footballUrl, today, fetching),
    ]);
    const lastmod = londonIso(at);
    const entries: SitemapEntry[] = ['/', ...sections, ...(cards ?? []), ...(matches ?? [])].map((path) => ({
      path,
      lastmod,
    }));
    // A day can have no racing or no football; only a missing answer makes the sitemap partial.
    return { xml: sitemapXml(siteOrigin, entries), complete: cards !== null && matches !== null };
  };

  let cached: { xml: string; expires: number } | null = null;
  let building: Promise<string> | null = null;
  const sitemap = async (): Promise<string> => {
    if (cached && now().getTime() < cached.expires) return cached.xml;
    // One build at a time: requests that arrive while it runs share it.
    building ??= build()
      .then(({ xml, complete }) => {
        cached = { xml, expires: now().getTime() + (complete ? cacheMs : partialCacheMs) };
        return xml;
      })
      .finally(() => {
        building = null;
      });
    return building;
  };

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robots),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600')
      .send(await sitemap()),
  );
};
