import { Route, Routes } from '@sl/contracts/routing';
import { SPORT_PAGE_NAMES } from '@sl/contracts';
import { renderStandalone } from '@sl/ui/standalone';
import FootballApp from './exposes/FootballApp';
import FootballHome from './exposes/FootballHome';
import FootballQuickLinks from './exposes/FootballQuickLinks';
import SportsApp from './exposes/SportsApp';

/** The football remote on its own page, without the shell: for the football team's local work. */
renderStandalone(
  <main style={{ maxWidth: 1000, margin: '0 auto', padding: 16 }}>
    <FootballQuickLinks />
    <Routes>
      <Route path="/football/*" element={<FootballApp />} />
      {['/sports/*', ...SPORT_PAGE_NAMES.map((p) => `/${p}/*`)].map((path) => (
        <Route key={path} path={path} element={<SportsApp />} />
      ))}
      <Route path="*" element={<FootballHome />} />
    </Routes>
  </main>,
);
