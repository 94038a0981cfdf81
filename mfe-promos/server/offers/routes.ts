import { bettingAllowed, viewerCountry, type ViewerGeo } from '@sl/contracts';
import {
  OFFER_BOOKMAKERS,
  freeBetsRoute,
  isOfferLive,
  latestOfferUpdate,
  offerMemberFromClaims,
  visibleOffers,
  type OfferViewer,
} from '@sl/contracts/offers';
import {
  badRequest,
  bearerTokenOf,
  ERROR_RESPONSES,
  HttpError,
  notFound,
  PageStatusQuery,
  PageStatusSchema,
  unauthorized,
  type UserinfoSource,
} from '@sl/server-kit';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requireAdminToken } from '../admin/admin-auth';
import type { OfferInput, OfferRepository } from './repository';
import {
  OfferAnswerSchema,
  OfferBody,
  OfferSchema,
  OffersAnswerSchema,
  OffersQuery,
  SlugParams,
} from './schemas';

export interface OfferRoutesOptions {
  repo: OfferRepository;
  adminToken: string;
  geo: ViewerGeo;
  memberClaims: UserinfoSource;
  now: () => Date;
}

/** The bookmaker's own domain (betfair.com for www.betfair.com). */
const domainOf = (site: string) => new URL(site).hostname.replace(/^www\./, '');
/** Hosts of the affiliate redirects the site uses (spec document 2 §7). */
const AFFILIATE_HOSTS: Record<number, string[]> = { 4: ['ads.betfair.com'], 6: ['media.paddypower.com'] };

/** Semantic checks the schema cannot make: dates in order, and a link to the offer's own bookmaker. */
function checkOffer(input: OfferInput): void {
  const start = Date.parse(input.startDate);
  if (input.endDate !== null && Date.parse(input.endDate) <= start)
    throw badRequest('endDate must be after startDate', 'BAD_DATES');
  const bookmaker = OFFER_BOOKMAKERS[input.bookmakerId];
  const domain = domainOf(bookmaker.site);
  const host = new URL(input.link).hostname;
  const ownHost = host === domain || host.endsWith(`.${domain}`);
  if (!ownHost && !(AFFILIATE_HOSTS[input.bookmakerId] ?? []).includes(host))
    throw badRequest(`link must go to ${bookmaker.name} (${domain}) or its affiliate redirect`, 'BAD_LINK');
}

/**
 * Free-bet offers: the public read side (filtered for the viewer by the spec's rules), the page status of the
 * /free-bets section, and the release managers' admin API (token, audited, like /admin/promos).
 */
export const offerRoutes: FastifyPluginAsyncTypebox<OfferRoutesOptions> = async (app, options) => {
  const { repo, geo, now } = options;

  /** The viewer: country from the CDN header, member from the identity provider's claims for their token. */
  async function viewerOf(request: FastifyRequest): Promise<OfferViewer> {
    const ukIreland = bettingAllowed(viewerCountry(request.headers, geo.countryHeader), geo.development);
    const header = request.headers.authorization;
    if (header === undefined) return { ukIreland, member: null };
    const token = bearerTokenOf(header);
    if (!token) throw unauthorized('Authorization must be "Bearer <access token>"', 'INVALID_ACCESS_TOKEN');
    let claims;
    try {
      claims = await options.memberClaims(token);
    } catch (error) {
      request.log.warn({ err: error }, 'member claims unavailable');
      // Offers are never shown to a member whose exclusions cannot be checked.
      throw new HttpError(503, 'AUTH_UNAVAILABLE', 'Sign-in cannot be checked right now');
    }
    if (!claims) throw unauthorized('The access token is not valid', 'INVALID_ACCESS_TOKEN');
    return { ukIreland, member: offerMemberFromClaims(claims) };
  }

  const personal = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('Cache-Control', request.headers.authorization ? 'private, no-store' : 'no-cache')
      .header('Vary', `${geo.countryHeader}, Authorization`);

  app.get(
    '/api/promos/v1/offers',
    { schema: { querystring: OffersQuery, response: { 200: OffersAnswerSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const category = request.query.category ?? 'all';
      const viewer = await viewerOf(request);
      const seen = visibleOffers(await repo.all(), viewer, now().getTime(), category);
      return personal(request, reply).send({
        category,
        ...seen,
        updatedAt: latestOfferUpdate(seen.offers),
      });
    },
  );

  app.get(
    '/api/promos/v1/offers/:slug',
    { schema: { params: SlugParams, response: { 200: OfferAnswerSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const offer = await repo.find(request.params.slug);
      const seen = visibleOffers(offer ? [offer] : [], viewer, now().getTime());
      personal(request, reply);
      if (seen.withheld) return reply.send({ withheld: seen.withheld, offer: null });
      if (!seen.offers[0]) throw notFound(`No open offer "${request.params.slug}"`, 'OFFER_NOT_FOUND');
      return reply.send({ withheld: null, offer: seen.offers[0] });
    },
  );

  // The shell's server asks whether a /free-bets address is a page (docs: PAGE_STATUS_OWNERS), so an unknown
  // page or an offer that is not open answers HTTP 404. Whether this viewer may see it is the page's business.
  app.get(
    '/api/promos/v1/free-bets/page-status',
    { schema: { querystring: PageStatusQuery, response: { 200: PageStatusSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const path = request.query.path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
      const route = freeBetsRoute(path);
      let found = route?.kind === 'page';
      if (route?.kind === 'offer') {
        const offer = await repo.find(route.slug);
        found = !!offer && isOfferLive(offer, now().getTime());
      }
      return reply.header('Cache-Control', 'public, max-age=60').send({ path, found });
    },
  );

  // The editors' offers API in its own scope, so the admin token guards these routes and no public one.
  await app.register(async (scope) => {
    await requireAdminToken(scope, options.adminToken);
    const admin = scope.withTypeProvider<TypeBoxTypeProvider>();
    const offerAnswer = { 200: OfferSchema, ...ERROR_RESPONSES };
    admin.get(
      '/admin/offers',
      { schema: { response: { 200: Type.Array(OfferSchema), ...ERROR_RESPONSES } } },
      async () => repo.all(),
    );
    admin.put(
      '/admin/offers/:slug',
      { schema: { params: SlugParams, body: OfferBody, response: offerAnswer } },
      async (request) => {
        checkOffer(request.body);
        return repo.put(request.params.slug, request.body, 'admin-api');
      },
    );
    for (const op of ['enable', 'disable'] as const) {
      admin.post(
        `/admin/offers/:slug/${op}`,
        { schema: { params: SlugParams, response: offerAnswer } },
        async (request) => {
          const offer = await repo.setEnabled(request.params.slug, op === 'enable', 'admin-api');
          if (!offer) throw notFound(`No offer "${request.params.slug}"`, 'OFFER_NOT_FOUND');
          return offer;
        },
      );
    }
  });
};
