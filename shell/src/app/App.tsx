import { Route, Routes } from 'react-router';
import { HomePage } from '../home/HomePage';
import { RemoteSlot } from '../federation/RemoteSlot';
import { PageShell } from '../page-shell/PageShell';
import { PartnerPage, SectionPage } from '../page-shell/SectionPage';
import { SectionSlot } from '../page-shell/SectionSlot';
import { UkIrelandOnly } from '../page-shell/UkIrelandOnly';
import { SPORT_PAGE_NAMES } from '@sl/contracts';
import { WidgetPage } from '../page-shell/WidgetPage';
import { NotFoundPage } from './NotFoundPage';
import { AmpPage } from '../amp/AmpPage';
import { authRouteElements } from '../auth/AuthRoutes';

/** Sections the shell renders itself until (or unless) a remote owns them: never a blank page. */
const SHELL_SECTIONS = [
  '/tips/*',
  '/plus/*',
  '/sporting-life-plus/*',
  '/feed/*',
  '/privacy/*',
  '/cookies-policy/*',
  '/safer-gambling/*',
  '/about-us/*',
  '/contact-us/*',
  '/help/*',
  '/terms-and-conditions/*',
  '/oauth/*',
];

/** The other sports: one football-remote module serves the hub and each sport's prefix (docs/adr/0008). */
const SPORTS_SECTIONS = ['/sports/*', ...SPORT_PAGE_NAMES.map((page) => `/${page}/*`)];

const FESTIVAL_SECTIONS = ['/cheltenham-festival/*', '/royal-ascot/*', '/grand-national/*'];

const shellRoutes = [
  ...SHELL_SECTIONS.map((path) => <Route key={path} path={path} element={<SectionPage />} />),
  <Route key="sites" path="/sites/:site/*" element={<PartnerPage kind="site" />} />,
  <Route key="ref" path="/ref/:partner/*" element={<PartnerPage kind="partner" />} />,
  <Route
    key="free-bets"
    path="/free-bets/*"
    element={
      <UkIrelandOnly title="Free Bets">
        <SectionSlot remote="promos" module="FreeBetsApp" label="Free Bets" />
      </UkIrelandOnly>
    }
  />,
  ...FESTIVAL_SECTIONS.map((path) => (
    <Route
      key={path}
      path={path}
      element={<SectionSlot remote="promos" module="FestivalApp" label="Festival" />}
    />
  )),
  <Route
    key="greyhounds"
    path="/greyhounds/*"
    element={<SectionSlot remote="racing" module="GreyhoundsApp" label="Greyhounds" />}
  />,
  ...SPORTS_SECTIONS.map((path) => (
    <Route
      key={path}
      path={path}
      element={<SectionSlot remote="football" module="SportsApp" label="Sports" />}
    />
  )),
  <Route key="amp" path="/amp/*" element={<AmpPage />} />,
  <Route key="widgets" path="/widgets/:remote/:module" element={<WidgetPage />} />,
];

const sectionUnavailable = 'This section is unavailable right now. Please try again shortly.';

export function App() {
  return (
    <PageShell>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route
          path="/racing/my-stable"
          element={
            <RemoteSlot
              remote="account"
              module="MyStable"
              label="My Stable"
              minHeight={300}
              unavailable={sectionUnavailable}
            />
          }
        />
        <Route
          path="/racing/*"
          element={
            <RemoteSlot
              remote="racing"
              module="RacingApp"
              label="Racing"
              minHeight={400}
              unavailable={sectionUnavailable}
            />
          }
        />
        <Route
          path="/football/*"
          element={
            <RemoteSlot
              remote="football"
              module="FootballApp"
              label="Football"
              minHeight={400}
              unavailable={sectionUnavailable}
            />
          }
        />
        <Route
          path="/account/*"
          element={
            <RemoteSlot
              remote="account"
              module="AccountApp"
              label="Account"
              minHeight={300}
              unavailable={sectionUnavailable}
            />
          }
        />
        {authRouteElements}
        {shellRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PageShell>
  );
}
