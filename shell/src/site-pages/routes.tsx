import { Suspense, lazy, type ComponentType } from 'react';
import { Route } from '@sl/contracts/routing';
import { Skeleton } from '@sl/ui';
import { DesignCatalogueRoute } from '../design-catalogue/DesignCatalogueRoute';
import { ReleaseConsoleRoute } from '../release-console/ReleaseConsoleRoute';

/**
 * The site pages are mostly text (about 90 KB of source with the contact form and cookie controls): their own
 * chunk, fetched when one is shown, so the home page and every section page do without it. The server renders them
 * whole (it waits for every boundary), and hydration keeps that HTML until the chunk is here.
 */
const loadPages = () => import('./pages');
type SitePageName = keyof Awaited<ReturnType<typeof loadPages>>;

function lazySitePage(name: SitePageName): ComponentType {
  const Page = lazy(() => loadPages().then((pages) => ({ default: pages[name] })));
  const SitePageRoute = () => (
    <Suspense fallback={<Skeleton lines={6} />}>
      <Page />
    </Suspense>
  );
  SitePageRoute.displayName = name;
  return SitePageRoute;
}

/**
 * The shell's own site pages, each at its exact path: anything below them (/privacy/anything) falls through to
 * the not-found page.
 */
export const SITE_PAGES: Record<string, ComponentType> = {
  '/privacy': lazySitePage('PrivacyPage'),
  '/cookies-policy': lazySitePage('CookiesPolicyPage'),
  '/safer-gambling': lazySitePage('SaferGamblingPage'),
  '/about-us': lazySitePage('AboutPage'),
  '/contact-us': lazySitePage('ContactPage'),
  '/help': lazySitePage('HelpPage'),
  '/terms-and-conditions': lazySitePage('TermsPage'),
  // The design system catalogue (issue 16): linked from no menu, for the people building pages.
  '/design-system': DesignCatalogueRoute,
  // The release console (issue 20): linked only for release managers, kept out of search by robots.txt.
  '/release-console': ReleaseConsoleRoute,
};

export const sitePageRoutes = Object.entries(SITE_PAGES).map(([path, Page]) => (
  <Route key={path} path={path} element={<Page />} />
));
