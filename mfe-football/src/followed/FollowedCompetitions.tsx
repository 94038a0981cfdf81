import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { competitionPriority, mergeFollowed } from '@sl/contracts';
import { useCompetitions } from '../api/queries';
import { useFootballPreferences } from '../preferences/store';
import { FollowedCompetitionsDropdown } from './FollowedCompetitionsDropdown';

const FIXTURES_PATH = '/football/fixtures-results';

/** The dropdown wired to the feed's competitions and the persisted footballFollowedCompetitions preference. */
export function FollowedCompetitions() {
  const { data } = useCompetitions();
  const saved = useFootballPreferences((s) => s.footballFollowedCompetitions);
  const save = useFootballPreferences((s) => s.setFollowedCompetitions);
  const navigate = useNavigate();
  const location = useLocation();
  const items = useMemo(
    () =>
      mergeFollowed(
        saved,
        (data ?? []).map((c) => ({ name: c.name, priority: competitionPriority(c.name) })),
      ),
    [saved, data],
  );
  return (
    <FollowedCompetitionsDropdown
      items={items}
      onSave={save}
      onViewFavourites={() => {
        if (location.pathname !== FIXTURES_PATH) void navigate(FIXTURES_PATH);
      }}
    />
  );
}
