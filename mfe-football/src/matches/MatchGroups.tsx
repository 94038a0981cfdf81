import styled from 'styled-components';
import { Link } from 'react-router';
import {
  competitionFixturesPath,
  groupByCompetition,
  groupFixturesByDay,
  groupResultsByDay,
  type FootballMatch,
} from '@sl/contracts';
import { MatchRow } from './MatchRow';

export const Card = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  padding: 12px;
  margin-bottom: 12px;
  h2,
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/** Matches by competition, competitions in priority order (sort_order, -1 last, then name). */
export function ByCompetition({ matches, showScorers }: { matches: FootballMatch[]; showScorers?: boolean }) {
  return (
    <>
      {groupByCompetition(matches).map((group) => {
        const id = group.competition.competition_reference.id;
        return (
          <Card key={id} aria-labelledby={`competition-${id}`} data-testid="competition">
            <h3 id={`competition-${id}`}>
              <Link to={competitionFixturesPath(group.competition.name, id)}>{group.competition.name}</Link>
            </h3>
            <ul>
              {group.matches.map((m) => (
                <MatchRow key={m.match_reference.id} match={m} showScorers={showScorers} />
              ))}
            </ul>
          </Card>
        );
      })}
    </>
  );
}

/** Fixtures grouped by day (soonest first) or results (newest first). */
export function ByDay({
  matches,
  order,
  showScorers,
}: {
  matches: FootballMatch[];
  order: 'fixtures' | 'results';
  showScorers?: boolean;
}) {
  const days = order === 'fixtures' ? groupFixturesByDay(matches) : groupResultsByDay(matches);
  return (
    <>
      {days.map((day) => (
        <Card key={day.date} aria-label={dayLabel(day.date)} data-testid={`${order}-day`}>
          <h3>{dayLabel(day.date)}</h3>
          <ul>
            {day.matches.map((m) => (
              <MatchRow key={m.match_reference.id} match={m} showScorers={showScorers} />
            ))}
          </ul>
        </Card>
      ))}
    </>
  );
}

export function ScorersToggle({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label style={{ marginLeft: 12 }}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> Show scorers
    </label>
  );
}
