import type { TipResult } from '@sl/contracts';

/** Points to two places with a sign: "+4.50", "-3.00", "0.00". */
export function formatPoints(points: number): string {
  const fixed = Math.abs(points).toFixed(2);
  if (points > 0) return `+${fixed}`;
  if (points < 0) return `-${fixed}`;
  return fixed;
}

export const RESULT_LABELS: Record<TipResult, string> = {
  pending: 'Pending',
  won: 'Won',
  placed: 'Placed',
  lost: 'Lost',
  void: 'Void (non-runner)',
};

export function offTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "Wednesday 25 November 2026", the same in every browser and locale. */
export function longDate(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "5 Nov". */
export const shortDate = (day: string) => {
  const d = new Date(`${day}T12:00:00Z`);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]!.slice(0, 3)}`;
};
