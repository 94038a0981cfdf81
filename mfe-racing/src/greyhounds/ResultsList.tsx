import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { greyhoundRacePath, type GreyhoundResultSummary } from '@sl/contracts';
import { metres, raceTime } from './format';
import { ResultTable } from './ResultTable';
import { color, fontSize, space } from '@sl/ui';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;

  h2,
  h3,
  h4 {
    margin: ${space.lg} 0 0;
    font-size: ${fontSize.md};
  }
  p {
    margin: ${space.xxs} 0;
    color: ${color.muted};
    font-size: ${fontSize.sm};
  }
`;

/** The track's id is the race id's leading part (track-yyyymmdd-race). */
function trackIdOf(raceId: string): string {
  return raceId.replace(/-\d{8}-\d{1,2}$/, '');
}

/** Finished races with their results, each linked to its card. */
export function GreyhoundResultsList({
  date,
  results,
  empty,
  limit,
  level = 3,
}: {
  date: string;
  results: GreyhoundResultSummary[];
  empty: string;
  limit?: number;
  /** The heading level of each race: one below the heading the list sits under. */
  level?: 2 | 3 | 4;
}) {
  const Heading = (['h2', 'h3', 'h4'] as const)[level - 2]!;
  if (results.length === 0) return <p>{empty}</p>;
  return (
    <List>
      {results.slice(0, limit).map((r) => (
        <li key={r.raceId} data-testid="greyhound-result-item">
          <Heading>
            <Link to={greyhoundRacePath(date, trackIdOf(r.raceId), r.raceId)}>
              {r.offTimeLocal} {r.trackName}
            </Link>
          </Heading>
          <p>
            Race {r.raceNumber} · {r.grade} · {metres(r.distance)} · Winning time{' '}
            {raceTime(r.result.winningTime)}
          </p>
          <ResultTable result={r.result} caption={`${r.offTimeLocal} ${r.trackName} result`} />
        </li>
      ))}
    </List>
  );
}
