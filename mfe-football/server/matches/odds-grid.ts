import { BOOKMAKER_IDS } from '@sl/contracts';
import { type BookmakerMatchPrices, type MatchOddsGrid } from '@sl/contracts/match-centre';
import { SeededRandom } from '@sl/server-kit';
import { BOOK_RANGE, FEED_LADDER, bookOf, impliedProbability, type Prices1X2 } from '../feed/prices';

/** The stretch of the feed's ladder around evens (4/9 to 33/1), for moving a price a step. */
const STEPS = FEED_LADDER.slice(FEED_LADDER.indexOf('4/9'), FEED_LADDER.indexOf('33/1') + 1);

/** A price one step shorter or longer on the ladder; prices off this stretch of it stay as they are. */
function step(price: string, by: -1 | 0 | 1): string {
  const i = STEPS.indexOf(price);
  if (i < 0 || by === 0) return price;
  return STEPS[Math.min(STEPS.length - 1, Math.max(0, i + by))]!;
}

const OUTCOMES = ['home', 'draw', 'away'] as const;

/** The other bookmakers the site carries (their books differ from Sky Bet's by a ladder step here and there). */
const OTHERS = [
  { bookmakerId: BOOKMAKER_IDS.paddyPower, bookmakerName: 'Paddy Power' },
  { bookmakerId: BOOKMAKER_IDS.betfair, bookmakerName: 'Betfair' },
] as const;

function variant(matchId: number, bookmakerId: number, base: Prices1X2): Prices1X2 {
  const rng = new SeededRandom(`odds:${matchId}:${bookmakerId}`);
  const prices = { ...base };
  for (const outcome of OUTCOMES) {
    const moved = { ...prices, [outcome]: step(prices[outcome], rng.int(-1, 1) as -1 | 0 | 1) };
    // A bookmaker keeps a real book: a move that would take it outside 102 % to 110 % is not made.
    const book = bookOf(moved);
    if (book >= BOOK_RANGE.min && book <= BOOK_RANGE.max) Object.assign(prices, moved);
  }
  return prices;
}

/** The longer of two prices: the one implying the smaller chance. */
const longer = (a: string, b: string) => (impliedProbability(b) < impliedProbability(a) ? b : a);

/**
 * Win/draw/win across the bookmakers: Sky Bet's is the match's own market (the betting tab's links go there), the
 * others are seeded a ladder step either side of it, so the best price is sometimes not Sky Bet's.
 */
export function oddsGrid(matchId: number, skyBet: Prices1X2): MatchOddsGrid {
  const bookmakers: BookmakerMatchPrices[] = [
    { bookmakerId: BOOKMAKER_IDS.skyBet, bookmakerName: 'Sky Bet', ...skyBet },
    ...OTHERS.map((b) => ({ ...b, ...variant(matchId, b.bookmakerId, skyBet) })),
  ];
  const best = { ...skyBet };
  for (const b of bookmakers)
    for (const outcome of OUTCOMES) best[outcome] = longer(best[outcome], b[outcome]);
  return { bookmakers, best };
}
