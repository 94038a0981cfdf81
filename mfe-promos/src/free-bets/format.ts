const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** When an offer closes, in words. */
export function offerEnds(endDate: string | null): string {
  return endDate === null
    ? 'Open until withdrawn'
    : `Ends ${dateFormat.format(new Date(Date.parse(endDate) - 1))}`;
}
