import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import {
  londonDate,
  OTHER_SPORTS,
  SPORT_PAGES,
  sportEventPath,
  sportPageOf,
  type OtherSport,
  type SportEvent,
} from '@sl/contracts';
import { dateRange, shiftDay } from './days';
import { eventTitle } from './EventList';
import { useSportsRange } from './useSportsRange';
import { ErrorState, size, borderWidth, color, fontSize, radius, space, LoadingBlock } from '@sl/ui';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${size.cardMin}), 1fr));
  gap: ${space.md};
`;

const Card = styled.li`
  background: ${color.surface};
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.md};
  padding: ${space.md};
  min-width: 0;

  h2 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSize.lg};
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: ${space.xs};
  }
  small {
    display: block;
    color: ${color.muted};
  }
`;

export const SPORT_NAMES: Record<OtherSport, string> = {
  darts: 'Darts',
  golf: 'Golf',
  tennis: 'Tennis',
  cricket: 'Cricket',
  rugby: 'Rugby union',
  nfl: 'NFL',
  boxing: 'Boxing',
  snooker: 'Snooker',
};

function when(event: SportEvent, today: string): string {
  if (event.status === 'IN_PROGRESS') return 'Live now';
  if (event.startDate === today) return `Today ${event.startTimeLocal}`;
  return `${dateRange(event.startDate, event.endDate)}, ${event.startTimeLocal}`;
}

/** /sports: every sport we cover with what is live, its next events over the coming weeks and its latest result. */
export function SportsHubPage() {
  const today = londonDate();
  // The API serves 31 days a request: the last week for the latest result, the next three for what is coming.
  const { states } = useSportsRange(OTHER_SPORTS, shiftDay(today, -7), shiftDay(today, 23));
  return (
    <>
      <h1>Sports</h1>
      <p>Fixtures and results across the sports we cover. Pick a sport for its full week.</p>
      <Grid aria-label="Sports">
        {OTHER_SPORTS.map((sport, i) => {
          const answer = states[i]!;
          const events = answer.data?.events ?? [];
          const coming = events.filter((e) => e.status !== 'FINISHED').slice(0, 3);
          const latest = events
            .filter((e) => e.status === 'FINISHED')
            .sort((a, b) => b.endDate.localeCompare(a.endDate) || b.startTime.localeCompare(a.startTime))[0];
          const page = sportPageOf(sport);
          return (
            <Card key={sport} data-testid="sport-card">
              <h2>
                <Link to={`/${page}`}>{SPORT_NAMES[sport]}</Link>
              </h2>
              {answer.isPending ? (
                <LoadingBlock />
              ) : answer.isError ? (
                <ErrorState title="Could not be loaded." />
              ) : coming.length === 0 ? (
                <p>Nothing scheduled in the next three weeks.</p>
              ) : (
                <ul aria-label={`${SPORT_NAMES[sport]}: next events`}>
                  {coming.map((e) => (
                    <li key={e.eventId}>
                      <Link to={sportEventPath(e.sport, e.eventId)}>{eventTitle(e)}</Link>
                      <small>
                        {when(e, today)} · {e.competition}
                      </small>
                    </li>
                  ))}
                </ul>
              )}
              {latest?.result && (
                <p data-testid="sport-latest">
                  <small>Latest result</small>
                  <Link to={sportEventPath(latest.sport, latest.eventId)}>{eventTitle(latest)}</Link>
                  <small>{latest.result.summary}</small>
                </p>
              )}
              <p>
                <Link to={`/${page}`}>{SPORT_PAGES[page].title} fixtures and results</Link>
              </p>
            </Card>
          );
        })}
      </Grid>
    </>
  );
}
