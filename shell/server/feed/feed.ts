import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorBody } from '@sl/server-kit';

const RSS = 'application/rss+xml; charset=utf-8';

/** A browser navigating asks for text/html first; feed readers ask for RSS, XML or anything. */
function wantsPage(accept: string | undefined): boolean {
  const first = (accept ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  return first === 'text/html' || first === 'application/xhtml+xml';
}

/**
 * GET /feed: the site's RSS 2.0 feed of the latest articles. The content store (promos service) writes it at
 * /api/content/v1/rss; the shell passes it through under the site's own address, without a redirect. A browser
 * following the footer's "RSS Feed" link (Accept: text/html first) gets the page instead, which shows the latest
 * stories and how to subscribe. When the content store cannot be reached a feed reader gets a 502 with the house
 * error body.
 */
export interface FeedOptions {
  promosUrl: string;
  timeoutMs?: number;
}

/** The answer is the RSS document itself (or the house error body on a 502), so there is no JSON schema. */
export const feedRoutes: FastifyPluginAsyncTypebox<FeedOptions> = async (
  app,
  { promosUrl, timeoutMs = 5000 },
) => {
  app.get('/feed', async (request, reply) => {
    reply.header('Vary', 'Accept');
    if (wantsPage(request.headers.accept)) return reply.callNotFound();
    try {
      const upstream = await fetch(`${promosUrl}/api/content/v1/rss`, {
        headers: { accept: 'application/rss+xml' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!upstream.ok) throw new Error(`content store answered ${upstream.status}`);
      return reply
        .header('Content-Type', RSS)
        .header('Cache-Control', upstream.headers.get('cache-control') ?? 'public, max-age=300')
        .send(await upstream.text());
    } catch (error) {
      request.log.warn({ err: error }, 'RSS feed unavailable');
      return reply
        .status(502)
        .header('Cache-Control', 'no-store')
        .send(errorBody('UPSTREAM_UNAVAILABLE', 'The news feed is unavailable right now'));
    }
  });
};
