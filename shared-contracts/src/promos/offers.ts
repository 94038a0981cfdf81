import { AFFILIATES, BOOKMAKER_IDS } from '@sl/contracts';
import { REGISTER_OFFER_SMALL_PRINT, registerOfferText } from '@sl/contracts';

/**
 * Free-bet offers (issue 15; spec document 1 §2 and document 2 §2, §3, §5, §6, §9): the cards on /free-bets, its
 * category pages, each offer's page and the festival microsites' free-bets pages.
 */

/** The sports and events an offer can be listed under. */
export const OFFER_CATEGORIES = [
  'racing',
  'cheltenham',
  'grand-national',
  'royal-ascot',
  'football',
  'world-darts',
  'greyhounds',
  'tennis',
  'golf',
] as const;
export type OfferCategory = (typeof OFFER_CATEGORIES)[number];

export const OFFER_CATEGORY_LABELS: Record<OfferCategory, string> = {
  racing: 'Racing',
  cheltenham: 'Cheltenham Festival',
  'grand-national': 'Grand National',
  'royal-ascot': 'Royal Ascot',
  football: 'Football',
  'world-darts': 'World Darts',
  greyhounds: 'Greyhounds',
  tennis: 'Tennis',
  golf: 'Golf',
};

/** Bookmakers an offer may come from: the real UK bookmakers the bookmakers contract can link to. */
export const OFFER_BOOKMAKERS = {
  [BOOKMAKER_IDS.betfair]: { name: 'Betfair', site: 'https://www.betfair.com' },
  [BOOKMAKER_IDS.paddyPower]: { name: 'Paddy Power', site: 'https://www.paddypower.com' },
  [BOOKMAKER_IDS.skyBet]: { name: 'Sky Bet', site: 'https://www.skybet.com' },
} as const;
export type OfferBookmakerId = keyof typeof OFFER_BOOKMAKERS;
export const OFFER_BOOKMAKER_IDS = Object.keys(OFFER_BOOKMAKERS).map(Number) as OfferBookmakerId[];

export const isOfferBookmaker = (id: number): id is OfferBookmakerId =>
  (OFFER_BOOKMAKER_IDS as number[]).includes(id);

/** Who may claim an offer. */
export interface OfferEligibility {
  newCustomersOnly: boolean;
  /** Country codes of the accounts that may claim it (the UK and Ireland markets). */
  countries: ('GB' | 'IE')[];
  /** Minimum first deposit in pounds, null when none is asked. */
  minDeposit: number | null;
  /** Minimum qualifying stake in pounds. */
  minStake: number;
  /** Minimum odds of the qualifying bet, fractional ('1/2'), null when any price qualifies. */
  minOdds: string | null;
}

/** The terms every card shows. */
export interface OfferTerms {
  /** Days the free bets last once credited. */
  expiryDays: number;
  /** Days the qualifying deposit or bet must be made within, null when not limited. */
  qualifyWithinDays: number | null;
  /** The wagering requirement on winnings, in words ('None: winnings paid as cash'). */
  wagering: string;
  /** The rest of the small print, one line each. */
  keyTerms: string[];
}

/** One offer as the promos service stores and answers it. */
export interface FreeBetOffer {
  slug: string;
  bookmakerId: OfferBookmakerId;
  bookmakerName: string;
  /** The offer in one line ('Bet £10, get £30 in free bets'). */
  headline: string;
  /** Total value of the free bets, in pounds. */
  value: number;
  /** A short paragraph for the offer's own page. */
  description: string;
  eligibility: OfferEligibility;
  terms: OfferTerms;
  /** The bookmaker's sign-up page with this site's affiliate tags; opened as a sponsored link. */
  link: string;
  categories: OfferCategory[];
  /** ISO instants; the offer shows from start until (not at) end. A null end runs until withdrawn. */
  startDate: string;
  endDate: string | null;
  /** The self-exclusion marker this offer belongs to (spec document 2 §3, like a cross-sell partner). */
  selfExcludeType: 'bet';
  /** Release managers withdraw an offer by switching it off. */
  enabled: boolean;
  sortOrder: number;
  /** When the offer last changed (ISO); drives the "new since your last visit" sign-posting. */
  updatedAt: string;
}

