/** Today's date in London, YYYY-MM-DD: race days and match days follow UK time wherever the visitor is. */
export function londonDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
