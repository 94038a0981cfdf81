import type { ReactElement } from 'react';
import { Route, Routes } from '@sl/contracts/routing';
import { GREYHOUND_PAGES, type GreyhoundPageKind } from '@sl/contracts';
import { GreyhoundHubPage } from '../greyhounds/HubPage';
import { GreyhoundNotFound } from '../greyhounds/NotFound';
import { GreyhoundRaceCardPage } from '../greyhounds/RaceCardPage';
import { GreyhoundRacecardsPage } from '../greyhounds/RacecardsPage';
import { GreyhoundFastResultsPage, GreyhoundResultsPage } from '../greyhounds/ResultsPages';

/** The page for each kind in the shared greyhound route table (the racing service answers 404s from it). */
const PAGE_FOR: Record<GreyhoundPageKind, ReactElement> = {
  hub: <GreyhoundHubPage />,
  racecards: <GreyhoundRacecardsPage />,
  'racecards-day': <GreyhoundRacecardsPage />,
  racecard: <GreyhoundRaceCardPage />,
  'fast-results': <GreyhoundFastResultsPage />,
  results: <GreyhoundResultsPage />,
  'results-day': <GreyhoundResultsPage />,
};

/** Everything under /greyhounds, mounted by the shell at runtime. */
export default function GreyhoundsApp() {
  return (
    <div data-remote="racing" data-section="greyhounds" data-build={__SL_BUILD_LABEL__}>
      <Routes>
        {GREYHOUND_PAGES.map(({ kind, pattern }) =>
          pattern === '' ? (
            <Route key="hub" index element={PAGE_FOR.hub} />
          ) : (
            <Route key={pattern} path={pattern} element={PAGE_FOR[kind]} />
          ),
        )}
        <Route path="*" element={<GreyhoundNotFound />} />
      </Routes>
    </div>
  );
}
