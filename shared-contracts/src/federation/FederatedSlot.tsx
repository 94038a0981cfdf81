import {
  Suspense,
  createContext,
  memo,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useReducer,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteName } from '../registry/remotes';
import { remoteBreakerOpen } from './remote-breaker';
import { isRemoteRegistered, lazyRemote, loadFailureVersion, remoteModuleLoaded } from './remote-component';
import { useRenderWhenBreakerCloses } from './breaker-close';
import { pageLeaving } from './page-leaving';
import { RenderInBrowser, ServerRenderRemotes } from './server-render';
import { useShallowStable } from './stable-props';
import { fallBackFrom, remoteHasFallback, remoteVersion, subscribeRemoteVersions } from './remote-versions';

/**
 * Told once per failed load (not once per slot showing it), with the slot's `remote/module` id and the version of
 * the remote that failed (undefined without a version source: a remote running standalone). A failure the page
 * recovers from by loading the remote's fallback version is told too, with the version that failed.
 */
export type SlotErrorReporter = (id: string, error: Error, version: string | undefined) => void;

const warnInConsole: SlotErrorReporter = (id, error) =>
  console.warn(`${id} is unavailable; the page is shown without it.`, error.message);

/**
 * Where slot failures go. The shell provides its error pixel; a remote running standalone warns in the console.
 * `@sl/contracts/` is a federation singleton too, so a remote's slots inside the shell's tree report through
 * the shell.
 */
export const SlotErrorReport = createContext<SlotErrorReporter>(warnInConsole);

// Every slot showing one module shares one load, so one failure reaches every slot's boundary.
const reported = new WeakSet<Error>();

/** Space a slot holds while its module loads and once it is there, so neither moves the page (docs/adr/0007). */
export interface SlotSpace {
  minHeight?: CSSProperties['minHeight'];
  minWidth?: CSSProperties['minWidth'];
}

export interface FederatedSlotProps<P extends object> {
  remote: RemoteName;
  module: string;
  props?: P;
  /** Accessible name of the region (or, `inline`, the group) the module fills. */
  label: string;
  /** A control inside a line of text (a span group) rather than a block of the page (a section). */
  inline?: boolean;
  space?: SlotSpace;
  /** Shown in the module's place when its remote is switched off or fails; nothing by default. */
  unavailable?: ReactNode;
  /** Leave no element at all when unavailable, rather than an empty one marked unavailable. */
  hideWhenUnavailable?: boolean;
  /** Extra `data-*` attributes of the slot's element, for the page's own hooks. */
  data?: Record<`data-${string}`, string>;
}

/** Tells the slot its module is on the page (it rendered without suspending). */
function Mounted({ onMount, children }: { onMount: () => void; children: ReactNode }) {
  useLayoutEffect(onMount, [onMount]);
  return children;
}

/**
 * The module in its frame, memoised: the frame's own change (loading to loaded, once the module mounts) leaves the
 * remote's tree alone. Without it, every slot rendered its whole remote a second time as soon as it mounted, in
 * one synchronous update (the layout effect marking it mounted): on a race card, hundreds of rows.
 */
const SlotContent = memo(function SlotContent({
  Remote,
  props,
  onMount,
}: {
  Remote: ComponentType<object>;
  props: object | undefined;
  onMount: () => void;
}) {
  return (
    <Mounted onMount={onMount}>
      <Remote {...(props ?? {})} />
    </Mounted>
  );
});

const INLINE: CSSProperties = { display: 'inline-flex', alignItems: 'center', verticalAlign: 'middle' };

/**
 * The one way a page mounts another package's federated module: loaded once per module through the page's
 * federation instance (whose runtime plugins retry and time out the load, docs/adr/0002), in Suspense with its
 * space held, inside an error boundary. A remote that is switched off, down, slow or throwing costs only its
 * slot. The slot's element carries `data-slot` and `data-slot-state`, which the route progress bar and the
 * browser tests read.
 */
