import {
  ENTRY_STATUS,
  fractionToDecimal,
  liveStatusAt,
  type RaceCard,
  type RaceWinner,
  type RacingMeeting,
  type ResultPlacing,
} from '@sl/contracts';
import { visibleResult } from '../racecard/present';

/** All-weather goings (Standard, Standard to Slow, Slow, Fast…) never name a turf description. */
const isAllWeatherGoing = (going: string) => /\b(standard|slow|fast)\b/i.test(going);

/** Hurdles, chases and bumpers (National Hunt Flat) are jump races; titles always carry the type word. */
const isJumpsTitle = (title: string) => /\b(hurdle|chase|national hunt flat|nh flat|bumper)\b/i.test(title);

function mixOf<T extends string>(values: T[], mixed: T): T | undefined {
  const set = new Set(values);
  if (set.size === 0) return undefined;
  return set.size === 1 ? values[0] : mixed;
}

function winnerOf(card: RaceCard, placings: ResultPlacing[]): RaceWinner | null {
  const first = placings.find((p) => p.position === 1);
  if (!first) return null;
  const prices = placings.filter((p) => p.startingPrice).map((p) => fractionToDecimal(p.startingPrice));
  const shortest = Math.min(...prices);
  return {
    horseCode: first.horseCode,
    horseName: first.horseName,
    startingPrice: first.startingPrice,
    favourite: first.startingPrice !== '' && fractionToDecimal(first.startingPrice) === shortest,
  };
}

/**
 * The racecards list as a punter reads it: each meeting's surface and code, each race's class, trip, status, and
 * once declared its winner at SP. Only what the cards themselves say (a result is held back until it is declared).
 */
export function dayView(meetings: RacingMeeting[], cards: RaceCard[], now: Date): RacingMeeting[] {
  const byId = new Map(cards.map((c) => [c.raceId, c]));
  return meetings.map((meeting) => {
    const held = meeting.races.map((r) => byId.get(r.raceId)).filter((c): c is RaceCard => c !== undefined);
    const races = meeting.races.map((race) => {
      const card = byId.get(race.raceId);
      if (!card) return race;
      const result = visibleResult(card, now);
      return {
        ...race,
        raceClass: card.raceClass,
        distance: card.distance,
        status: liveStatusAt(card.offTime, now),
        nonRunners: card.entries.filter((e) => e.statusId !== ENTRY_STATUS.runner).length,
        winner: result ? winnerOf(card, result.placings) : null,
      };
    });
    const surface = mixOf(
      held.map((c) => (isAllWeatherGoing(c.going) ? ('All Weather' as const) : ('Turf' as const))),
      'Mixed',
    );
    const raceType = mixOf(
      held.map((c) => (isJumpsTitle(c.title) ? ('Jumps' as const) : ('Flat' as const))),
      'Mixed',
    );
    return { ...meeting, ...(surface ? { surface } : {}), ...(raceType ? { raceType } : {}), races };
  });
}
