import { Link, useSearchParams } from 'react-router';
import { FOOTBALL_EMPTY, followedFilter, londonDate, usePreferences } from '@sl/contracts';
import { useMatchesOn } from '../api/queries';
import { FootballSignPosts } from '../signposts/FootballSignPosts';
import { FollowedCompetitions } from '../followed/FollowedCompetitions';
import { ByCompetition, ScorersToggle } from '../matches/MatchGroups';

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** /football/fixtures-results: one day's matches by competition, filtered by the followed competitions. */
export function FixturesResultsPage() {
  const [params] = useSearchParams();
  const requested = params.get('date');
  const date = requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) ? requested : londonDate();
  const { data, isPending, isError } = useMatchesOn(date);
  const followed = usePreferences((s) => s.footballFollowedCompetitions);
  const showScorers = usePreferences((s) => s.footballShowScorers);
  const setPreference = usePreferences((s) => s.actions.setPreference);
  const filter = followedFilter(followed);
  const all = data?.matches ?? [];
  const shown = filter ? all.filter((m) => filter.has(m.competition.name)) : all;
  return (
    <>
      <h1>Football fixtures and results</h1>
      <FootballSignPosts />
      <nav aria-label="Choose a day">
        <Link to={`?date=${shift(date, -1)}`}>Previous day</Link> · <strong>{date}</strong> ·{' '}
        <Link to={`?date=${shift(date, 1)}`}>Next day</Link>
      </nav>
      <div>
        <FollowedCompetitions />
        <ScorersToggle
          checked={showScorers}
          onChange={(show) => setPreference('footballShowScorers', show)}
        />
      </div>
      {isPending && <p aria-busy="true">Loading fixtures…</p>}
      {isError && <p role="alert">Fixtures could not be loaded. Please try again shortly.</p>}
      {data &&
        (all.length === 0 ? (
          <p>{FOOTBALL_EMPTY.fixtures}</p>
        ) : shown.length === 0 ? (
          <p>{FOOTBALL_EMPTY.competition}</p>
        ) : (
          <ByCompetition matches={shown} showScorers={showScorers} />
        ))}
    </>
  );
}
