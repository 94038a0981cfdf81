import { useState } from 'react';
import { Link } from 'react-router';
import {
  FOOTBALL_EMPTY,
  isFinished,
  isOngoing,
  londonDate,
  upcomingMatches,
  type FootballMatch,
  usePreferences,
} from '@sl/contracts';
import { useMatchesOn } from '../api/queries';
import { FootballSignPosts } from '../signposts/FootballSignPosts';
import { ByCompetition } from '../matches/MatchGroups';
import { ScorersToggle } from '../matches/MatchGroups';

type Tab = 'all' | 'live' | 'upcoming' | 'finished';

const TABS: Array<{ id: Tab; label: string; empty: string }> = [
  { id: 'all', label: 'All', empty: FOOTBALL_EMPTY.matches },
  { id: 'live', label: 'Live', empty: FOOTBALL_EMPTY.live },
  { id: 'upcoming', label: 'Upcoming', empty: FOOTBALL_EMPTY.scheduled },
  { id: 'finished', label: 'Finished', empty: FOOTBALL_EMPTY.finished },
];

function pick(tab: Tab, matches: FootballMatch[]): FootballMatch[] {
  if (tab === 'live') return matches.filter((m) => isOngoing(m.state));
  if (tab === 'upcoming') return upcomingMatches(matches);
  if (tab === 'finished') return matches.filter((m) => isFinished(m.state));
  return matches;
}

/** /football: today's matches, filterable by live, upcoming and finished. */
export function HubPage() {
  const [tab, setTab] = useState<Tab>('all');
  const { data, isPending, isError } = useMatchesOn(londonDate());
  const showScorers = usePreferences((s) => s.footballShowScorers);
  const setPreference = usePreferences((s) => s.actions.setPreference);
  const current = TABS.find((t) => t.id === tab)!;
  const matches = data ? pick(tab, data.matches) : [];
  return (
    <>
      <h1>Football</h1>
      <FootballSignPosts />
      <p>
        <Link to="/football/fixtures-results">Fixtures and results</Link> ·{' '}
        <Link to="/football/league-tables">League tables</Link>
      </p>
      <h2>Today&apos;s matches</h2>
      <div role="group" aria-label="Show matches">
        {TABS.map((t) => (
          <button key={t.id} type="button" aria-pressed={t.id === tab} onClick={() => setTab(t.id)}>
            {t.label}
          </button>
        ))}
        <ScorersToggle
          checked={showScorers}
          onChange={(show) => setPreference('footballShowScorers', show)}
        />
      </div>
      {isPending && <p aria-busy="true">Loading today&apos;s matches…</p>}
      {isError && <p role="alert">Today&apos;s matches could not be loaded. Please try again shortly.</p>}
      {data &&
        (matches.length ? (
          <ByCompetition matches={matches} showScorers={showScorers} />
        ) : (
          <p>{current.empty}</p>
        ))}
    </>
  );
}
