import type { ComponentType } from 'react';
import { Route } from '@sl/contracts/routing';
import { DesignCatalogueRoute } from '../design-catalogue/DesignCatalogueRoute';
import { ReleaseConsoleRoute } from '../release-console/ReleaseConsoleRoute';
import { AboutPage } from './AboutPage';
import { ContactPage } from './ContactPage';
import { CookiesPolicyPage } from './CookiesPolicyPage';
import { HelpPage } from './HelpPage';
import { PrivacyPage } from './PrivacyPage';
import { SaferGamblingPage } from './SaferGamblingPage';
import { TermsPage } from './TermsPage';

/**
 * The shell's own site pages, each at its exact path: anything below them (/privacy/anything) falls through to
 * the not-found page.
 */
export const SITE_PAGES: Record<string, ComponentType> = {
  '/privacy': PrivacyPage,
  '/cookies-policy': CookiesPolicyPage,
  '/safer-gambling': SaferGamblingPage,
  '/about-us': AboutPage,
  '/contact-us': ContactPage,
  '/help': HelpPage,
  '/terms-and-conditions': TermsPage,
  // The design system catalogue (issue 16): linked from no menu, for the people building pages.
  '/design-system': DesignCatalogueRoute,
  // The release console (issue 20): linked only for release managers, kept out of search by robots.txt.
  '/release-console': ReleaseConsoleRoute,
};

export const sitePageRoutes = Object.entries(SITE_PAGES).map(([path, Page]) => (
  <Route key={path} path={path} element={<Page />} />
));
