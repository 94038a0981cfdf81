import type { BannerLayoutHint } from '../promos/layout';
/**
 * The remotes the shell composes at runtime. Their entries come from the release registry, never from the build.
 */
export const REMOTE_NAMES = ['racing', 'football', 'promos', 'account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}

/** What the browser receives at boot for one enabled remote. Disabled remotes are left out entirely. */
export interface BootRemote {
  name: RemoteName;
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
}

/** The release registry row as release managers see it (admin API and CLI). */
export interface RegistryRow {
  name: RemoteName;
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
