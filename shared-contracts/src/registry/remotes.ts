import type { BannerLayoutHint } from '../promos/layout';
/**
 * The remotes the site ships with: the shell's own code routes their sections (shell/src/app/remote-sections.tsx).
 * Their entries come from the release registry, never from the build. Other remotes are registered at runtime with
 * their routes (registered-remotes.ts), and need no shell release.
 */
export const BUILT_IN_REMOTES = ['racing', 'football', 'promos', 'account'] as const;

/** A remote's name in the registry: a built-in one, or one registered at runtime (REMOTE_NAME_PATTERN). */
export type RemoteName = string;

/** Lower case, digits and dashes, 2 to 30 characters: it is a path segment of the remote's API (`/api/<name>`). */
export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9-]{1,29}$/;

/** A name a remote may have; whether one is registered is the registry's to say. */
export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && REMOTE_NAME_PATTERN.test(value);
}

export function isBuiltInRemote(name: string): boolean {
  return (BUILT_IN_REMOTES as readonly string[]).includes(name);
}

/** One address a runtime-registered remote serves a whole section at (the path and everything below it). */
export interface RemoteRoute {
  /** `/stats-desk`: one lower-case segment the site does not use already. */
  path: string;
  /** The exposed module that renders the section (`StatsApp` for `./StatsApp`). */
  module: string;
  /** The section's name, for its loading and unavailable states. */
  label: string;
}

/** A section of a runtime-registered remote, as the browser receives it at boot to route it. */
export interface BootSection extends RemoteRoute {
  remote: RemoteName;
}

/** What the browser receives at boot for one enabled remote. Disabled remotes are left out entirely. */
export interface BootRemote {
  name: RemoteName;
  /**
   * The module federation container name its build declares, when it is not the remote's name (a remote registered
   * at runtime may have been built under another); the page loads `<name>/<module>` either way.
   */
  scope?: string;
  /** Absolute URL of the remote's mf-manifest.json. */
  entry: string;
  version: string;
  /**
   * The remote's last good version (the newest earlier release that was verified and not rolled back). The browser
   * loads it when `entry` fails to load or its module throws while rendering, before showing the slot unavailable.
   * Absent when there is no earlier good version, or it is the same build as `entry`.
   */
  fallback?: { entry: string; version: string };
}

/** Everything the shell's HTML hands to the browser before any script runs. */
export interface BootConfig {
  remotes: BootRemote[];
  /** True when the request came from the native app's web view (x-app header). */
  webView: boolean;
  /** Viewer country from the CDN header, upper case, or '' when unknown. */
  country: string;
  generatedAt: string;
  /** The promos live at page time, so the shell holds their space before the promos remote draws them. */
  banners?: BannerLayoutHint;
  /** The sections of enabled runtime-registered remotes, routed beside the built-in ones. */
  sections?: BootSection[];
}

/** The release registry row as release managers see it (admin API and CLI). */
export interface RegistryRow {
  name: RemoteName;
  /** Module federation container name of its builds (the manifest's name): the remote's name for the built-ins. */
  scope: string;
  /** A runtime-registered remote's sections; null for a built-in one, which the shell's code routes. */
  routes: RemoteRoute[] | null;
  /** A runtime-registered remote's API, `/api/<name>`, forwarded by the gateway to `apiUpstream`; null if none. */
  apiPrefix: string | null;
  apiUpstream: string | null;
  entry: string;
  version: string;
  enabled: boolean;
  windowFrom: string | null;
  windowTo: string | null;
  windowEntry: string | null;
  windowVersion: string | null;
  previousEntry: string | null;
  previousVersion: string | null;
  /**
   * The newest release before the live one that was verified, not rolled back and is another build (entry): where
   * browsers on the main version fall back to (BootRemote.fallback). Null when there is none.
   */
  lastGoodEntry: string | null;
  lastGoodVersion: string | null;
  /** A gradual rollout of a new version to a share of visitors (see rollout.ts), all null when none is running. */
  rolloutEntry: string | null;
  rolloutVersion: string | null;
  /** `fixed:<percent>`, `canary:<percent>:<duration>` or `linear:<step>:<interval>`. */
  rolloutPlan: string | null;
  rolloutStartedAt: string | null;
  updatedAt: string;
}
