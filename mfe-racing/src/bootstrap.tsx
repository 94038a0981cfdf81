import { Route, Routes } from '@sl/contracts/routing';
import { renderStandalone } from '@sl/ui/standalone';
import GreyhoundsApp from './exposes/GreyhoundsApp';
import RacingApp from './exposes/RacingApp';
import RacingHome from './exposes/RacingHome';
import RacingQuickLinks from './exposes/RacingQuickLinks';

/** The racing remote on its own page, without the shell: for the racing team's local work. */
renderStandalone(
  <main style={{ maxWidth: 1000, margin: '0 auto', padding: 16 }}>
    <RacingQuickLinks />
    <Routes>
      <Route path="/racing/*" element={<RacingApp />} />
      <Route path="/greyhounds/*" element={<GreyhoundsApp />} />
      <Route path="*" element={<RacingHome />} />
    </Routes>
  </main>,
);