export function FederatedSlot<P extends object>({
  remote,
  module,
  props,
  label,
  inline = false,
  space,
  unavailable,
  hideWhenUnavailable = false,
  data,
}: FederatedSlotProps<P>) {
  const report = useContext(SlotErrorReport);
  const serverRemotes = useContext(ServerRenderRemotes);
  const id = `${remote}/${module}`;
  // The version of the remote the page runs: it changes once at most, when the remote falls back to its last
  // good version, and then every slot of the remote mounts that version's module afresh. On the server, the
  // visitor's version (which the server may not run, a rollout's share): the frame says what the browser's will.
  const version = useSyncExternalStore(
    subscribeRemoteVersions,
    () => remoteVersion(remote),
    () => (serverRemotes ? serverRemotes.versions.get(remote) : remoteVersion(remote)),
  );
  const versioned = `${id}@${version ?? ''}`;
  // Which module the frame holds: the frame itself stays put from loading to loaded, so nothing in it remounts.
  const [mountedId, setMountedId] = useState<string | null>(null);
  // Renders the slot again when a fallback it waited for could not be switched to, so it shows unavailable.
  const [, settle] = useReducer((n: number) => n + 1, 0);
  const markMounted = useCallback(() => setMountedId(versioned), [versioned]);
  const Frame = inline ? 'span' : 'section';
  const versionData = version === undefined ? undefined : { 'data-remote-version': version };
  const reportOnce = (failure: Error, failedVersion: string | undefined) => {
    if (reported.has(failure)) return;
    reported.add(failure);
    report(id, failure, failedVersion);
  };

  const fallback = hideWhenUnavailable ? null : (
    <Frame data-slot={id} data-slot-state="unavailable" style={inline ? INLINE : undefined} {...versionData}>
      {unavailable}
    </Frame>
  );
  // Switched off, or failed a moment ago (its breaker is open): unavailable at once, without a wait. On the server
  // a remote that failed there (its breaker) or runs another version for this visitor is the browser's to render.
  const serverSide = serverRemotes !== null;
  // A module already on the page stays when the breaker opens (another module's load failed): the breaker spares
  // slots a wait, and this one has none. Left empty by it, a slot renders again when its cool-down is over.
  const breakerBlocks = !serverSide && remoteBreakerOpen(remote) && !remoteModuleLoaded(remote, module);
  useRenderWhenBreakerCloses(remote, breakerBlocks);
  const unavailableNow = !isRemoteRegistered(remote) || breakerBlocks;
  const browserOnly = serverSide && (!serverRemotes.renderable.has(remote) || remoteBreakerOpen(remote));
  const Remote = unavailableNow
    ? null
    : browserOnly
      ? RenderInBrowser
      : lazyRemote<P>(remote, module, reportOnce);
  const loading = mountedId !== versioned;
  // The boundary is the same element while its inputs are: a slot whose module is still on its way after the page
  // hydrated keeps the server's HTML when the page around it renders again. Given a new element, React takes it for
  // an update the boundary cannot hydrate yet and renders it afresh in the browser, throwing that HTML away.
  const stableProps = useShallowStable(props);
  const boundary = useMemo(
    () =>
      Remote && (
        <Suspense fallback={null}>
          {/* A module without props is mounted with none; one with props always gets them from its caller. */}
          <SlotContent Remote={Remote as ComponentType<object>} props={stableProps} onMount={markMounted} />
        </Suspense>
      ),
    [Remote, stableProps, markMounted],
  );
  if (unavailableNow) return fallback;
  const frame = (state: 'loading' | 'loaded', children: ReactNode) => (
    <Frame
      role={inline ? 'group' : undefined}
      aria-label={label}
      aria-busy={state === 'loading' ? true : undefined}
      data-slot={id}
      data-slot-state={state}
      style={{ ...(inline ? INLINE : null), ...space }}
      {...versionData}
      {...data}
    >
      {children}
    </Frame>
  );
  // A load that failed has had its fallback already (remote-component.ts); a module that threw while rendering
  // gets it here: the slot holds its space, loading, until it mounts the fallback version's module.
  const renderFailure = (error: unknown) =>
    !(error instanceof Error && loadFailureVersion(error) !== undefined);
  const onError = (error: unknown) => {
    // A load the browser cancelled as the page goes away: not the remote's failure, so not reported.
    if (pageLeaving()) return;
    const failure = error instanceof Error ? error : new Error(String(error));
    reportOnce(failure, loadFailureVersion(failure) ?? version);
    if (renderFailure(failure) && !fallBackFrom(remote, version)) settle();
  };
  return (
    <ErrorBoundary
      key={version}
      fallbackRender={({ error }) =>
        renderFailure(error) && remoteHasFallback(remote) ? frame('loading', null) : fallback
      }
      onError={onError}
      resetKeys={[id]}
    >
      {frame(loading ? 'loading' : 'loaded', boundary)}
    </ErrorBoundary>
  );
}
