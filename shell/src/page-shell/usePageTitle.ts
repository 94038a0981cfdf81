import { useEffect } from 'react';
import { pageTitle, type NavItem } from '@sl/contracts';

/** The deepest menu item whose url is exactly this path names the page. */
export function navLabelForPath(items: NavItem[], pathname: string): string | null {
  let label: string | null = null;
  const visit = (list: NavItem[]) => {
    for (const item of list) {
      if (!item.external && item.url.split('?')[0] === pathname && item.url !== '/') label = item.text;
      if (item.subNav) visit(item.subNav);
    }
  };
  visit(items);
  return label;
}

/** Sets the document title: page name, per-sport label, brand suffix. */
export function usePageTitle(page: string | null, pathname: string) {
  useEffect(() => {
    document.title = pageTitle(page, pathname);
  }, [page, pathname]);
}
