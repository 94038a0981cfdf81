import {
  OTHER_SPORT_IDS,
  type OtherSport,
  type SportCompetitor,
  type SportEvent,
  type SportResult,
} from '@sl/contracts';
import { londonDate, londonTime } from './dates';

/**
 * An event as the model holds it: the service's event shape without its clock-dependent status, plus the
 * instants it starts and ends; its result is always known, and the service shows it once the event is over.
 */
export interface ModelEvent extends Omit<SportEvent, 'startTime' | 'status' | 'result'> {
  start: Date;
  end: Date;
  result: SportResult;
}

const slug = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface EventParts {
  sport: OtherSport;
  competition: string;
  round: string;
  venue: string;
  start: Date;
  /** How long it lasts: a match a few hours, a Test five days, a golf tournament four. */
  durationMinutes: number;
  competitors: SportCompetitor[];
  result: SportResult;
  /** Tells apart events of one competition on one day (match number, court order). */
  index: number;
}

export function makeEvent(p: EventParts): ModelEvent {
  const startDate = londonDate(p.start);
  const end = new Date(p.start.getTime() + p.durationMinutes * 60_000);
  return {
    eventId: `${p.sport}-${startDate.replaceAll('-', '')}-${slug(p.competition)}-${p.index + 1}`,
    sport: p.sport,
    sportId: OTHER_SPORT_IDS[p.sport],
    competition: p.competition,
    round: p.round,
    venue: p.venue,
    startDate,
    endDate: londonDate(end),
    start: p.start,
    end,
    startTimeLocal: londonTime(p.start),
    competitors: p.competitors,
    result: p.result,
  };
}

export const competitor = (name: string, country: string | null = null): SportCompetitor => ({
  name,
  country,
});
