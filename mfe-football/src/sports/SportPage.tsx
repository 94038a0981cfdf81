import { londonDate, SPORT_PAGES, type SportEvent, type SportPage } from '@sl/contracts';
import { shiftDay } from './days';
import { EventList } from './EventList';
import { SPORT_NAMES } from './HubPage';
import { SportNews } from './SportNews';
import { SportTips } from './SportTips';
import { useSportsRange } from './useSportsRange';
import { ErrorState, LoadingBlock } from '@sl/ui';

const byStart = (a: SportEvent, b: SportEvent) => a.startTime.localeCompare(b.startTime);
const newestFirst = (a: SportEvent, b: SportEvent) => b.endDate.localeCompare(a.endDate) || byStart(b, a);

/**
 * /darts, /golf, ... /other-sports: the coming week's fixtures and the last week's results of the page's sports
 * (one request per sport over both weeks: the API serves at most 31 days). A quiet week still tells a punter
 * what is next and what happened last, from the month either side.
 */
export function SportPageView({ page }: { page: SportPage }) {
  const today = londonDate();
  const { title, sports } = SPORT_PAGES[page];
  const week = useSportsRange(sports, shiftDay(today, -7), shiftDay(today, 6));
  const fixtures = week.events.filter((e) => e.status !== 'FINISHED').sort(byStart);
  const results = week.events.filter((e) => e.status === 'FINISHED').sort(newestFirst);
  const quiet = !week.pending && !week.failed;
  const later = useSportsRange(
    sports,
    shiftDay(today, 7),
    shiftDay(today, 37),
    quiet && fixtures.length === 0,
  );
  const earlier = useSportsRange(
    sports,
    shiftDay(today, -38),
    shiftDay(today, -8),
    quiet && results.length === 0,
  );
  const name = title.toLowerCase();
  const next = later.events
    .filter((e) => e.startDate >= shiftDay(today, 7))
    .sort(byStart)
    .slice(0, 3);
  const last = earlier.events
    .filter((e) => e.status === 'FINISHED')
    .sort(newestFirst)
    .slice(0, 3);
  return (
    <>
      <h1>{title}</h1>
      <p>
        {title} fixtures for the coming week, results from the last seven days, our tips and the latest news;
        times in UK time.
      </p>
      {week.pending ? (
        <LoadingBlock />
      ) : week.failed ? (
        <ErrorState title={`The ${name} events could not be loaded. Please try again shortly.`} />
      ) : (
        <>
          <section aria-labelledby="sport-fixtures">
            <h2 id="sport-fixtures">Fixtures</h2>
            <EventList
              events={fixtures}
              today={today}
              // A tournament that has started is listed today, not on its first day.
              dayOf={(e) => (e.startDate < today ? today : e.startDate)}
              empty={`There are no ${name} fixtures in the coming week.`}
            />
          </section>
          {next.length > 0 && (
            <section aria-labelledby="sport-later">
              <h2 id="sport-later">Coming up later</h2>
              <EventList events={next} today={today} dayOf={(e) => e.startDate} empty="" />
            </section>
          )}
          <section aria-labelledby="sport-results">
            <h2 id="sport-results">Results</h2>
            <EventList
              events={results}
              today={today}
              dayOf={(e) => e.endDate}
              empty={`There are no ${name} results from the last seven days.`}
            />
          </section>
          {last.length > 0 && (
            <section aria-labelledby="sport-earlier">
              <h2 id="sport-earlier">Earlier results</h2>
              <EventList events={last} today={today} dayOf={(e) => e.endDate} empty="" />
            </section>
          )}
        </>
      )}
      {sports.map((sport) => (
        <SportTips
          key={sport}
          sport={sport}
          name={SPORT_NAMES[sport]}
          from={shiftDay(today, -1)}
          to={shiftDay(today, 6)}
          today={today}
        />
      ))}
      <SportNews page={page} sports={sports} name={title} />
    </>
  );
}
