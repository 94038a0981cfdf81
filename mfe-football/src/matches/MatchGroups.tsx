import styled from 'styled-components';
import { Card, CardTitle, TextLink, color, fontSize, fontWeight, space } from '@sl/ui';
import {
  competitionFixturesPath,
  groupByCompetition,
  groupFixturesByDay,
  groupResultsByDay,
  type FootballMatch,
} from '@sl/contracts';
import { MatchRow } from './MatchRow';

export { ScorersToggle } from './ScorersToggle';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Group = styled(Card)`
  margin-bottom: ${space.md};
`;

/** A day inside a card that already frames the list (a team's fixtures): a heading and rows, no second frame. */
const FlatDay = styled.section`
  margin-bottom: ${space.md};
  h3 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.semibold};
    color: ${color.muted};
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
        // A group is not a named region: a page can name one competition in more than one place, and axe found two
        // regions called Premier League on /football (landmark-unique). Its level-3 heading marks it instead.
        return (
          <Group forwardedAs="section" key={id} data-testid="competition">
            <CardTitle level={3}>
              <TextLink to={competitionFixturesPath(group.competition.name, id)}>
                {group.competition.name}
              </TextLink>
            </CardTitle>
            <List>
              {group.matches.map((m) => (
                <MatchRow key={m.match_reference.id} match={m} showScorers={showScorers} />
              ))}
            </List>
          </Group>
        );
      })}
    </>
  );
}

/**
 * Fixtures grouped by day (soonest first) or results (newest first); on a team's page, its result is marked and
 * the days sit flat inside the page's own card.
 */
export function ByDay({
  matches,
  order,
  showScorers,
  teamId,
}: {
  matches: FootballMatch[];
  order: 'fixtures' | 'results';
  showScorers?: boolean;
  teamId?: number;
}) {
  const days = order === 'fixtures' ? groupFixturesByDay(matches) : groupResultsByDay(matches);
  const rows = (day: (typeof days)[number]) => (
    <List>
      {day.matches.map((m) => (
        <MatchRow
          key={m.match_reference.id}
          match={m}
          showScorers={showScorers}
          teamId={teamId}
          showCompetition={teamId !== undefined}
        />
      ))}
    </List>
  );
  return (
    <>
      {days.map((day) =>
        teamId !== undefined ? (
          <FlatDay key={day.date} aria-label={dayLabel(day.date)} data-testid={`${order}-day`}>
            <h3>{dayLabel(day.date)}</h3>
            {rows(day)}
          </FlatDay>
        ) : (
          <Group
            forwardedAs="section"
            key={day.date}
            aria-label={dayLabel(day.date)}
            data-testid={`${order}-day`}
          >
            <CardTitle level={3}>{dayLabel(day.date)}</CardTitle>
            {rows(day)}
          </Group>
        ),
      )}
    </>
  );
}
