import { useSearchParams } from '@sl/contracts/routing';
import styled from 'styled-components';
import { EmptyState, ErrorState, LoadingBlock, space } from '@sl/ui';
import { FOOTBALL_EMPTY, followedFilter, londonDate, usePreferences } from '@sl/contracts';
import { useMatchesOn } from '../api/queries';
import { FootballSignPosts } from '../signposts/FootballSignPosts';
import { FollowedCompetitions } from '../followed/FollowedCompetitions';
import { ByCompetition, ScorersToggle } from '../matches/MatchGroups';
import { StepNav } from '../matches/StepNav';

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const dayTitle = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.lg};
  > div {
    margin-bottom: 0;
  }
`;

const Day = styled.h2`
  margin: ${space.lg} 0 ${space.md};
`;

/** /football/fixtures-results: one day's matches by competition, filtered by the followed competitions. */
export function FixturesResultsPage() {
  const [params] = useSearchParams();
  const requested = params.get('date');
  const date = requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) ? requested : londonDate();
  const { data, isPending, isError, refetch } = useMatchesOn(date);
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
      <StepNav
        label="Choose a day"
        previous={{ to: `?date=${shift(date, -1)}`, label: 'Previous day' }}
        next={{ to: `?date=${shift(date, 1)}`, label: 'Next day' }}
        current={date}
      />
      <Controls>
        <FollowedCompetitions />
        <ScorersToggle
          checked={showScorers}
          onChange={(show) => setPreference('footballShowScorers', show)}
        />
      </Controls>
      {/* The competitions below are h3s: the day is their h2, so the outline has no gap. */}
      <Day>{dayTitle(date)}</Day>
      {isPending && <LoadingBlock label="Loading fixtures" lines={8} />}
      {isError && (
        <ErrorState title="Fixtures could not be loaded." onRetry={() => void refetch()}>
          Please try again shortly.
        </ErrorState>
      )}
      {data &&
        (all.length === 0 ? (
          <EmptyState icon="football" title={FOOTBALL_EMPTY.fixtures} />
        ) : shown.length === 0 ? (
          <EmptyState icon="star" title={FOOTBALL_EMPTY.competition} />
        ) : (
          <ByCompetition matches={shown} showScorers={showScorers} />
        ))}
    </>
  );
}
