import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { racecardPath, type FestivalDayRacing, type FestivalRace } from '@sl/contracts';
import { borderWidth, color, fontSize, fontWeight, radius, space } from '@sl/ui';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "Tuesday 10 March 2026" for a yyyy-mm-dd date. */
export const longDate = (date: string) => dateFormat.format(new Date(`${date}T12:00:00Z`));

export const Card = styled.section`
  background: ${color.surface};
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.md};
  padding: ${space.md} ${space.lg};
  margin-bottom: ${space.md};
  h2,
  h3 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSize.lg};
  }
`;

const Races = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 3.5em 1fr;
    gap: ${space.xxs} ${space.sm};
    padding: ${space.sm} 0;
    border-top: ${borderWidth.hairline} solid ${color.border};
  }
  li:first-child {
    border-top: 0;
  }
  time {
    font-weight: ${fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
  .meta {
    grid-column: 2;
    color: ${color.muted};
    font-size: ${fontSize.sm};
  }
`;

export type RaceDetail = 'card' | 'tip' | 'result';

function Detail({ race, show }: { race: FestivalRace; show: RaceDetail }) {
  if (show === 'tip')
    return race.tip ? (
      <span className="meta">
        Our tip: <strong>{race.tip.horseName}</strong> ({race.tip.odds}, form {race.tip.form || '–'})
        {race.result &&
          (race.result.winner === race.tip.horseName ? ' · Won' : ` · Beaten, won by ${race.result.winner}`)}
      </span>
    ) : (
      <span className="meta">No tip for this race.</span>
    );
  if (show === 'result')
    return race.result ? (
      <span className="meta">
        Won by <strong>{race.result.winner}</strong> ({race.result.startingPrice})
        {race.result.placed.length > 0 && `, then ${race.result.placed.join(', ')}`}
      </span>
    ) : (
      <span className="meta">Result to come.</span>
    );
  return (
    <span className="meta">
      {race.distance} · {race.runners} runners{race.feature && ' · Feature race'}
    </span>
  );
}

/** A festival day's races, each linking to its full race card (which carries the result once it is in). */
export function RaceList({
  day,
  course,
  show,
  races = day.races,
}: {
  day: FestivalDayRacing;
  course: string;
  show: RaceDetail;
  races?: FestivalRace[];
}) {
  return (
    <Races>
      {races.map((race) => (
        <li key={race.raceId}>
          <time dateTime={race.offTime}>{race.offTimeLocal}</time>
          <Link to={racecardPath(day.date, course, race.raceId, race.title)}>{race.title}</Link>
          <Detail race={race} show={show} />
        </li>
      ))}
    </Races>
  );
}

/** "Day 1: Champion Day, Tuesday 10 March 2026" */
export function dayTitle(day: FestivalDayRacing): string {
  return `Day ${day.dayNumber}: ${day.name}, ${longDate(day.date)}`;
}
