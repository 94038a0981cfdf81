import { Type } from 'typebox';
import {
  bettingAllowed,
  DEFAULT_COUNTRY_HEADER,
  FALLBACK_BETTING_PARTNER_WEIGHTS,
  viewerCountry,
  type ViewerGeo,
} from '@sl/contracts';
import { badRequest, notFound, type AppInstance } from '@sl/server-kit';
import type { RacecardsRepository } from '../racecards/repository';
import type { PremiumAccessCheck } from './premium-access';
import type { PartnerWeightsSource } from './partner-weights';
import { presentRace, withPartnerOrder, withoutBetting } from './present';

const RaceParams = Type.Object({ raceId: Type.String({ maxLength: 20 }) });

export function parseRaceId(value: string): number {
  if (!/^\d{1,15}$/.test(value)) throw badRequest(`"${value}" is not a race id`, 'BAD_RACE_ID');
  return Number(value);
}

/**
 * GET a race (document 1, section 7): the answer is an array whose first item is the race data; the x-token
 * header carries the product token that unlocks the analysis.
 */
export async function raceRoutes(
  app: AppInstance,
  repo: RacecardsRepository,
  premiumAccess: PremiumAccessCheck,
  now: () => Date,
  geo: ViewerGeo = { countryHeader: DEFAULT_COUNTRY_HEADER, development: false },
  partnerWeights: PartnerWeightsSource = async () => FALLBACK_BETTING_PARTNER_WEIGHTS,
) {
  app.get(
    '/api/horse-racing/v2/racing/race/:raceId',
    { schema: { params: RaceParams } },
    async (request, reply) => {
      const raceId = parseRaceId(request.params.raceId);
      const card = await repo.race(raceId);
      if (!card) throw notFound(`There is no race ${raceId}`, 'RACE_NOT_FOUND');
      const header = request.headers['x-token'];
      const token = typeof header === 'string' && header.length > 0 ? header : undefined;
      const premium = await premiumAccess(token).catch(() => false);
      const race = presentRace(card, premium, now());
      // Bookmaker prices and links are for UK and Ireland viewers only (docs/adr/0005).
      const betting = bettingAllowed(viewerCountry(request.headers, geo.countryHeader), geo.development);
      // The answer differs by member and by country, so shared caches must not keep it.
      const answer = betting ? withPartnerOrder(race, await partnerWeights()) : withoutBetting(race);
      return reply.header('Cache-Control', 'private, no-store').send([answer]);
    },
  );
}
