import { Route, Routes } from '@sl/contracts/routing';
import { renderStandalone } from '@sl/ui/standalone';
import Banners from './exposes/Banners';
import CrossSell from './exposes/CrossSell';
import FestivalApp from './exposes/FestivalApp';
import FreeBetsApp from './exposes/FreeBetsApp';
import PromotionModal from './exposes/PromotionModal';
import TopBarSignposts from './exposes/TopBarSignposts';

/** The promos remote on its own page, without the shell: for the promos team's local work. */
renderStandalone(
  <>
    <header style={{ maxWidth: 1000, margin: '0 auto', padding: 8 }}>
      <TopBarSignposts />
      <CrossSell />
    </header>
    <main style={{ maxWidth: 1000, margin: '0 auto', padding: 16 }}>
      <Banners />
      <Routes>
        <Route path="/free-bets/*" element={<FreeBetsApp />} />
        <Route path="/cheltenham-festival/*" element={<FestivalApp />} />
        <Route path="/royal-ascot/*" element={<FestivalApp />} />
        <Route path="/grand-national/*" element={<FestivalApp />} />
        <Route path="*" element={null} />
      </Routes>
    </main>
    <PromotionModal />
  </>,
);
