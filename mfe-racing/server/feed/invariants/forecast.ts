import { fractionToDecimal, type BettingForecastItem, type Entry } from '@sl/contracts';
import { raceLabel, runnersOf, type Day } from './day';

/** The betting forecast from the runners' current odds: shortest first, the favourite (or joint ones) marked. */
export function bettingForecastOf(entries: readonly Entry[]): BettingForecastItem[] {
  const priced = entries
    .filter((e) => e.entryNumber > 0 && fractionToDecimal(e.currentOdds) > 0)
    .sort(
      (a, b) =>
        fractionToDecimal(a.currentOdds) - fractionToDecimal(b.currentOdds) || a.entryNumber - b.entryNumber,
    );
  const shortest = priced[0] ? fractionToDecimal(priced[0].currentOdds) : 0;
  const favourites = priced.filter((e) => fractionToDecimal(e.currentOdds) === shortest).length;
  return priced.map((e) => ({
    horseCode: e.horseCode,
    horseName: e.horseName,
    entryNumber: e.entryNumber,
    price: e.currentOdds,
    favourite: fractionToDecimal(e.currentOdds) !== shortest ? '' : favourites > 1 ? 'JFav' : 'Fav',
  }));
}

/** A race's forecast lists every priced runner once, at its current odds, shortest first. */
export const forecastProblems = (day: Day): string[] =>
  day.races
    .filter((race) => race.bettingForecast !== undefined)
    .flatMap((race) => {
      const want = JSON.stringify(bettingForecastOf(runnersOf(race)));
      return JSON.stringify(race.bettingForecast) === want
        ? []
        : [
            `${raceLabel(race)}: the betting forecast does not follow the runners' current odds, shortest first`,
          ];
    });
