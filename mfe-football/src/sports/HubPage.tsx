import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  apiClient,
  londonDate,
  OTHER_SPORTS,
  POLLING_DEFAULTS,
  SPORT_PAGES,
  sportEventPath,
  sportPageOf,
  type OtherSport,
  type SportEvent,
  type SportEventsResponse,
} from '@sl/contracts';
import { sportKeys } from './api';
import { dateRange, shiftDay } from './days';
import { eventTitle } from './EventList';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 12px;
`;

const Card = styled.li`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  padding: 12px;
  min-width: 0;

  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 6px;
  }
  small {
    display: block;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const SPORT_NAMES: Record<OtherSport, string> = {
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

/** /sports: every sport we cover with what is live and its next events over the coming month. */
export function SportsHubPage() {
  const today = londonDate();
  const to = shiftDay(today, 30);
  const answers = useQueries({
    queries: OTHER_SPORTS.map((sport) => ({
      queryKey: sportKeys.events(sport, today, to),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await apiClient.get<SportEventsResponse>(
            `/football/v1/sports/${sport}/events?from=${today}&to=${to}`,
            {
              signal,
            },
          )
        ).data,
      refetchInterval: POLLING_DEFAULTS.refetchInterval,
    })),
  });
  return (
    <>
      <h1>Sports</h1>
      <p>Fixtures and results across the sports we cover. Pick a sport for its full week.</p>
      <Grid aria-label="Sports">
        {OTHER_SPORTS.map((sport, i) => {
          const answer = answers[i]!;
          const coming = (answer.data?.events ?? []).filter((e) => e.status !== 'FINISHED').slice(0, 3);
          const page = sportPageOf(sport);
          return (
            <Card key={sport} data-testid="sport-card">
              <h2>
                <Link to={`/${page}`}>{SPORT_NAMES[sport]}</Link>
              </h2>
              {answer.isPending ? (
                <p aria-busy="true">Loading…</p>
              ) : answer.isError ? (
                <p role="alert">Could not be loaded.</p>
              ) : coming.length === 0 ? (
                <p>Nothing scheduled in the next month.</p>
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
