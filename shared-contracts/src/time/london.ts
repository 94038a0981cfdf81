import { TIMEZONE } from '../constants/timing';

/** Today's date in London, YYYY-MM-DD: race days and match days follow UK time wherever the visitor is. */
export function londonDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The spec's date-and-time format (document 2, section 9), always in London time. */
export const DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm';

let londonPartsFormat: Intl.DateTimeFormat | undefined;

/**
 * Made on first use, not when the module loads: a page's first Intl formatter starts ICU (25 to 55 ms on this
 * machine, four times that on a phone), and the whole contracts barrel runs on every page's start-up, in one task.
 */
const londonParts = (): Intl.DateTimeFormat =>
  (londonPartsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** A moment as DD-MM-YYYY HH:mm in London (GMT or BST as the date falls), e.g. for a "last updated" line. */
export function londonDateTime(moment: Date | number): string {
  const parts = Object.fromEntries(
    londonParts()
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}
