import { useAuth } from '@sl/contracts';

/** What the menus need to know about the member, read defensively from the shared auth store. */
export function useViewer() {
  const loggedIn = useAuth((s) => s.loggedIn);
  const premium = useAuth((s) => s.premium);
  const enabled = useAuth((s) => s.enabled);
  const isMigrated = useAuth((s) => s.isMigrated);
  const selfExcluded = useAuth((s) => {
    const markers = s.selfExclusion ?? s.user?.selfExclusion;
    return Array.isArray(markers) && markers.length > 0;
  });
  return { loggedIn, premium, enabled, isMigrated, selfExcluded };
}
