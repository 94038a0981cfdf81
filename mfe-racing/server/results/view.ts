import { ENTRY_STATUS, fractionToDecimal, type RaceCard } from '@sl/contracts';
import { type RaceResultView, type ResultRunnerLinks } from '@sl/contracts/race-history';
import { raceHeadline, runnerCount } from '../racecard/headline';
import { visibleResult } from '../racecard/present';

function links(card: RaceCard): ResultRunnerLinks[] {
  const runners = card.entries.filter((e) => e.statusId === ENTRY_STATUS.runner);
  const sps = (card.result?.placings ?? []).filter((p) => p.startingPrice);
  const shortest = Math.min(...sps.map((p) => fractionToDecimal(p.startingPrice)));
  const spOf = new Map(sps.map((p) => [p.horseCode, fractionToDecimal(p.startingPrice)]));
  return runners.map((e) => ({
    horseCode: e.horseCode,
    jockeyCode: e.jockeyCode,
    trainerCode: e.trainerCode,
    favourite: spOf.get(e.horseCode) === shortest,
  }));
}

/** The day's declared results (held back until the off plus the declaration time) with their race facts. */
export function resultViews(cards: RaceCard[], now: Date, cardAvailable = true): RaceResultView[] {
  return cards.flatMap((card) => {
    const result = visibleResult(card, now);
    if (!result) return [];
    return [
      {
        ...raceHeadline(card),
        result,
        raceClass: card.raceClass,
        runners: runnerCount(card),
        nonRunners: card.entries
          .filter((e) => e.statusId !== ENTRY_STATUS.runner)
          .map((e) => ({ horseCode: e.horseCode, horseName: e.horseName })),
        links: links(card),
        cardAvailable,
      },
    ];
  });
}
