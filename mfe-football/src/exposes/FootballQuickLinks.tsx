import { Link } from 'react-router';
import { TodaysFixtures } from '../fixtures/TodaysFixtures';

/** Today's fixtures for the home page. */
export default function FootballQuickLinks() {
  return (
    <div data-remote="football" data-build={__SL_BUILD_LABEL__}>
      <h2>
        <Link to="/football/fixtures-results">Today&apos;s football</Link>
      </h2>
      <TodaysFixtures />
    </div>
  );
}
