import { adoptLegacyPreferences } from '@sl/contracts';
import { Route, Routes } from 'react-router';
import { GoingPage, FastResultsPage, NonRunnersPage, ResultsPage } from '../pages/ResultsPages';
import { HubPage } from '../pages/HubPage';
import { ProfilePage } from '../pages/ProfilePage';
import { RACING_SECTIONS, SectionPage, type RacingSection } from '../pages/SectionPage';
import { RaceCardPage } from '../racecard/RaceCardPage';
import { RacecardsPage } from '../racecards/RacecardsPage';

// Racing preferences now live in the shared store; a member's old racing-only values are carried over once.
adoptLegacyPreferences('sl-racing-preferences', [
  'horseRacecardSortBy',
  'horseShowResults',
  'horseOddsId',
  'horseProfileFullForm',
]);

/** Everything under /racing, mounted by the shell at runtime. */
export default function RacingApp() {
  return (
    <div data-remote="racing" data-build={__SL_BUILD_LABEL__}>
      <Routes>
        <Route index element={<HubPage />} />
        <Route path="racecards" element={<RacecardsPage />} />
        <Route path="racecards/:date" element={<RacecardsPage />} />
        <Route path="racecards/:date/:course/racecard/:raceId/:slug?" element={<RaceCardPage />} />
        <Route path="fast-results" element={<FastResultsPage />} />
        <Route path="results" element={<ResultsPage />} />
        <Route path="results/:date" element={<ResultsPage />} />
        <Route path="non-runners" element={<NonRunnersPage />} />
        <Route path="going" element={<GoingPage />} />
        <Route path="profiles/horse/:id" element={<ProfilePage kind="horse" />} />
        <Route path="profiles/jockey/:id" element={<ProfilePage kind="jockey" />} />
        <Route path="profiles/trainer/:id" element={<ProfilePage kind="trainer" />} />
        {(Object.keys(RACING_SECTIONS) as RacingSection[]).map((section) => (
          <Route key={section} path={section} element={<SectionPage section={section} />} />
        ))}
        <Route
          path="*"
          element={
            <>
              <h1>Page not found</h1>
              <p>There is no racing page at this address.</p>
            </>
          }
        />
      </Routes>
    </div>
  );
}
