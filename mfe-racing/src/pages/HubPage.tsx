import { Link } from 'react-router';
import { TodaysMeetings } from '../racecards/TodaysMeetings';

/** /racing: the racing front page. */
export function HubPage() {
  return (
    <>
      <h1>Horse racing</h1>
      <nav aria-label="Racing sections">
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0 }}>
          <li>
            <Link to="/racing/racecards">Racecards</Link>
          </li>
          <li>
            <Link to="/racing/fast-results">Fast results</Link>
          </li>
          <li>
            <Link to="/racing/results">Results</Link>
          </li>
          <li>
            <Link to="/racing/non-runners">Non-runners</Link>
          </li>
          <li>
            <Link to="/racing/going">Going</Link>
          </li>
        </ul>
      </nav>
      <h2>Today&apos;s meetings</h2>
      <TodaysMeetings />
    </>
  );
}
