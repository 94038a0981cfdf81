import { useMemo } from 'react';
import { useLocation } from '@sl/contracts/routing';
import {
  buildTopNav,
  festivalNav,
  micrositeForPath,
  navForViewer,
  useFeatureFlags,
  type NavItem,
} from '@sl/contracts';
import { useShellConfig } from '../boot/page-config';
import { useFreeBetsMenu } from '../site-data/useFreeBetsMenu';
import { useSiteSettings } from '../site-data/useSiteSettings';
import { useViewer } from '../site-data/useViewer';

/**
 * The menu for this viewer on this page: on a festival microsite its own menu (ending 'Back to Main Site'),
 * otherwise the full site menu; self-exclusion, premium and feature toggles applied at every level.
 */
export function useNavigation(): { items: NavItem[]; microsite: boolean; features: Record<string, boolean> } {
  const { pathname } = useLocation();
  const { royalAscotMicrosite } = useSiteSettings();
  const freeBets = useFreeBetsMenu();
  const { premium, selfExcluded } = useViewer();
  const features = useFeatureFlags();
  const { ukIreland } = useShellConfig();
  return useMemo(() => {
    const microsite = micrositeForPath(pathname, royalAscotMicrosite);
    const tree = microsite
      ? (festivalNav(microsite).subNav ?? [])
      : buildTopNav({ freeBets, royalAscotMicrosite });
    // Betting items (the ids self-exclusion hides) are for UK/Ireland viewers only (docs/adr/0005).
    const noBetting = selfExcluded || !ukIreland;
    return {
      items: navForViewer(tree, { premium, selfExcluded: noBetting, features }),
      microsite: Boolean(microsite),
      features,
    };
  }, [pathname, royalAscotMicrosite, freeBets, premium, selfExcluded, features, ukIreland]);
}

/** The top-level item the current path belongs to (longest matching url wins). */
export function activeSection(items: NavItem[], pathname: string): NavItem | undefined {
  let best: NavItem | undefined;
  let bestLength = -1;
  for (const item of items) {
    const urls = [item.url, ...(item.subNav ?? []).map((s) => s.url)].filter(
      (u) => u.startsWith('/') && u !== '/',
    );
    for (const url of urls) {
      const path = url.split('?')[0]!;
      if ((pathname === path || pathname.startsWith(`${path}/`)) && path.length > bestLength) {
        best = item;
        bestLength = path.length;
      }
    }
  }
  return best;
}
