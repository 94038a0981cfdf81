import type { BookmakerOdds } from '@sl/contracts';
import { BOOKMAKER_IDS, decimalOddsString, fractionToDecimal } from '@sl/contracts';
import { hash } from './hash';
import { bookOf, ladderIndex, priceAt } from './markets';

/**
 * Each bookmaker's prices: the market price a step either way now and then, as real books differ by a point or two;
 * a bookmaker whose book would leave the 108–135 % band keeps the market's prices instead. Sky Bet prices most but
 * not all runners (the site then shows an artificial Sky Bet price on the runner's Sky Bet selection id).
 */
const BOOKS = [
  { id: BOOKMAKER_IDS.betfair, name: 'Betfair', all: true },
  { id: BOOKMAKER_IDS.paddyPower, name: 'Paddy Power', all: true },
  { id: BOOKMAKER_IDS.skyBet, name: 'Sky Bet', all: false },
] as const;

export interface Priced {
  horseSerial: number;
  price: string;
}

function odds(
  raceId: number,
  bookmakerId: number,
  name: string,
  price: string,
  selectionId: string,
): BookmakerOdds {
  return {
    bookmakerId,
    bookmakerName: name,
    selectionId,
    bookmakerRaceid: String(raceId),
    bookmakerMarketId: `1.${raceId}`,
    artificial: false,
    fractionalOdds: price,
    decimalOdds: fractionToDecimal(price),
    decimalOddsString: decimalOddsString(price),
  };
}

/** The runner's Sky Bet selection id: most runners have one, some before Sky Bet prices them, a few none. */
function skyBetSelectionId(raceId: number, serial: number, priced: boolean): string {
  const id = String(100_000_000 + (hash(raceId, serial, 71) % 900_000_000));
  return priced || hash(raceId, serial, 72) % 4 !== 0 ? id : '';
}

/** Every runner's bookmaker prices and Sky Bet selection id, in the runners' order. */
export function bookmakerPrices(raceId: number, runners: readonly Priced[]) {
  const table = BOOKS.map((b) => {
    const prices = runners.map((r) => {
      const move = (hash(raceId, r.horseSerial, b.id) % 5) - 2;
      const step = Math.abs(move) === 2 ? 0 : move;
      return priceAt(ladderIndex(r.price) + step);
    });
    const book = bookOf(prices);
    return book >= 1.08 && book <= 1.35 ? prices : runners.map((r) => r.price);
  });
  return runners.map((r, i) => {
    const skyPriced = hash(raceId, r.horseSerial, 70) % 10 < 7;
    const selection = skyBetSelectionId(raceId, r.horseSerial, skyPriced);
    const list: BookmakerOdds[] = [];
    BOOKS.forEach((b, k) => {
      if (!b.all && !skyPriced) return;
      const selectionId =
        b.id === BOOKMAKER_IDS.skyBet
          ? selection
          : String(10_000_000 + (hash(raceId, r.horseSerial, b.id, 73) % 90_000_000));
      list.push(odds(raceId, b.id, b.name, table[k]![i]!, selectionId));
    });
    return { bookmakerOdds: list, skyBetSelectionId: selection };
  });
}
