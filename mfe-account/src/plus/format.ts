/** A date as a UK reader expects it, in London time: "25 December 2026". */
export const londonDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

/** Which of the two Plus addresses this page is under (both serve the same pages). */
export const plusBase = (pathname: string): string =>
  pathname === '/plus' || pathname.startsWith('/plus/') ? '/plus' : '/sporting-life-plus';
