import { Link, NavLink } from 'react-router';
import styled from 'styled-components';
import { dayLabel, racingDays, shiftDay } from '../app/days';

const Nav = styled.nav`
  margin: 8px 0 16px;
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 12px;
    padding: 0;
    margin: 0 0 8px;
  }
  a[aria-current='page'] {
    font-weight: 700;
  }
  label {
    display: inline-flex;
    gap: 8px;
    align-items: center;
  }
`;

/**
 * Yesterday to three days ahead as links, previous and next day, and a date picker for any other day, as on
 * racing's racecards. `pathFor` gives the page's address for a day.
 */
export function DayNav({
  date,
  today,
  label,
  pathFor,
  onPick,
  lastDay,
}: {
  date: string;
  today: string;
  label: string;
  pathFor: (day: string) => string;
  onPick: (day: string) => void;
  /** The last day worth offering (results: today). */
  lastDay?: string;
}) {
  const days = racingDays(today).filter((d) => !lastDay || d <= lastDay);
  const next = shiftDay(date, 1);
  return (
    <Nav aria-label={label}>
      <ul>
        {days.map((day) => (
          <li key={day}>
            <NavLink to={pathFor(day)} end aria-current={day === date ? 'page' : undefined}>
              {dayLabel(day, today)}
            </NavLink>
          </li>
        ))}
      </ul>
      <Link to={pathFor(shiftDay(date, -1))}>Previous day</Link>
      {(!lastDay || next <= lastDay) && (
        <>
          {' | '}
          <Link to={pathFor(next)}>Next day</Link>
        </>
      )}{' '}
      <label>
        Pick a day
        <input
          type="date"
          value={date}
          max={lastDay}
          onChange={(event) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) onPick(event.target.value);
          }}
        />
      </label>
    </Nav>
  );
}
