import {
  adoptLegacyPreferences,
  RACING_PAGES,
  type RacingPageKind,
  type RacingSectionPage,
} from '@sl/contracts';
import type { ReactElement } from 'react';
import { Route, Routes } from '@sl/contracts/routing';
import { GoingPage, FastResultsPage, NonRunnersPage, ResultsPage } from '../pages/ResultsPages';
import { HubPage } from '../pages/HubPage';
import { ProfilePage } from '../pages/ProfilePage';
import { SectionPage, type RacingSection } from '../pages/SectionPage';
import { RaceCardPage } from '../racecard/RaceCardPage';
import { RacecardsPage } from '../racecards/RacecardsPage';
import { AbcGuidePage } from '../abc-guide/AbcGuidePage';
import { EarlyEntriesPage } from '../early-entries/EarlyEntriesPage';
import { TimeformLivePage } from '../live/TimeformLivePage';
import { ReplayPage } from '../replays/ReplayPage';
import { ReplaysPage } from '../replays/ReplaysPage';
import { NapsTablePage } from '../tips/NapsTablePage';
import { TipsCentrePage } from '../tips/TipsCentrePage';

// Racing preferences now live in the shared store; a member's old racing-only values are carried over once.
adoptLegacyPreferences('sl-racing-preferences', [
  'horseRacecardSortBy',
  'horseShowResults',
  'horseOddsId',
  'horseProfileFullForm',
]);

// The shared table's sections and this remote's section pages are one list: a missing page fails to compile.
type SameSections = [RacingSectionPage] extends [RacingSection]
  ? [RacingSection] extends [RacingSectionPage]
    ? true
    : never
  : never;
const sameSections: SameSections = true;
void sameSections;

/** The page for each kind in the shared racing route table (the racing service answers 404s from it). */
const PAGE_FOR: Record<Exclude<RacingPageKind, 'section'>, ReactElement> = {
  hub: <HubPage />,
  racecards: <RacecardsPage />,
  'racecards-day': <RacecardsPage />,
  racecard: <RaceCardPage />,
  'fast-results': <FastResultsPage />,
  results: <ResultsPage />,
  'results-day': <ResultsPage />,
  'non-runners': <NonRunnersPage />,
  going: <GoingPage />,
  horse: <ProfilePage kind="horse" />,
  jockey: <ProfilePage kind="jockey" />,
  trainer: <ProfilePage kind="trainer" />,
  replays: <ReplaysPage />,
  'replays-day': <ReplaysPage />,
  replay: <ReplayPage />,
  'abc-guide': <AbcGuidePage />,
  'early-entries': <EarlyEntriesPage />,
  'timeform-live': <TimeformLivePage />,
  'tips-centre': <TipsCentrePage />,
  'naps-table': <NapsTablePage />,
};

/** Everything under /racing, mounted by the shell at runtime. */
export default function RacingApp() {
  return (
    <div data-remote="racing" data-build={__SL_BUILD_LABEL__}>
      <Routes>
        {RACING_PAGES.map(({ kind, pattern }) =>
          pattern === '' ? (
            <Route key="hub" index element={PAGE_FOR.hub} />
          ) : (
            <Route
              key={pattern}
              path={pattern}
              element={
                // A section entry's pattern is its section name.
                kind === 'section' ? <SectionPage section={pattern as RacingSectionPage} /> : PAGE_FOR[kind]
              }
            />
          ),
        )}
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
