import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  bettingAllowed,
  DEFAULT_COUNTRY_HEADER,
  raceStateAt,
  viewerCountry,
  type ViewerGeo,
} from '@sl/contracts';
import { FALLBACK_BETTING_PARTNER_WEIGHTS } from '@sl/contracts/offers';
import { badRequest, ERROR_RESPONSES, notFound, prepareAnswer, sendPrepared } from '@sl/server-kit';
import type { RacecardsRepository } from '../racecards/repository';
import type { PremiumAccessCheck } from './premium-access';
import type { PartnerWeightsSource } from './partner-weights';
import { RaceParams } from '../schemas/params';
import { RaceCardResponseSchema } from '../schemas/racecard';
import { presentRace, withPartnerOrder, withoutBetting } from './present';
import { RaceAnswers } from './race-answers';

/**
 * How long the gateway may keep a visitor's race card: a backstop only, since it lets go of it at the first change
 * on racing's live stream (races off, results, non-runners, any card written).
 */
const GATEWAY_KEEP_SECONDS = 5;

/** The race's answer: an array whose only item is the race (document 1, section 7). */
const RaceAnswer = Type.Array(RaceCardResponseSchema, { minItems: 1, maxItems: 1 });

function parseRaceId(value: string): number {
  if (!/^\d{1,15}$/.test(value)) throw badRequest(`"${value}" is not a race id`, 'BAD_RACE_ID');
  return Number(value);
}

/**
 * GET a race (document 1, section 7): the answer is an array whose first item is the race data; the x-token
 * header carries the product token that unlocks the analysis.
 */
export interface RaceOptions {
  repo: RacecardsRepository;
  premiumAccess: PremiumAccessCheck;
  now: () => Date;
  geo?: ViewerGeo;
  partnerWeights?: PartnerWeightsSource;
}

export const raceRoutes: FastifyPluginAsyncTypebox<RaceOptions> = async (
  app,
  {
    repo,
    premiumAccess,
    now,
    geo = { countryHeader: DEFAULT_COUNTRY_HEADER, development: false },
    partnerWeights = async () => FALLBACK_BETTING_PARTNER_WEIGHTS,
  },
) => {
  const held = new RaceAnswers(repo);
  app.get(
    '/api/horse-racing/v2/racing/race/:raceId',
    {
      schema: { params: RaceParams, response: { 200: RaceAnswer, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const raceId = parseRaceId(request.params.raceId);
      const { card, answers } = await held.race(raceId);
      if (!card) throw notFound(`There is no race ${raceId}`, 'RACE_NOT_FOUND');
      const header = request.headers['x-token'];
      const token = typeof header === 'string' && header.length > 0 ? header : undefined;
      const premium = await premiumAccess(token).catch(() => false);
      // Bookmaker prices and links are for UK and Ireland viewers only (docs/adr/0005).
      const betting = bettingAllowed(viewerCountry(request.headers, geo.countryHeader), geo.development);
      const weights = betting ? await partnerWeights() : null;
      const at = now();
      // Everything the answer depends on: the time only through the race's state (the result shows once declared).
      const key = `${premium}|${raceStateAt(card.offTime, at)}|${weights ? JSON.stringify(weights) : 'no-betting'}`;
      let prepared = answers.get(key);
      if (prepared === undefined) {
        const race = presentRace(card, premium, at);
        const answer = weights ? withPartnerOrder(race, weights) : withoutBetting(race);
        // Serialized by this route's own serializer (its response schema), once per distinct answer.
        prepared = prepareAnswer(String(reply.serialize([answer])));
        answers.set(key, prepared);
      }
      // The answer differs by member and by country, so no shared cache may keep it; the browser revalidates it
      // before each reuse (a 304 on the ETag when the card has not moved), as a live answer must (ADR 0020).
      reply.header('Cache-Control', 'private, no-cache');
      // Without a product token it is everybody's card for their country: the site's gateway may keep it, by
      // country, until racing's live stream says the feed changed, and no longer than GATEWAY_KEEP_SECONDS.
      if (!token)
        reply
          .header('CDN-Cache-Control', `max-age=${GATEWAY_KEEP_SECONDS}`)
          .header('Vary', geo.countryHeader);
      return sendPrepared(request, reply, prepared);
    },
  );
};
