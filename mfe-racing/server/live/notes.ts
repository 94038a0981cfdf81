import {
  ENTRY_STATUS,
  PACE_WORDS,
  paceProjection,
  type LiveNotes,
  type RaceCard,
  type RaceResult,
  type RunningStyle,
} from '@sl/contracts';
import { racesOn } from '../feed/world/calendar';
import { shortComment } from '../feed/world/comments';
import { coreDay } from '../feed/world/day';
import { horseByCode } from '../feed/world/horses';

/**
 * The Plus notes on a race, from the racing world: the runners' usual running styles (the pace map), the adjusted
 * pre-race ratings, and once the result is in, each finisher's in-running comment and performance rating. A
 * runner the world does not know (an imported day with other horses) is left out of the world's parts.
 */
export function liveNotes(seed: string, card: RaceCard, result: RaceResult | null): LiveNotes {
  const date = card.meetingDate.slice(0, 10);
  const runners = card.entries.filter((e) => e.statusId === ENTRY_STATUS.runner);
  const styled = runners.flatMap((e) => {
    const horse = horseByCode(seed, e.horseCode);
    return horse && horse.name === e.horseName
      ? [{ name: e.horseName, style: horse.style as RunningStyle }]
      : [];
  });
  const pace = paceProjection(styled.map((s) => s.style));
  const likelyLeaders = [
    ...styled.filter((s) => s.style === 'leader'),
    ...styled.filter((s) => s.style === 'prominent'),
  ]
    .slice(0, 3)
    .map((s) => s.name);
  const topRated = runners
    .filter((e) => e.preRaceAdjustedRating > 0)
    .sort((a, b) => b.preRaceAdjustedRating - a.preRaceAdjustedRating || a.entryNumber - b.entryNumber)
    .slice(0, 3)
    .map((e) => ({ horseName: e.horseName, rating: e.preRaceAdjustedRating, stars: e.ratingStars }));
  const inRunning: LiveNotes['inRunning'] = [];
  if (result) {
    const day = coreDay(seed, date, racesOn);
    for (const p of result.placings) {
      const found = day.find(p.horseCode);
      if (!found || found.race.plan.raceId !== card.raceId || found.entry.horse.name !== p.horseName)
        continue;
      inRunning.push({
        horseName: p.horseName,
        position: p.position,
        comment: shortComment(found.race, found.entry),
        performanceRating: found.entry.performanceRating,
      });
    }
  }
  return { pace, paceText: PACE_WORDS[pace], likelyLeaders, topRated, inRunning };
}
