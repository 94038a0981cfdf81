import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERROR_RESPONSES } from '@sl/server-kit';
import type { PromoRepository } from '../config/repository';
import {
  BannersSchema,
  CrossSellSchema,
  FreeBetsMenuSchema,
  SignpostingSchema,
  SiteSettingsSchema,
  WeightsQuery,
  WeightsSchema,
} from './schemas';

// Release managers' changes must show on the next page load, so nothing here may sit in a cache.
const FRESH = 'no-cache';

export interface PromoRoutesOptions {
  repo: PromoRepository;
}

/** The public read side: what the remote and the shell fetch through the /api gateway. */
export const promoRoutes: FastifyPluginAsyncTypebox<PromoRoutesOptions> = async (app, { repo }) => {
  app.get(
    '/api/promos/v1/banners',
    { schema: { response: { 200: BannersSchema, ...ERROR_RESPONSES } } },
    async (_req, reply) => reply.header('Cache-Control', FRESH).send(await repo.enabledBanners()),
  );
  app.get(
    '/api/promos/v1/signposting',
    { schema: { response: { 200: SignpostingSchema, ...ERROR_RESPONSES } } },
    async (_req, reply) =>
      reply
        .header('Cache-Control', FRESH)
        .send({ navSignPostingEnabled: 'true', items: await repo.signposting() }),
  );
  app.get(
    '/api/promos/v1/site-settings',
    { schema: { response: { 200: SiteSettingsSchema, ...ERROR_RESPONSES } } },
    async (_req, reply) => reply.header('Cache-Control', FRESH).send(await repo.siteSettings()),
  );
  app.get(
    '/api/promos/v1/free-bets-menu',
    { schema: { response: { 200: FreeBetsMenuSchema, ...ERROR_RESPONSES } } },
    async (_req, reply) => reply.header('Cache-Control', FRESH).send(await repo.freeBetsMenu()),
  );
  app.get(
    '/api/promos/v1/cross-sell',
    { schema: { response: { 200: CrossSellSchema, ...ERROR_RESPONSES } } },
    async (_req, reply) => reply.header('Cache-Control', FRESH).send(await repo.crossSell()),
  );
  app.get(
    '/api/content/betting-partners',
    { schema: { querystring: WeightsQuery, response: { 200: WeightsSchema, ...ERROR_RESPONSES } } },
    async (req, reply) =>
      reply.header('Cache-Control', FRESH).send(await repo.weights(req.query.profile ?? 'default')),
  );
};
