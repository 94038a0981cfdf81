import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { StandaloneProviders } from './app/StandaloneProviders';
import GreyhoundsApp from './exposes/GreyhoundsApp';
import RacingApp from './exposes/RacingApp';
import RacingHome from './exposes/RacingHome';
import RacingQuickLinks from './exposes/RacingQuickLinks';

/** The racing remote on its own page, without the shell: for the racing team's local work. */
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <BrowserRouter>
    <StandaloneProviders>
      <main style={{ maxWidth: 1000, margin: '0 auto', padding: 16 }}>
        <RacingQuickLinks />
        <Routes>
          <Route path="/racing/*" element={<RacingApp />} />
          <Route path="/greyhounds/*" element={<GreyhoundsApp />} />
          <Route path="*" element={<RacingHome />} />
        </Routes>
      </main>
    </StandaloneProviders>
  </BrowserRouter>,
);
