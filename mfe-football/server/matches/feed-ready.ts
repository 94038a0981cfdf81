import type { AppInstance } from '@sl/server-kit';
import type { FootballFeed } from '../feed/load';

/**
 * Keeps the season and the rolling friendlies loaded as the days go by: every football answer waits for the
 * feed, health checks do not. On the root instance, before the route plugins, so every plugin inherits it.
 */
export function feedReadyHook(app: AppInstance, feed: FootballFeed, now: () => Date) {
  app.addHook('preHandler', async (request) => {
    if (request.url.startsWith('/api/football/')) await feed.ensure(now());
  });
}
