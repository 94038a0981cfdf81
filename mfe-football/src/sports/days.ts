export function shiftDay(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'Today', 'Tomorrow', 'Yesterday' or 'Saturday 28 November'. */
export function dayHeading(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === shiftDay(today, 1)) return 'Tomorrow';
  if (date === shiftDay(today, -1)) return 'Yesterday';
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

/** A range of London days as the event lists print it: '23 Nov' or '26-29 Nov'. */
export function dateRange(startDate: string, endDate: string): string {
  const short = (d: string) =>
    new Date(`${d}T12:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  return startDate === endDate ? short(startDate) : `${short(startDate)} – ${short(endDate)}`;
}
