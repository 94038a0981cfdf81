import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { sportEventPath, type SportEvent } from '@sl/contracts';
import { dateRange, dayHeading } from './days';
import { SportResult } from './SportResult';
import { Tile, TileGrid, color, fontSize, fontWeight, radius, space } from '@sl/ui';

// Not a named region: fixtures and results can both hold a day called Today, and two regions of one name fail axe's
// landmark-unique; the day's heading marks it.
const Day = styled.div`
  margin-bottom: ${space.lg};

  h3 {
    margin: ${space.md} 0 ${space.xs};
    font-size: ${fontSize.md};
  }
  h4 {
    margin: ${space.sm} 0 ${space.xs};
    font-size: ${fontSize.md};
    color: ${color.muted};
  }
`;

// A tournament's leaderboard needs the row: in a card a third of a desktop's width its rounds were cut off.
const Item = styled(Tile)<{ $wide: boolean }>`
  ${(p) => p.$wide && 'grid-column: 1 / -1;'}
  .meta {
    color: ${color.muted};
    font-size: ${fontSize.sm};
  }
  .time {
    font-weight: ${fontWeight.bold};
    font-variant-numeric: tabular-nums;
    margin-right: ${space.sm};
  }
  .live {
    display: inline-block;
    background: ${color.negative};
    color: ${color.onNegative};
    border-radius: ${radius.sm};
    padding: 0 ${space.xs};
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.bold};
    margin-right: ${space.xs};
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
    <Item data-testid="sport-event" data-status={event.status} $wide={event.result?.kind === 'golf'}>
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
      {event.result && (
        <SportResult result={event.result} competitors={event.competitors} title={eventTitle(event)} />
      )}
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
        <Day key={day}>
          <h3>{dayHeading(day, today)}</h3>
          {competitions.map((c) => (
            <div key={c.name}>
              <h4>{c.name}</h4>
              <TileGrid gap="sm">
                {c.events.map((e) => (
                  <EventItem key={e.eventId} event={e} />
                ))}
              </TileGrid>
            </div>
          ))}
        </Day>
      ))}
    </>
  );
}
