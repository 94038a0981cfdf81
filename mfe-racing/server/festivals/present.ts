import { ENTRY_STATUS, fractionToDecimal, type FestivalRace, type RaceCard } from '@sl/contracts';
import { visibleResult } from '../racecard/present';

/** Implied chance from a fractional price ("Evs" is evens). */
const chanceOf = (odds: string) => {
  const decimal = odds === 'Evs' ? 2 : fractionToDecimal(odds);
  return decimal > 1 ? 1 / decimal : 0;
};

/** Wins in the last three runs of a form string (newest last). */
const recentWins = (form: string) =>
  [...form.replace(/[^0-9]/g, '').slice(-3)].filter((c) => c === '1').length;

/**
 * Our tip for a race from public data only (the price and the form figures; never the plus analysis): the market's
 * view, nudged up for each recent win.
 */
function tipFor(card: RaceCard): FestivalRace['tip'] {
  const scored = card.entries
    .filter((e) => e.statusId === ENTRY_STATUS.runner && e.currentOdds)
    .map((e) => ({ e, score: chanceOf(e.currentOdds) * (1 + 0.15 * recentWins(e.form)) }))
    .sort((a, b) => b.score - a.score || a.e.entryNumber - b.e.entryNumber);
  const best = scored[0]?.e;
  return best
    ? { horseCode: best.horseCode, horseName: best.horseName, odds: best.currentOdds, form: best.form }
    : null;
}

export function festivalRace(card: RaceCard, feature: string, now: Date): FestivalRace {
  const result = visibleResult(card, now);
  const placed = [...(result?.placings ?? [])]
    .filter((p) => p.position > 0)
    .sort((a, b) => a.position - b.position);
  const winner = placed[0];
  return {
    raceId: card.raceId,
    raceNumber: card.raceNumber,
    offTime: card.offTime,
    offTimeLocal: card.offTimeLocal,
    title: card.title,
    distance: card.distance,
    runners: card.entries.filter((e) => e.statusId === ENTRY_STATUS.runner).length,
    // The card prints the feature's name with its sponsor and grade ('Boodles Cheltenham Gold Cup Chase (Grade 1)').
    feature: card.title.includes(feature),
    tip: tipFor(card),
    result: winner
      ? {
          winner: winner.horseName,
          startingPrice: winner.startingPrice,
          placed: placed.slice(1, 3).map((p) => p.horseName),
        }
      : null,
  };
}
