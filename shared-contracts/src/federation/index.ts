export { FederatedSlot, SlotErrorReport } from './FederatedSlot';
export type { FederatedSlotProps, SlotErrorReporter, SlotSpace } from './FederatedSlot';
export { FollowButtonSlot } from './FollowButtonSlot';
export {
  REMOTE_BREAKER_KEY,
  recordRemoteFailure,
  remoteBreakerOpen,
  versionBreakerKey,
} from './remote-breaker';
export { configureRemoteVersions } from './remote-versions';
export type { RemoteVersionSource } from './remote-versions';
export {
  RENDER_IN_BROWSER,
  RenderInBrowser,
  ServerRenderRemotes,
  type ServerRenderScope,
} from './server-render';
export { forgetRemoteModules, preloadRemoteModule, remotesLoading } from './remote-component';
export { PageClock, useNow } from './page-clock';
export { useHydrated } from './hydrated';
