import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from '@sl/contracts/routing';
import styled from 'styled-components';
import {
  QUICK_LINKS_STRIP_HEIGHT,
  bannerSpace,
  bootSectionAt,
  isKnownSitePath,
  isRacecardPage,
  showsFootballQuickLinks,
  showsRacingQuickLinks,
  type BootSection,
} from '@sl/contracts';
import { color, fontWeight, layout, px, radius, space, zIndex } from '@sl/ui';
import { installAppBridge, isAndroidAppWebView } from '../app-bridge/bridge';
import { useBootConfig } from '../boot/page-config';
import { FederatedSlot } from '@sl/contracts/federation';
import { CookieNotice } from '../consent/CookieNotice';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { MobileIconNav } from '../nav/MobileIconNav';
import { useRecordFreeBetsVisit } from '../nav/free-bets-updates';
import { useNavigation } from '../nav/useNavigation';
import { SchemeScope, SiteTheme } from '../theme/SiteTheme';
import { GlobalStyle } from './GlobalStyle';
import { MainContent } from './MainContent';
import { RouteProgress } from './RouteProgress';
import { sectionFor } from './sections';
import { navLabelForPath, usePageTitle } from './usePageTitle';

const Strips = styled.div`
  max-width: ${px(layout.mainContent + layout.side + layout.gutter)};
  margin: 0 auto;
  padding: 0 ${space.lg};
`;

/** Off screen until focused (the first Tab on a page), then above the header in the page's own colours. */
const Skip = styled.a`
  position: absolute;
  left: 0;
  top: 0;
  transform: translateY(-120%);
  z-index: ${zIndex.toast};
  padding: ${space.sm} ${space.lg};
  border-radius: 0 0 ${radius.md} 0;
  background: ${color.surface};
  color: ${color.link};
  font-weight: ${fontWeight.bold};
  &:focus {
    transform: none;
  }
`;

function useShellTitle(pathname: string, sections: readonly BootSection[]) {
  const { items } = useNavigation();
  const registered = bootSectionAt(sections, pathname);
  const label = registered
    ? registered.label
    : isKnownSitePath(pathname)
      ? (navLabelForPath(items, pathname) ?? sectionFor(pathname)?.title ?? null)
      : 'Page not found';
  usePageTitle(label, pathname);
  return items;
}

/** The browser's user agent does not change while the page is open. */
const noChanges = () => () => undefined;

/**
 * The page around every route: theme, progress bar, header with menus and top bar, the quick-links strips,
 * promo banners on top of the content, footer (not in the app's web view). /widgets/* renders bare.
 */
export function PageShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const boot = useBootConfig();
  // On the server (and while hydrating) the boot config's web view is all there is; the browser may know better.
  const webView = useSyncExternalStore(
    noChanges,
    () => boot.webView || isAndroidAppWebView(),
    () => boot.webView,
  );
  useEffect(() => (webView ? installAppBridge() : undefined), [webView]);
  const items = useShellTitle(pathname, boot.sections ?? []);
  useRecordFreeBetsVisit();

  if (pathname === '/widgets' || pathname.startsWith('/widgets/')) {
    return (
      <SiteTheme>
        {() => (
          <>
            <GlobalStyle />
            {children}
          </>
        )}
      </SiteTheme>
    );
  }

  const racecard = isRacecardPage(pathname);
  return (
    <SiteTheme>
      {(themeName) => (
        <SchemeScope data-theme={themeName} data-web-view={webView ? 'true' : 'false'}>
          <GlobalStyle />
          <RouteProgress />
          <Skip href="#main">Skip to content</Skip>
          <Header webView={webView} bannerHint={boot.banners ?? null} />
          <Strips>
            <FederatedSlot
              remote="racing"
              module="RacingQuickLinks"
              label="Racing quick links"
              space={{ minHeight: showsRacingQuickLinks(pathname) ? QUICK_LINKS_STRIP_HEIGHT : 0 }}
            />
            <FederatedSlot
              remote="football"
              module="FootballQuickLinks"
              label="Football quick links"
              space={{ minHeight: showsFootballQuickLinks(pathname) ? QUICK_LINKS_STRIP_HEIGHT : 0 }}
            />
          </Strips>
          {pathname === '/' ? <MobileIconNav items={items} /> : null}
          <MainContent id="main" tabIndex={-1} data-racecard-signposting={racecard ? 'true' : 'false'}>
            <FederatedSlot
              remote="promos"
              module="Banners"
              label="Promotions"
              space={{ minHeight: bannerSpace(boot.banners ?? null, pathname, 'page') }}
              props={{ racecardSignposting: racecard }}
            />
            {children}
          </MainContent>
          {webView ? null : <CookieNotice />}
          {webView ? null : <Footer />}
        </SchemeScope>
      )}
    </SiteTheme>
  );
}
