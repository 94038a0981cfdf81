import { NavLink, useParams } from 'react-router';
import styled from 'styled-components';
import { londonDate } from '@sl/contracts';
import { dayLabel, racingDays } from '../app/days';
import { MeetingsList } from './MeetingsList';
import { useRacecards } from './useRacecards';

const Days = styled.nav`
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    padding: 0;
  }
  a[aria-current='page'] {
    font-weight: 700;
  }
`;

/** /racing/racecards (today) and /racing/racecards/{date}: the day's meetings and race times. */
export function RacecardsPage() {
  const today = londonDate();
  const { date: param } = useParams();
  const date = param && /^\d{4}-\d{2}-\d{2}$/.test(param) ? param : today;
  const { data, isPending, isError } = useRacecards(date);
  return (
    <>
      <h1>Racecards</h1>
      <Days aria-label="Racecard days">
        <ul>
          {racingDays(today).map((day) => (
            <li key={day}>
              <NavLink
                to={day === today ? '/racing/racecards' : `/racing/racecards/${day}`}
                end
                aria-current={day === date ? 'page' : undefined}
              >
                {dayLabel(day, today)}
              </NavLink>
            </li>
          ))}
        </ul>
      </Days>
      <h2>{dayLabel(date, today)}</h2>
      {isPending ? (
        <p aria-busy="true">Loading meetings…</p>
      ) : isError ? (
        <p role="alert">The meetings could not be loaded. Please try again shortly.</p>
      ) : (
        <MeetingsList meetings={data.meetings} emptyText="There are no meetings on this day." />
      )}
    </>
  );
}
