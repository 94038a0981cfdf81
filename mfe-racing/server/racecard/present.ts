import {
  earlierResultState,
  raceStateAt,
  withArtificialSkyBetOdds,
  type Entry,
  type EntryFree,
  type RaceCard,
  type RaceCardResponse,
  type RaceResult,
} from '@sl/contracts';
import { type BettingPartnerWeights } from '@sl/contracts/offers';
import { byPartnerWeight } from './partner-weights';

/**
 * The result once it is due (null before that), in the state the feed gives it: a feed that stops at RESULT or
 * WEIGHEDIN keeps its label, and no result runs ahead of the clock (the generator's FINISHED results, and any
 * imported ahead of the race, move through the states with it).
 */
export function visibleResult(card: RaceCard, now: Date): RaceResult | null {
  if (!card.result) return null;
  const reached = raceStateAt(card.offTime, now);
  if (reached === 'DORMANT') return null;
  return { ...card.result, state: earlierResultState(card.result.state, reached) };
}

/**
 * The runner's prices, with the artificial Sky Bet one (document 2, section 4) when Sky Bet lists the runner but
 * has no price: on the runner's Sky Bet selection id and the race id, at the current odds. Done here, once, so
 * every page and client gets the same prices.
 */
function withSkyBet(e: Entry, raceId: number): Entry {
  if (!e.currentOdds) return e;
  const bookmakerOdds = withArtificialSkyBetOdds(
    e.bookmakerOdds,
    e.skyBetSelectionId,
    String(raceId),
    e.currentOdds,
  );
  return { ...e, bookmakerOdds };
}

function freeEntry(e: Entry): EntryFree {
  return {
    meetingDate: e.meetingDate,
    courseId: e.courseId,
    raceNumber: e.raceNumber,
    horseCode: e.horseCode,
    horseName: e.horseName,
    jockeyFullName: e.jockeyFullName,
    jockeyCode: e.jockeyCode,
    trainerFullName: e.trainerFullName,
    trainerCode: e.trainerCode,
    statusDescription: e.statusDescription,
    statusId: e.statusId,
    entryNumber: e.entryNumber,
    draw: e.draw,
    age: e.age,
    weight: e.weight,
    form: e.form,
    formPosition: e.formPosition,
    currentOdds: e.currentOdds,
    bookmakerOdds: e.bookmakerOdds,
    skyBetSelectionId: e.skyBetSelectionId ?? '',
    horse: e.horse,
    // The card's facts (colours, rating, gear, owner, badges, people's form) are for everybody.
    ...pick(e, FREE_EXTRAS),
  };
}

const FREE_EXTRAS = [
  'silk',
  'sex',
  'officialRating',
  'headgear',
  'owner',
  'daysSinceLastRun',
  'badges',
  'jockeyClaim',
  'jockeyForm',
  'trainerForm',
] as const satisfies readonly (keyof EntryFree)[];

/** The named fields the entry has (a feed without them leaves them out rather than sending undefined). */
function pick<K extends keyof EntryFree>(e: Entry, keys: readonly K[]): Partial<Pick<EntryFree, K>> {
  const out: Partial<Pick<EntryFree, K>> = {};
  for (const k of keys) if (e[k] !== undefined) out[k] = e[k];
  return out;
}

/**
 * A race as the endpoint sends it. Everybody gets the race facts, runners, form and odds; the analysis (1-2-3,
 * stars, comments, adjusted rating and master symbol, flags, top rated, smart stats, verdict) only when `premium`.
 */
export function presentRace(card: RaceCard, premium: boolean, now: Date): RaceCardResponse {
  const result = visibleResult(card, now);
  const entries = card.entries.map((e) => withSkyBet(e, card.raceId));
  const base = {
    raceId: card.raceId,
    meetingId: card.meetingId,
    meetingDate: card.meetingDate,
    courseId: card.courseId,
    raceNumber: card.raceNumber,
    countryCode: card.countryCode,
    courseName: card.courseName,
    title: card.title,
    offTime: card.offTime,
    offTimeLocal: card.offTimeLocal,
    going: card.going,
    distance: card.distance,
    raceClass: card.raceClass,
    prize: card.prize,
    hasDraw: card.hasDraw,
    state: result ? result.state : 'DORMANT',
    result,
    ...(card.bettingForecast ? { bettingForecast: card.bettingForecast } : {}),
  } as const;
  if (!premium) return { ...base, premium: false, entries: entries.map(freeEntry) };
  return {
    ...base,
    premium: true,
    smartStat1: card.smartStat1,
    smartStat2: card.smartStat2,
    smartStat3: card.smartStat3,
    // The verdict is analysis: plus members only, like the smart stats.
    ...(card.verdict ? { verdict: card.verdict } : {}),
    entries,
  };
}

/** The race without bookmaker prices or Sky Bet selections, for a viewer who may not be shown betting content. */
export function withoutBetting(race: RaceCardResponse): RaceCardResponse {
  const entries = race.entries.map((e) => ({ ...e, bookmakerOdds: [], skyBetSelectionId: '' }));
  return race.premium ? { ...race, entries: entries as Entry[] } : { ...race, entries };
}

/** The race with each runner's prices in betting-partner order (see byPartnerWeight). */
export function withPartnerOrder(race: RaceCardResponse, weights: BettingPartnerWeights): RaceCardResponse {
  const entries = race.entries.map((e) => ({
    ...e,
    bookmakerOdds: byPartnerWeight(e.bookmakerOdds, weights),
  }));
  return race.premium ? { ...race, entries: entries as Entry[] } : { ...race, entries };
}
