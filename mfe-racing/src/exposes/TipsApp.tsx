import type { ReactElement } from 'react';
import { Route, Routes } from '@sl/contracts/routing';
import { TIPS_PAGES, type TipsPageKind } from '@sl/contracts';
import { BettingGuidePage, BettingGuidesPage } from '../tips/guides/GuidesPages';
import { TippingRecordsPage } from '../tips/TippingRecordsPage';
import { TipsHubPage } from '../tips/TipsHubPage';
import { TipsNotFound } from '../tips/TipsNotFound';
import { TipsterPage } from '../tips/TipsterPage';

/** The page for each kind in the shared tips route table (the racing service answers 404s from it). */
const PAGE_FOR: Record<TipsPageKind, ReactElement> = {
  hub: <TipsHubPage />,
  'tipping-records': <TippingRecordsPage />,
  'betting-guides': <BettingGuidesPage />,
  'betting-guide': <BettingGuidePage />,
  tipster: <TipsterPage />,
};

/** Everything under /tips (the cross-sport tips hub), mounted by the shell at runtime. */
export default function TipsApp() {
  return (
    <div data-remote="racing" data-section="tips" data-build={__SL_BUILD_LABEL__}>
      <Routes>
        {TIPS_PAGES.map(({ kind, pattern }) =>
          pattern === '' ? (
            <Route key="hub" index element={PAGE_FOR.hub} />
          ) : (
            <Route key={pattern} path={pattern} element={PAGE_FOR[kind]} />
          ),
        )}
        <Route path="*" element={<TipsNotFound />} />
      </Routes>
    </div>
  );
}
