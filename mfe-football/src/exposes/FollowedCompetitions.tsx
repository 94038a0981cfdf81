import { FollowedCompetitions as Dropdown } from '../followed/FollowedCompetitions';
import { adoptLegacyFootballPreferences } from '../followed/legacy-preferences';

adoptLegacyFootballPreferences();

/** The followed-competition dropdown, for pages outside /football that want it. */
export default function FollowedCompetitions() {
  return (
    <div data-remote="football" data-build={__SL_BUILD_LABEL__}>
      <Dropdown />
    </div>
  );
}