/** Why a viewer gets no offers at all. */
export type OffersWithheld = 'region' | 'self-excluded';

/** The answer of GET /api/promos/v1/offers. */
export interface OffersAnswer {
  category: OfferCategory | 'all';
  /** null when offers may be shown; else why none are. */
  withheld: OffersWithheld | null;
  offers: FreeBetOffer[];
  /** Bookmakers with live offers here that the signed-in member may not be linked to (their can_link_to). */
  unlinkableBookmakers: number;
  /** The latest updatedAt among the offers shown, ms, or null. */
  updatedAt: number | null;
}

/** The answer of GET /api/promos/v1/offers/:slug. */
export interface OfferAnswer {
  withheld: OffersWithheld | null;
  offer: FreeBetOffer | null;
}

/** Every free-bet card and page carries this line (spec document 2 §2 footer strip, §9 small print "18+"). */
export const SAFER_GAMBLING_LINE = '18+. New customers only where stated. T&Cs apply. BeGambleAware.org';

/** rel of every outbound offer link: paid placement, and no window or referrer handed to the bookmaker. */
export const OFFER_LINK_REL = 'sponsored noopener noreferrer';

/** The affiliate tag this site puts on free-bets traffic (Sky Bet's aff is the spec's racing one, 681). */
export const FREE_BETS_CAMPAIGN = 'sl_freebets';

/** The bookmaker's landing page wrapped in this site's affiliate redirect (ids of spec document 2 §9). */
export function offerAffiliateLink(bookmakerId: OfferBookmakerId, landingPath: string): string {
  const target = `${OFFER_BOOKMAKERS[bookmakerId].site}${landingPath.startsWith('/') ? '' : '/'}${landingPath}`;
  switch (bookmakerId) {
    case BOOKMAKER_IDS.betfair:
      return `https://ads.betfair.com/redirect.aspx?pid=${AFFILIATES.betfair.pid}&bid=${AFFILIATES.betfair.bidDesktop}&redirecturl=${encodeURIComponent(target)}`;
    case BOOKMAKER_IDS.paddyPower:
      return `https://media.paddypower.com/redirect.aspx?pid=${AFFILIATES.paddyPower.pid}&bid=${AFFILIATES.paddyPower.bid}&redirecturl=${encodeURIComponent(target)}`;
    case BOOKMAKER_IDS.skyBet: {
      const url = new URL(target);
      url.searchParams.set('aff', String(AFFILIATES.skyBet.aff));
      url.searchParams.set('dcmp', FREE_BETS_CAMPAIGN);
      return url.toString();
    }
  }
}

/** Pounds as cards print them: £20, £0.05 as 5p, £2.50. */
export function formatPounds(value: number): string {
  if (value > 0 && value < 1) return `${Math.round(value * 100)}p`;
  return Number.isInteger(value) ? `£${value}` : `£${value.toFixed(2)}`;
}

/** The eligibility of an offer in one line each, as the cards print it. */
export function eligibilityLines(e: OfferEligibility): string[] {
  const countries = e.countries.map((c) => (c === 'GB' ? 'UK' : 'Ireland')).join(' and ');
  return [
    e.newCustomersOnly ? 'New customers only' : 'New and existing customers',
    `${countries} residents, 18+`,
    ...(e.minDeposit !== null ? [`Minimum deposit ${formatPounds(e.minDeposit)}`] : []),
    `Minimum stake ${formatPounds(e.minStake)}`,
    e.minOdds ? `Minimum odds ${e.minOdds}` : 'Any odds qualify',
  ];
}

/** The key terms of an offer in one line each. */
export function termLines(t: OfferTerms): string[] {
  return [
    `Free bets expire after ${t.expiryDays} days`,
    ...(t.qualifyWithinDays !== null ? [`Qualify within ${t.qualifyWithinDays} days of sign-up`] : []),
    `Wagering: ${t.wagering}`,
    ...t.keyTerms,
  ];
}

/** The spec's own offer (document 2 §9): £20 in free bets for a 5p stake, or a £5 deposit for migrated accounts. */
export const SPEC_OFFER_TEXT = { headline: registerOfferText(false), migrated: registerOfferText(true) };
export const SPEC_OFFER_SMALL_PRINT = REGISTER_OFFER_SMALL_PRINT;
