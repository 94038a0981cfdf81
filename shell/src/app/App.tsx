import { useMemo } from 'react';
import { PageClock } from '@sl/contracts/federation';
import { Route, Routes } from '@sl/contracts/routing';
import { useBootConfig } from '../boot/page-config';
import { HomePage } from '../home/HomePage';
import { PageShell } from '../page-shell/PageShell';
import { PartnerPage, SectionPage } from '../page-shell/SectionPage';
import { WidgetPage } from '../page-shell/WidgetPage';
import { NotFoundPage } from './NotFoundPage';
import { AmpPage } from '../amp/AmpPage';
import { authRouteElements } from '../auth/AuthRoutes';
import { sitePageRoutes } from '../site-pages/routes';
import { registeredSectionRoutes, remoteSectionRoutes } from './remote-sections';

/** Sections the shell renders itself until (or unless) a remote owns them: never a blank page. */
const SHELL_SECTIONS = ['/oauth/*'];

const shellRoutes = [
  ...SHELL_SECTIONS.map((path) => <Route key={path} path={path} element={<SectionPage />} />),
  // Privacy, cookies policy, safer gambling, about, contact, help, terms: real pages at exact paths.
  ...sitePageRoutes,
  <Route key="sites" path="/sites/:site/*" element={<PartnerPage kind="site" />} />,
  <Route key="ref" path="/ref/:partner/*" element={<PartnerPage kind="partner" />} />,
  <Route key="amp" path="/amp/*" element={<AmpPage />} />,
  <Route key="widgets" path="/widgets/:remote/:module" element={<WidgetPage />} />,
];

export function App() {
  // The registry's sections for this page load, as the remotes' entries are.
  const { sections, generatedAt } = useBootConfig();
  const registered = useMemo(() => registeredSectionRoutes(sections ?? []), [sections]);
  // The server rendered at the boot config's time; the browser hydrates with it (useNow), then reads its own clock.
  const renderedAt = Date.parse(generatedAt);
  return (
    <PageClock renderedAt={Number.isNaN(renderedAt) ? null : renderedAt}>
      <PageShell>
        <Routes>
          <Route path="/" element={<HomePage />} />
          {remoteSectionRoutes}
          {registered}
          {authRouteElements}
          {shellRoutes}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </PageShell>
    </PageClock>
  );
}
