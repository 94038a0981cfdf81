/**
 * Starts the browser's ICU (the data behind every Intl formatter and localeCompare) in a task of its own. A page's
 * first formatter pays for it: about 15 ms on this machine, four times that on a phone, and in one piece. The
 * remotes' first formatters run inside tasks that are long already (a module's evaluation, a slice of hydration),
 * so it added its whole cost to Total Blocking Time there. Run while the start-up's files are on their way, when
 * the page has nothing else to do, it is one short task. Every formatter after the first costs well under 1 ms.
 */
export function warmIntl(): void {
  try {
    // London is the site's time zone (TIMEZONE in @sl/contracts, which this entry must not load before the
    // shared scope is set up): its zone data comes in with the rest.
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit' }).format(0);
  } catch {
    // A browser without Intl or that zone: its pages' own formatters fail or fall back as they would anyway.
  }
}
