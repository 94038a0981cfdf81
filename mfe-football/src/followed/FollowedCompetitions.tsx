import { useMemo } from 'react';
import { useLocation, useNavigate } from '@sl/contracts/routing';
import { competitionPriority, mergeFollowed, usePreferences } from '@sl/contracts';
import { useCompetitions } from '../api/queries';
import { FollowedCompetitionsDropdown } from './FollowedCompetitionsDropdown';

const FIXTURES_PATH = '/football/fixtures-results';

/** The dropdown wired to the feed's competitions and the persisted footballFollowedCompetitions preference. */
export function FollowedCompetitions() {
  const { data } = useCompetitions();
  const saved = usePreferences((s) => s.footballFollowedCompetitions);
  const setPreference = usePreferences((s) => s.actions.setPreference);
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
      onSave={(chosen) => setPreference('footballFollowedCompetitions', chosen)}
      onViewFavourites={() => {
        if (location.pathname !== FIXTURES_PATH) void navigate(FIXTURES_PATH);
      }}
    />
  );
}
