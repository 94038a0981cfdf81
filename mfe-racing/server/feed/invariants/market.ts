import { fractionToDecimal, type RaceCard } from '@sl/contracts';
import { raceLabel, runnersOf, type Day } from './day';

/** A race's book (sum of the implied probabilities of its current prices): real UK books run about 110 % to 130 %. */
const RACE_BOOK_RANGE = { min: 1.1, max: 1.3 } as const;
/** One bookmaker's book over the runners it prices: a little wider than the race's, bookmakers differ. */
const BOOKMAKER_BOOK_RANGE = { min: 1.08, max: 1.35 } as const;

const percent = (book: number) => `${(book * 100).toFixed(1)} %`;

/** The race's book over its priced runners' current odds; null when fewer than two runners are priced. */
export function raceBook(card: RaceCard): number | null {
  const prices = runnersOf(card)
    .map((e) => fractionToDecimal(e.currentOdds))
    .filter((d) => d > 1);
  return prices.length < 2 ? null : prices.reduce((sum, d) => sum + 1 / d, 0);
}

export const raceBookProblems = (day: Day): string[] =>
  day.races.flatMap((race) => {
    const book = raceBook(race);
    return book === null || (book >= RACE_BOOK_RANGE.min && book <= RACE_BOOK_RANGE.max)
      ? []
      : [
          `${raceLabel(race)}: the book on current odds is ${percent(book)}, outside ${percent(RACE_BOOK_RANGE.min)} to ${percent(RACE_BOOK_RANGE.max)}`,
        ];
  });

/** Each bookmaker's book over the runners, for a bookmaker pricing every runner (of at least two). */
export function bookmakerBooks(
  card: RaceCard,
): { bookmakerId: number; bookmakerName: string; book: number }[] {
  const runners = runnersOf(card);
  if (runners.length < 2) return [];
  const ids = new Set(runners.flatMap((e) => e.bookmakerOdds.map((o) => o.bookmakerId)));
  const books: { bookmakerId: number; bookmakerName: string; book: number }[] = [];
  for (const id of ids) {
    const prices = runners.map((e) => e.bookmakerOdds.find((o) => o.bookmakerId === id && o.decimalOdds > 1));
    if (prices.some((p) => p === undefined)) continue;
    const book = prices.reduce((sum, p) => sum + 1 / (p?.decimalOdds ?? 1), 0);
    books.push({ bookmakerId: id, bookmakerName: prices[0]?.bookmakerName ?? String(id), book });
  }
  return books;
}

export const bookmakerBookProblems = (day: Day): string[] =>
  day.races.flatMap((race) =>
    bookmakerBooks(race)
      .filter(({ book }) => book < BOOKMAKER_BOOK_RANGE.min || book > BOOKMAKER_BOOK_RANGE.max)
      .map(
        ({ bookmakerName, book }) =>
          `${raceLabel(race)}: ${bookmakerName}'s book is ${percent(book)}, outside ${percent(BOOKMAKER_BOOK_RANGE.min)} to ${percent(BOOKMAKER_BOOK_RANGE.max)}`,
      ),
  );
