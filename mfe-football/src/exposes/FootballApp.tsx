import { adoptLegacyFootballPreferences } from '../followed/legacy-preferences';
import { Route, Routes } from 'react-router';
import { CompetitionPage } from '../pages/CompetitionPage';
import { FixturesResultsPage } from '../pages/FixturesResultsPage';
import { HubPage } from '../pages/HubPage';
import { LeagueTablePage, LeagueTablesIndex } from '../pages/LeagueTablePage';
import { MatchPage } from '../pages/MatchPage';
import { NotFound } from '../pages/NotFound';
import { PlayerPage } from '../pages/PlayerPage';
import { SectionPage, VidiprinterPage } from '../pages/SectionPage';
import { TeamPage } from '../pages/TeamPage';

adoptLegacyFootballPreferences();

/** Everything under /football, mounted by the shell at runtime. */
export default function FootballApp() {
  return (
    <div data-remote="football" data-build={__SL_BUILD_LABEL__}>
      <Routes>
        <Route index element={<HubPage />} />
        <Route path="fixtures-results" element={<FixturesResultsPage />} />
        <Route path="fixtures-results/competitions/:slug/:id" element={<CompetitionPage />} />
        <Route path="live/vidiprinter" element={<VidiprinterPage />} />
        <Route path="live/:matchId/:slug/*" element={<MatchPage />} />
        <Route path="team/:slug/:id" element={<TeamPage />} />
        <Route path="league-tables" element={<LeagueTablesIndex />} />
        <Route path="league-tables/:slug/:id" element={<LeagueTablePage />} />
        <Route path="league-tables/:slug/:id/:group" element={<LeagueTablePage />} />
        <Route path="player/:slug/:id/*" element={<PlayerPage />} />
        <Route path="tips-centre" element={<SectionPage section="tips-centre" />} />
        <Route path="news" element={<SectionPage section="news" />} />
        <Route path="transfer-centre" element={<SectionPage section="transfer-centre" />} />
        <Route path="fantasy-football" element={<SectionPage section="fantasy-football" />} />
        <Route path="euros/*" element={<SectionPage section="euros" />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
