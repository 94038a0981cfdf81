import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { TIMEZONE } from '@sl/contracts';
import { badRequest } from '../http/errors';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Today's date in London as YYYY-MM-DD. */
export function londonToday(now: Date = new Date()): string {
  return dayjs(now).tz(TIMEZONE).format('YYYY-MM-DD');
}

/** `date` moved by `days`, as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** The instant a London wall-clock time on `date` happens (British Summer Time handled). */
export function londonInstant(date: string, hour: number, minute: number): Date {
  const hh = String(hour).padStart(2, '0');
  const mm = String(minute).padStart(2, '0');
  return dayjs.tz(`${date} ${hh}:${mm}`, TIMEZONE).toDate();
}

/** An instant as ISO 8601 in London wall-clock time with its offset ("2026-06-15T12:30:00+01:00"), as schema.org
 * dates read best: the time a UK reader sees, and still the exact instant. */
export function londonIso(instant: Date | string): string {
  return dayjs(instant).tz(TIMEZONE).format('YYYY-MM-DDTHH:mm:ssZ');
}

export function londonTime(instant: Date): string {
  return dayjs(instant).tz(TIMEZONE).format('HH:mm');
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD path parameter that is a real calendar date, or a 400 with the reason. */
export function parseIsoDate(value: string): string {
  if (
    !ISO_DATE.test(value) ||
    !dayjs.utc(value).isValid() ||
    dayjs.utc(value).format('YYYY-MM-DD') !== value
  ) {
    throw badRequest(`"${value}" is not a date in the form YYYY-MM-DD`, 'BAD_DATE');
  }
  return value;
}

/** "Monday 15 June 2026" for a YYYY-MM-DD calendar date (a meeting or match day, so read in UTC), for page heads. */
export function longCalendarDate(date: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${date.slice(0, 10)}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // From the parts: whether ICU puts a comma after the weekday differs between versions.
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}
