import { fractionToDecimal } from '@sl/contracts';
import { entryAt, raceAt, validDay } from '../fixtures/valid-day';
import { bookmakerBooks, raceBook } from './market';
import { problemsAfter } from './testing';

describe('race book', () => {
  it('sums the implied probabilities of the runners’ current prices', () => {
    const day = validDay();
    // 5/4, 2/1, 7/2, 6/1: 1/2.25 + 1/3 + 1/4.5 + 1/7.
    expect(raceBook(raceAt(day, 0))).toBeCloseTo(1 / 2.25 + 1 / 3 + 1 / 4.5 + 1 / 7, 10);
    expect(day.races.map((r) => Math.round((raceBook(r) ?? 0) * 1000) / 10)).toEqual([
      114.3, 113.6, 112.1, 112.5,
    ]);
  });

  it('is not judged with fewer than two priced runners', () => {
    const day = validDay();
    raceAt(day, 3)
      .entries.slice(1)
      .forEach((e) => (e.currentOdds = ''));
    expect(raceBook(raceAt(day, 3))).toBeNull();
  });

  it('is within 110 % to 130 %', () => {
    expect(problemsAfter((d) => raceAt(d, 0).entries.forEach((e) => (e.currentOdds = '10/1')))).toEqual([
      'race 20261121021 (Ascot 12:40): the book on current odds is 36.4 %, outside 110.0 % to 130.0 %',
    ]);
    expect(problemsAfter((d) => raceAt(d, 2).entries.forEach((e) => (e.currentOdds = '1/1')))).toEqual([
      'race 20261121091 (Wolverhampton 17:00): the book on current odds is 200.0 %, outside 110.0 % to 130.0 %',
    ]);
    // At the edge: 4/6 makes the hurdle's book 129.7 %, 8/13 makes it 131.6 %.
    expect(problemsAfter((d) => (entryAt(d, 0, 0).currentOdds = '4/6'))).toEqual([]);
    expect(problemsAfter((d) => (entryAt(d, 0, 0).currentOdds = '8/13'))).toEqual([
      'race 20261121021 (Ascot 12:40): the book on current odds is 131.6 %, outside 110.0 % to 130.0 %',
    ]);
  });
});

describe('bookmaker books', () => {
  it('each bookmaker pricing every runner has a book within 108 % to 135 %', () => {
    const shorten =
      (fraction: string) => (o: { bookmakerId: number; fractionalOdds: string; decimalOdds: number }) => {
        if (o.bookmakerId !== 6) return;
        o.fractionalOdds = fraction;
        o.decimalOdds = fractionToDecimal(fraction);
      };
    expect(
      problemsAfter((d) => raceAt(d, 1).entries.forEach((e) => e.bookmakerOdds.forEach(shorten('1/2')))),
    ).toEqual(["race 20261121022 (Ascot 13:15): Paddy Power's book is 266.7 %, outside 108.0 % to 135.0 %"]);
  });

  it('a bookmaker that does not price every runner is not judged', () => {
    const day = validDay();
    const chase = raceAt(day, 1);
    for (const e of chase.entries)
      for (const o of e.bookmakerOdds) if (o.bookmakerId === 6) o.decimalOdds = 1.5;
    expect(bookmakerBooks(chase).map((b) => b.bookmakerName)).toEqual(['Betfair', 'Paddy Power']);
    entryAt(day, 1, 0).bookmakerOdds = entryAt(day, 1, 0).bookmakerOdds.filter((o) => o.bookmakerId !== 6);
    expect(bookmakerBooks(chase).map((b) => b.bookmakerName)).toEqual(['Betfair']);
  });
});
