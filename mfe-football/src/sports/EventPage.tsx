import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { londonDate, SPORT_PAGES, type SportPage, isHttpError } from '@sl/contracts';
import { useSportEvent } from './api';
import { dateRange, dayHeading } from './days';
import { eventTitle } from './EventList';
import { SportResult } from './SportResult';
import { fontWeight, space, LoadingBlock } from '@sl/ui';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space.xs} ${space.lg};
  margin: ${space.sm} 0 ${space.lg};

  dt {
    font-weight: ${fontWeight.bold};
  }
  dd {
    margin: 0;
  }
`;

const STATUS = { SCHEDULED: 'Scheduled', IN_PROGRESS: 'In progress', FINISHED: 'Finished' } as const;

/** /{page}/events/{eventId}: one event, its details and its result once it is over. */
export function SportEventPage({ page, eventId }: { page: SportPage; eventId: string }) {
  const { title, sports } = SPORT_PAGES[page];
  // The event id starts with its sport ('darts-20261123-...'); the page's own sport otherwise.
  const sport = sports.find((s) => eventId.startsWith(`${s}-`)) ?? sports[0];
  const { data, isPending, isError, error } = useSportEvent(sport, eventId);
  const back = <Link to={`/${page}`}>{title} fixtures and results</Link>;
  if (isPending) return <LoadingBlock />;
  if (isError) {
    const missing = isHttpError(error) && error.response?.status === 404;
    return (
      <>
        <h1>{missing ? 'Event not found' : title}</h1>
        <p role={missing ? undefined : 'alert'}>
          {missing
            ? 'There is no event at this address.'
            : 'This event could not be loaded. Please try again.'}{' '}
          {back}
        </p>
      </>
    );
  }
  const { event } = data;
  const today = londonDate();
  const field = event.sport === 'golf' || event.competitors.length !== 2;
  return (
    <article>
      <nav aria-label="Breadcrumb">
        <Link to="/sports">Sports</Link> › {back}
      </nav>
      <h1>{eventTitle(event)}</h1>
      <Facts data-testid="sport-event-facts">
        <dt>Competition</dt>
        <dd>
          {event.competition}
          {!field && `, ${event.round}`}
        </dd>
        <dt>Venue</dt>
        <dd>{event.venue}</dd>
        <dt>When</dt>
        <dd>
          {event.startDate === event.endDate
            ? `${dayHeading(event.startDate, today)}, ${event.startTimeLocal} UK time`
            : `${dateRange(event.startDate, event.endDate)}, first start ${event.startTimeLocal} UK time`}
        </dd>
        <dt>Status</dt>
        <dd>{STATUS[event.status]}</dd>
      </Facts>
      {field && event.status !== 'FINISHED' && (
        <>
          <h2>Leading players</h2>
          <ul>
            {event.competitors.map((c) => (
              <li key={c.name}>
                {c.name}
                {c.country && ` (${c.country})`}
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>Result</h2>
      {event.result ? (
        <SportResult result={event.result} competitors={event.competitors} title={eventTitle(event)} full />
      ) : (
        <p>The result appears here once the event is over.</p>
      )}
    </article>
  );
}
