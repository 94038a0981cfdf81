import { Link } from '@sl/contracts/routing';
import { FOOTBALL_EMPTY, londonDate } from '@sl/contracts';
import { useMatchesOn } from '../api/queries';
import { ByCompetition } from '../matches/MatchGroups';

/** The home-page panel: today's matches (what the quick-links strip shows today), scores moving as they poll. */
export default function FootballHome() {
  const { data, isPending, isError } = useMatchesOn(londonDate());
  return (
    <div data-remote="football" data-build={__SL_BUILD_LABEL__}>
      <h2>
        <Link to="/football/fixtures-results">Today&apos;s football</Link>
      </h2>
      {isPending && <p aria-busy="true">Loading today&apos;s fixtures…</p>}
      {isError && <p role="alert">Today&apos;s fixtures could not be loaded. Please try again shortly.</p>}
      {data &&
        (data.matches.length ? <ByCompetition matches={data.matches} /> : <p>{FOOTBALL_EMPTY.fixtures}</p>)}
    </div>
  );
}
