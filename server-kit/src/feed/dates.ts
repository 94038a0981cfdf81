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
