import { BOOKMAKER_IDS, nextFestivalEdition, type FestivalName } from '@sl/contracts';
import {
  OFFER_BOOKMAKERS,
  SPEC_OFFER_SMALL_PRINT,
  SPEC_OFFER_TEXT,
  offerAffiliateLink,
  type FreeBetOffer,
  type OfferBookmakerId,
  type OfferEligibility,
  type OfferTerms,
} from '@sl/contracts/offers';
import { addDays, londonInstant, londonToday } from '@sl/server-kit';

/** An offer as seeded: everything but the fields the store keeps (switch, change time). */
export type SeedOffer = Omit<FreeBetOffer, 'enabled' | 'updatedAt' | 'bookmakerName'>;

const UK_IE: OfferEligibility['countries'] = ['GB', 'IE'];

/** A sign-up offer for UK and Irish customers: the first deposit and stake it needs, and the shortest odds. */
const newCustomers = (minDeposit: number, minStake: number, minOdds: string | null): OfferEligibility => ({
  newCustomersOnly: true,
  countries: UK_IE,
  minDeposit,
  minStake,
  minOdds,
});

/** An offer any UK or Irish customer can claim with a qualifying stake. */
const anyCustomer = (minStake: number): OfferEligibility => ({
  newCustomersOnly: false,
  countries: UK_IE,
  minDeposit: null,
  minStake,
  minOdds: null,
});

/** The small print: how long the free bets last, how long to qualify (null: no limit), the key terms. */
const terms = (
  expiryDays: number,
  qualifyWithinDays: number | null,
  keyTerms: string[],
  wagering = 'None: free bet stakes are not returned',
): OfferTerms => ({ expiryDays, qualifyWithinDays, wagering, keyTerms });

type OfferFacts = Omit<SeedOffer, 'link' | 'startDate' | 'selfExcludeType'> & {
  /** The page on the bookmaker's site the affiliate link opens. */
  path: string;
};
const ALL_RACING = ['racing', 'cheltenham', 'grand-national', 'royal-ascot'] as const;

/** The day after a festival's coming (or current) edition ends, London midnight: its offers close then. */
function afterFestival(festival: FestivalName, today: string): string {
  const dates = nextFestivalEdition(festival, today).dates;
  return londonInstant(addDays(dates[dates.length - 1]!, 1), 0, 0).toISOString();
}

/** The World Darts Championship ends in the first days of January: its offers close on 5 January. */
function afterWorldDarts(today: string): string {
  const year = Number(today.slice(0, 4));
  const end = `${year}-01-05` > today ? `${year}-01-05` : `${year + 1}-01-05`;
  return londonInstant(end, 0, 0).toISOString();
}

export const bookmakerName = (id: OfferBookmakerId) => OFFER_BOOKMAKERS[id].name;

/**
 * The offers a fresh install starts with: the spec's own £20 offer (document 2 §9) and offers from the other UK
 * bookmakers the site links to, dated from the day of the seed. Festival offers close after the coming edition, so
 * a store seeded in November shows March's Cheltenham offers until the festival is over. Release managers change
 * them afterwards through the admin API; a seed never overwrites a stored offer.
 */
