import { Type } from 'typebox';
import type { AppInstance } from '@sl/server-kit';
import type { PromoRepository } from '../config/repository';

// Release managers' changes must show on the next page load, so nothing here may sit in a cache.
const FRESH = 'no-cache';

const WeightsQuery = Type.Object({
  profile: Type.Optional(Type.Union([Type.Literal('default'), Type.Literal('world-cup')])),
});

/** The public read side: what the remote and the shell fetch through the /api gateway. */
export async function promoRoutes(app: AppInstance, repo: PromoRepository) {
  const api = app;
  api.get('/api/promos/v1/banners', async (_req, reply) =>
    reply.header('Cache-Control', FRESH).send(await repo.enabledBanners()),
  );
  api.get('/api/promos/v1/signposting', async (_req, reply) =>
    reply
      .header('Cache-Control', FRESH)
      .send({ navSignPostingEnabled: 'true', items: await repo.signposting() }),
  );
  api.get('/api/promos/v1/site-settings', async (_req, reply) =>
    reply.header('Cache-Control', FRESH).send(await repo.siteSettings()),
  );
  api.get('/api/promos/v1/free-bets-menu', async (_req, reply) =>
    reply.header('Cache-Control', FRESH).send(await repo.freeBetsMenu()),
  );
  api.get('/api/promos/v1/cross-sell', async (_req, reply) =>
    reply.header('Cache-Control', FRESH).send(await repo.crossSell()),
  );
  api.get('/api/content/betting-partners', { schema: { querystring: WeightsQuery } }, async (req, reply) =>
    reply.header('Cache-Control', FRESH).send(await repo.weights(req.query.profile ?? 'default')),
  );
}
