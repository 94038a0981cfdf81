import type { OtherSport } from '@sl/contracts';
import { boxingEvents } from './boxing';
import { cricketEvents } from './cricket';
import { dartsEvents } from './darts';
import type { ModelEvent } from './event';
import { golfEvents } from './golf';
import { nflEvents } from './nfl';
import { rugbyEvents } from './rugby';
import { snookerEvents } from './snooker';
import { tennisEvents } from './tennis';

/** The world the site shows; tests draw others. */
export const DEFAULT_SPORTS_SEED = 2_026;

/** Each sport's events that start in (or, for seasons, belong to) a year. */
const BY_SPORT: Record<OtherSport, (year: number, seed: number) => ModelEvent[]> = {
  darts: dartsEvents,
  golf: golfEvents,
  tennis: tennisEvents,
  cricket: cricketEvents,
  rugby: rugbyEvents,
  nfl: nflEvents,
  boxing: boxingEvents,
  snooker: snookerEvents,
};

const cache = new Map<string, ModelEvent[]>();

function yearOf(sport: OtherSport, year: number, seed: number): ModelEvent[] {
  const key = `${seed}:${sport}:${year}`;
  let events = cache.get(key);
  if (!events) {
    events = BY_SPORT[sport](year, seed);
    if (cache.size > 400) cache.delete(cache.keys().next().value as string);
    cache.set(key, events);
  }
  return events;
}

/** Events that run on any day from `from` to `to` (London dates), in order of start. */
export function sportEvents(
  sport: OtherSport,
  from: string,
  to: string,
  seed = DEFAULT_SPORTS_SEED,
): ModelEvent[] {
  const first = Number(from.slice(0, 4)) - 1;
  const last = Number(to.slice(0, 4));
  const events: ModelEvent[] = [];
  for (let year = first; year <= last; year++)
    for (const e of yearOf(sport, year, seed)) if (e.startDate <= to && e.endDate >= from) events.push(e);
  return events.sort((a, b) => a.start.getTime() - b.start.getTime() || a.eventId.localeCompare(b.eventId));
}

const EVENT_ID = /^([a-z]+)-(\d{4})(\d{2})(\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSportEventId(id: string): boolean {
  return EVENT_ID.test(id);
}

/** The event with this id: its date is in the id, so only that day is searched. */
export function sportEvent(
  sport: OtherSport,
  eventId: string,
  seed = DEFAULT_SPORTS_SEED,
): ModelEvent | null {
  const match = EVENT_ID.exec(eventId);
  if (!match || match[1] !== sport) return null;
  const date = `${match[2]}-${match[3]}-${match[4]}`;
  return sportEvents(sport, date, date, seed).find((e) => e.eventId === eventId) ?? null;
}
