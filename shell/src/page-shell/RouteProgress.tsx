import { useEffect, useRef } from 'react';
import { useLocation } from '@sl/contracts/routing';
import { trackRouteChange } from './progress';

/** Runs the top progress bar on every route change after the first page load. */
export function RouteProgress() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const root = document.getElementById('root') ?? document.body;
    return trackRouteChange(root);
  }, [pathname]);
  return null;
}
