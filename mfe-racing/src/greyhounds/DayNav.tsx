import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { useHydrated } from '@sl/contracts/federation';
import { dayLabel, racingDays, shiftDay } from '../app/days';
import { NavTabs, space } from '@sl/ui';

const Box = styled.div`
  margin: ${space.sm} 0 ${space.lg};
  display: grid;
  gap: ${space.sm};
  p {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.sm} ${space.md};
    margin: 0;
  }
  label {
    display: inline-flex;
    gap: ${space.sm};
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
  // A day picked before the page hydrates would go nowhere: the picker takes input once React listens.
  const hydrated = useHydrated();
  const days = racingDays(today).filter((d) => !lastDay || d <= lastDay);
  const next = shiftDay(date, 1);
  return (
    <Box>
      <NavTabs
        label={label}
        items={days.map((day) => ({ to: pathFor(day), label: dayLabel(day, today), end: true }))}
      />
      <p>
        <Link to={pathFor(shiftDay(date, -1))}>Previous day</Link>
        {(!lastDay || next <= lastDay) && <Link to={pathFor(next)}>Next day</Link>}
        <label>
          Pick a day
          <input
            type="date"
            value={date}
            max={lastDay}
            disabled={!hydrated}
            onChange={(event) => {
              if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) onPick(event.target.value);
            }}
          />
        </label>
      </p>
    </Box>
  );
}
