import { useQueries } from '@tanstack/react-query';
import {
  apiClient,
  londonDate,
  POLLING_DEFAULTS,
  SPORT_PAGES,
  type SportEventsResponse,
  type SportPage,
} from '@sl/contracts';
import { sportKeys } from './api';
import { shiftDay } from './days';
import { EventList } from './EventList';

const byStart = (a: { startTime: string }, b: { startTime: string }) =>
  a.startTime.localeCompare(b.startTime);

/**
 * /darts, /golf, ... /other-sports: the coming week's fixtures and the last week's results of the page's sports
 * (one request per sport over both weeks: the API serves at most 31 days).
 */
export function SportPageView({ page }: { page: SportPage }) {
  const today = londonDate();
  const from = shiftDay(today, -7);
  const to = shiftDay(today, 6);
  const { title, sports } = SPORT_PAGES[page];
  const answers = useQueries({
    queries: sports.map((sport) => ({
      queryKey: sportKeys.events(sport, from, to),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await apiClient.get<SportEventsResponse>(
            `/football/v1/sports/${sport}/events?from=${from}&to=${to}`,
            {
              signal,
            },
          )
        ).data,
      refetchInterval: POLLING_DEFAULTS.refetchInterval,
    })),
  });
  const pending = answers.some((a) => a.isPending);
  const failed = answers.some((a) => a.isError);
  const events = answers.flatMap((a) => a.data?.events ?? []);
  const fixtures = events.filter((e) => e.status !== 'FINISHED').sort(byStart);
  const results = events
    .filter((e) => e.status === 'FINISHED')
    .sort((a, b) => b.endDate.localeCompare(a.endDate) || byStart(b, a));
  return (
    <>
      <h1>{title}</h1>
      <p>{title} fixtures for the coming week and results from the last seven days, times in UK time.</p>
      {pending ? (
        <p aria-busy="true">Loading…</p>
      ) : failed ? (
        <p role="alert">The {title.toLowerCase()} events could not be loaded. Please try again shortly.</p>
      ) : (
        <>
          <section aria-labelledby="sport-fixtures">
            <h2 id="sport-fixtures">Fixtures</h2>
            <EventList
              events={fixtures}
              today={today}
              // A tournament that has started is listed today, not on its first day.
              dayOf={(e) => (e.startDate < today ? today : e.startDate)}
              empty={`There are no ${title.toLowerCase()} fixtures in the coming week.`}
            />
          </section>
          <section aria-labelledby="sport-results">
            <h2 id="sport-results">Results</h2>
            <EventList
              events={results}
              today={today}
              dayOf={(e) => e.endDate}
              empty={`There are no ${title.toLowerCase()} results from the last seven days.`}
            />
          </section>
        </>
      )}
    </>
  );
}
