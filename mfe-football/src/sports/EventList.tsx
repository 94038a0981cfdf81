import { Link } from 'react-router';
import styled from 'styled-components';
import { sportEventPath, type SportEvent } from '@sl/contracts';
import { dateRange, dayHeading } from './days';
import { SportResult } from './SportResult';

const Day = styled.section`
  margin-bottom: 16px;

  h3 {
    margin: 12px 0 6px;
    font-size: 1.05rem;
  }
  h4 {
    margin: 8px 0 4px;
    font-size: 0.95rem;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const Events = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  /* Two or three cards a row on a wide screen: a darts day has thirty matches. */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: 8px;
`;

const Item = styled.li`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  padding: 10px 12px;
  min-width: 0;

  p {
    margin: 2px 0;
  }
  .meta {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.85rem;
  }
  .time {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    margin-right: 8px;
  }
  .live {
    display: inline-block;
    background: ${(p) => p.theme.colors.negative};
    color: #ffffff;
    border-radius: 3px;
    padding: 0 6px;
    font-size: 0.8rem;
    font-weight: 700;
    margin-right: 6px;
  }
`;

/** 'A v B' for a match; a golf tournament (or any field) names its event and leading players. */
export function eventTitle(event: SportEvent): string {
  if (event.sport === 'golf' || event.competitors.length !== 2) return event.competition;
  return `${event.competitors[0]!.name} v ${event.competitors[1]!.name}`;
}

function EventItem({ event }: { event: SportEvent }) {
  const field = event.sport === 'golf' || event.competitors.length !== 2;
  return (
    <Item data-testid="sport-event" data-status={event.status}>
      <p>
        {event.status === 'IN_PROGRESS' && <span className="live">Live</span>}
        {event.status === 'SCHEDULED' && <span className="time">{event.startTimeLocal}</span>}
        <Link to={sportEventPath(event.sport, event.eventId)}>{eventTitle(event)}</Link>
      </p>
      <p className="meta">
        {field ? dateRange(event.startDate, event.endDate) : event.round} · {event.venue}
      </p>
      {field && event.status !== 'FINISHED' && event.competitors.length > 0 && (
        <p className="meta">
          Leading players:{' '}
          {event.competitors
            .slice(0, 5)
            .map((c) => c.name)
            .join(', ')}
        </p>
      )}
      {event.result && <SportResult result={event.result} competitors={event.competitors} />}
    </Item>
  );
}

/** Events grouped by day and, within a day, by competition; `dayOf` picks the day an event is listed under. */
export function EventList({
  events,
  today,
  dayOf,
  empty,
}: {
  events: SportEvent[];
  today: string;
  dayOf: (event: SportEvent) => string;
  empty: string;
}) {
  if (events.length === 0) return <p>{empty}</p>;
  const days: Array<{ day: string; competitions: Array<{ name: string; events: SportEvent[] }> }> = [];
  for (const event of events) {
    const day = dayOf(event);
    let group = days.find((d) => d.day === day);
    if (!group) days.push((group = { day, competitions: [] }));
    let competition = group.competitions.find((c) => c.name === event.competition);
    if (!competition) group.competitions.push((competition = { name: event.competition, events: [] }));
    competition.events.push(event);
  }
  return (
    <>
      {days.map(({ day, competitions }) => (
        <Day key={day} aria-label={dayHeading(day, today)}>
          <h3>{dayHeading(day, today)}</h3>
          {competitions.map((c) => (
            <div key={c.name}>
              <h4>{c.name}</h4>
              <Events>
                {c.events.map((e) => (
                  <EventItem key={e.eventId} event={e} />
                ))}
              </Events>
            </div>
          ))}
        </Day>
      ))}
    </>
  );
}
