import { adoptLegacyFootballPreferences } from '../followed/legacy-preferences';
import type { ReactElement } from 'react';
import { Route, Routes } from '@sl/contracts/routing';
import { FOOTBALL_PAGES, type FootballPageKind } from '@sl/contracts';
import { CompetitionPage } from '../pages/CompetitionPage';
import { CompetitionTeamPage } from '../pages/CompetitionTeamPage';
import { FantasyPage } from '../fantasy/FantasyPage';
import { FixturesResultsPage } from '../pages/FixturesResultsPage';
import { HubPage } from '../pages/HubPage';
import { LeagueSeasonPage } from '../pages/LeagueSeasonPage';
import { LeagueTablePage, LeagueTablesIndex } from '../pages/LeagueTablePage';
import { MatchPage } from '../match-centre/MatchPage';
import { NotFound } from '../pages/NotFound';
import { PlayerPage } from '../pages/PlayerPage';
import { SectionPage } from '../pages/SectionPage';
import { TeamPage } from '../pages/TeamPage';
import { TipsCentrePage } from '../tips/TipsCentrePage';
import { EurosPage, TournamentPage, TournamentsIndex } from '../tournaments/TournamentPage';
import { TransferCentrePage } from '../transfers/TransferCentrePage';
import { VidiprinterPage } from '../vidiprinter/VidiprinterPage';

adoptLegacyFootballPreferences();

/** The page for each kind in the shared football route table (the football service answers 404s from it). */
const PAGE_FOR: Record<Exclude<FootballPageKind, 'editorial'>, ReactElement> = {
  hub: <HubPage />,
  'fixtures-results': <FixturesResultsPage />,
  competition: <CompetitionPage />,
  vidiprinter: <VidiprinterPage />,
  match: <MatchPage />,
  team: <TeamPage />,
  'competition-team': <CompetitionTeamPage />,
  'league-tables': <LeagueTablesIndex />,
  'league-table': <LeagueTablePage />,
  'league-table-group': <LeagueTablePage />,
  'league-table-season': <LeagueSeasonPage />,
  player: <PlayerPage />,
  euros: <EurosPage />,
  fantasy: <FantasyPage />,
  'tips-centre': <TipsCentrePage />,
  'transfer-centre': <TransferCentrePage />,
  tournaments: <TournamentsIndex />,
  tournament: <TournamentPage />,
};

/** Everything under /football, mounted by the shell at runtime. */
export default function FootballApp() {
  return (
    <div data-remote="football" data-build={__SL_BUILD_LABEL__}>
      <Routes>
        {FOOTBALL_PAGES.map(({ kind, pattern }) =>
          pattern === '' ? (
            <Route key="hub" index element={PAGE_FOR.hub} />
          ) : (
            <Route
              key={pattern}
              path={pattern}
              element={kind === 'editorial' ? <SectionPage section={pattern} /> : PAGE_FOR[kind]}
            />
          ),
        )}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
