import { Link } from 'react-router';
import { racecardPath, type RaceResultSummary } from '@sl/contracts';
import { RaceResultTable } from '../racecard/RaceResult';

export function ResultsList({ results, empty }: { results: RaceResultSummary[]; empty: string }) {
  if (results.length === 0) return <p>{empty}</p>;
  return (
    <ul style={{ listStyle: 'none', padding: 0 }}>
      {results.map((r) => (
        <li key={r.raceId} data-testid="result">
          <h2>
            <Link to={racecardPath(r.meetingDate, r.courseName, r.raceId, r.title)}>
              {r.offTimeLocal} {r.courseName}
            </Link>
          </h2>
          <RaceResultTable result={r.result} caption={r.title} />
        </li>
      ))}
    </ul>
  );
}