export function seedOffers(now: Date): SeedOffer[] {
  const today = londonToday(now);
  const startDate = londonInstant(addDays(today, -7), 0, 0).toISOString();
  // Every seeded offer is live from a week before the seed, and bettors who self-exclude from betting never see it.
  const offer = ({ path, categories, endDate, sortOrder, ...facts }: OfferFacts): SeedOffer => ({
    ...facts,
    link: offerAffiliateLink(facts.bookmakerId, path),
    categories,
    startDate,
    endDate,
    selfExcludeType: 'bet',
    sortOrder,
  });
  const skyBet = BOOKMAKER_IDS.skyBet;
  const betfair = BOOKMAKER_IDS.betfair;
  const paddyPower = BOOKMAKER_IDS.paddyPower;
  return [
    offer({
      slug: 'sky-bet-20-pounds-in-free-bets',
      bookmakerId: skyBet,
      headline: SPEC_OFFER_TEXT.headline,
      value: 20,
      description: `Join Sky Bet through Sporting Life, place a 5p stake and get £20 in free bets. Accounts moved over from the old site qualify with a £5 deposit instead: ${SPEC_OFFER_TEXT.migrated} ${SPEC_OFFER_SMALL_PRINT}`,
      eligibility: newCustomers(5, 0.05, null),
      terms: terms(30, 30, ['The deposit must be made within 30 days', 'Free bets are paid as 4 × £5']),
      path: '/join',
      categories: [...ALL_RACING, 'football', 'world-darts', 'greyhounds'],
      endDate: null,
      sortOrder: 0,
    }),
    offer({
      slug: 'sky-bet-football-bet-10-get-30',
      bookmakerId: skyBet,
      headline: 'Bet £10 on football, get £30 in free bets',
      value: 30,
      description:
        'Place a first bet of £10 or more on any football market at odds of 1/2 or bigger and Sky Bet adds three £10 free bets: one for an accumulator, one for a bet builder and one for any football bet.',
      eligibility: newCustomers(10, 10, '1/2'),
      terms: terms(7, 30, [
        'First bet only, on a football market',
        'Each-way and cashed-out bets do not qualify',
      ]),
      path: '/football/join',
      categories: ['football'],
      endDate: null,
      sortOrder: 10,
    }),
    offer({
      slug: 'sky-bet-cheltenham-money-back-2nd',
      bookmakerId: skyBet,
      headline: 'Money back as a free bet if your horse finishes second',
      value: 20,
      description:
        'Back a horse to win in any race at the Cheltenham Festival; if it finishes second, Sky Bet refunds the stake as a free bet up to £20, one refund per race.',
      eligibility: anyCustomer(1),
      terms: terms(7, null, ['Win singles on the racecard only', 'Refund up to £20 per race']),
      path: '/horse-racing/cheltenham',
      categories: ['cheltenham', 'racing'],
      endDate: afterFestival('cheltenham-festival', today),
      sortOrder: 20,
    }),
    offer({
      slug: 'sky-bet-grand-national-bet-10-get-10',
      bookmakerId: skyBet,
      headline: 'Bet £10 on the Grand National, get a £10 free bet',
      value: 10,
      description:
        'Back any runner in the Grand National with £10 or more, win or each way, and get a £10 free bet for any race on Grand National day.',
      eligibility: anyCustomer(10),
      terms: terms(3, null, [
        'One free bet per account',
        'Free bet for races at Aintree on Grand National day',
      ]),
      path: '/horse-racing/grand-national',
      categories: ['grand-national', 'racing'],
      endDate: afterFestival('grand-national', today),
      sortOrder: 20,
    }),
    offer({
      slug: 'betfair-sportsbook-bet-10-get-50',
      bookmakerId: betfair,
      headline: 'Bet £10, get £50 in free bets',
      value: 50,
      description:
        'Open a Betfair Sportsbook account, place a first bet of £10 at evens or bigger and get £50 in free bets once it settles: £20 for racing, £20 for football and a £10 acca.',
      eligibility: newCustomers(10, 10, '1/1'),
      terms: terms(30, 30, ['Sportsbook bets only, not the Exchange', 'Payment restrictions apply']),
      path: '/sport',
      categories: ['racing', 'football'],
      endDate: null,
      sortOrder: 5,
    }),
    offer({
      slug: 'betfair-exchange-20-back-if-it-loses',
      bookmakerId: betfair,
      headline: 'Bet £20 on the Exchange, get £20 back if it loses',
      value: 20,
      description:
        'Place a first back bet of £20 on the Betfair Exchange at odds of 1/2 or bigger. If it loses, the stake comes back as a £20 free bet.',
      eligibility: newCustomers(20, 20, '1/2'),
      terms: terms(
        30,
        30,
        ['First Exchange bet only', 'Lay bets do not qualify'],
        'None: winnings paid as cash, less Exchange commission',
      ),
      path: '/exchange/plus/',
      categories: ['racing', 'football', 'tennis'],
      endDate: null,
      sortOrder: 15,
    }),
    offer({
      slug: 'betfair-cheltenham-bet-10-get-40',
      bookmakerId: betfair,
      headline: 'Bet £10 on Cheltenham, get £40 in free bets',
      value: 40,
      description:
        'New Betfair Sportsbook customers who bet £10 on any Cheltenham Festival race get four £10 free bets, one for each day of the festival.',
      eligibility: newCustomers(10, 10, '1/1'),
      terms: terms(4, 7, ['One £10 free bet for each festival day', 'Free bets for Cheltenham races only']),
      path: '/sport/horse-racing/cheltenham',
      categories: ['cheltenham'],
      endDate: afterFestival('cheltenham-festival', today),
      sortOrder: 10,
    }),
    offer({
      slug: 'betfair-royal-ascot-bet-10-get-30',
      bookmakerId: betfair,
      headline: 'Bet £10 on Royal Ascot, get £30 in free bets',
      value: 30,
      description:
        'Bet £10 on any race at Royal Ascot as a new Betfair Sportsbook customer and get three £10 free bets for the rest of the meeting.',
      eligibility: newCustomers(10, 10, '1/1'),
      terms: terms(5, 7, ['Free bets for races at Royal Ascot only']),
      path: '/sport/horse-racing/royal-ascot',
      categories: ['royal-ascot'],
      endDate: afterFestival('royal-ascot', today),
      sortOrder: 10,
    }),
    offer({
      slug: 'paddy-power-bet-5-get-20',
      bookmakerId: paddyPower,
      headline: 'Bet £5, get £20 in free bets',
      value: 20,
      description:
        'Join Paddy Power, place a first £5 bet on any sport at odds of 1/2 or bigger and get four £5 free bets: two for racing and two for football.',
      eligibility: newCustomers(5, 5, '1/2'),
      terms: terms(30, 30, ['Deposit by debit card only', 'Free bets are paid as 4 × £5']),
      path: '/bet',
      categories: ['racing', 'football', 'greyhounds'],
      endDate: null,
      sortOrder: 5,
    }),
    offer({
      slug: 'paddy-power-world-darts-bet-10-get-40',
      bookmakerId: paddyPower,
      headline: 'Bet £10 on the World Darts, get £40 in free bets',
      value: 40,
      description:
        'Back any World Darts Championship match with £10 or more and get four £10 free bets for the tournament at Alexandra Palace.',
      eligibility: newCustomers(10, 10, '1/2'),
      terms: terms(7, 14, ['Free bets for World Darts Championship markets only']),
      path: '/darts',
      categories: ['world-darts'],
      endDate: afterWorldDarts(today),
      sortOrder: 10,
    }),
    offer({
      slug: 'paddy-power-grand-national-bet-10-get-30',
      bookmakerId: paddyPower,
      headline: 'Bet £10 on the Grand National, get £30 in free bets',
      value: 30,
      description:
        'New Paddy Power customers who bet £10 on the Grand National get three £10 free bets for the Aintree meeting, and extra places each way on the race itself.',
      eligibility: newCustomers(10, 10, null),
      terms: terms(3, 7, [
        'Extra places apply to the Grand National only',
        'Free bets for races at Aintree only',
      ]),
      path: '/horse-racing/grand-national',
      categories: ['grand-national'],
      endDate: afterFestival('grand-national', today),
      sortOrder: 10,
    }),
    offer({
      slug: 'paddy-power-greyhounds-bet-10-get-5',
      bookmakerId: paddyPower,
      headline: 'Bet £10 on the dogs, get a £5 free bet',
      value: 5,
      description:
        'Place £10 of greyhound bets in a day, at any UK or Irish track, and Paddy Power adds a £5 free bet for tomorrow’s racing.',
      eligibility: anyCustomer(10),
      terms: terms(1, null, ['One free bet per day', 'Tote bets do not qualify']),
      path: '/greyhound-racing',
      categories: ['greyhounds'],
      endDate: null,
      sortOrder: 20,
    }),
  ];
}
