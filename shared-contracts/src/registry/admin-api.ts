import type { RegistryRow } from '@sl/contracts';

/**
 * What the release managers' API (/admin/registry) answers: the release CLI and the release console read the
 * same shapes, so they are kept here, beside the registry row, rather than in the shell's server.
 */

/** How one version of a remote fared in browsers since the remote's rollout started (one shell process). */
export interface VersionHealth {
  version: string;
  /** Pages served with this version. */
  pages: number;
  /** Load or render failures browsers reported for it (sl_remote_load_failures_total). */
  failures: number;
  /** failures / pages, or null before any page. */
  failureRate: number | null;
}

/** A registry row with its rollout's state now: what the status and rollout answers show a release manager. */
export interface RegistryStatus extends RegistryRow {
  /** The percent of visitors on the rollout's version now; null when no rollout is running. */
  rolloutShare: number | null;
  health: VersionHealth[];
}

/** One change to the registry: who, when, why, and the row before and after. */
export interface AuditEntry {
  id: number;
  at: string;
  remote: string;
  action: string;
  actor: string;
  reason: string | null;
  before: RegistryRow | null;
  after: RegistryRow | null;
}

/** One version released for a remote, kept for ever. */
export interface ReleaseRecord {
  id: number;
  remote: string;
  version: string;
  entry: string;
  /** SRI hash of the remote entry when it was checked (`sha384-…`); null when the check was skipped. */
  integrity: string | null;
  /** False when it went live unchecked (`--skip-verify`, seeded defaults, rows from before history). */
  verified: boolean;
  actor: string;
  at: string;
  reason: string | null;
  /** When a rollback left it (a bad version, skipped by the next plain rollback), and by whom. */
  rolledBackAt: string | null;
  rolledBackBy: string | null;
  live: boolean;
}

/** Pages and failures of one version in one minute. */
export interface RatePoint {
  /** The minute's start (ISO). */
  at: string;
  pages: number;
  failures: number;
}

/** Pages and failures summed over some of a version's minutes (the last five, a chart's step, the hour). */
export function rateTotals(points: readonly RatePoint[]): { pages: number; failures: number } {
  let pages = 0;
  let failures = 0;
  for (const point of points) {
    pages += point.pages;
    failures += point.failures;
  }
  return { pages, failures };
}

/** One version's minutes over the window, oldest first, every minute present (zeros where nothing happened). */
export interface VersionRates {
  version: string;
  pages: number;
  failures: number;
  points: RatePoint[];
}

/** What the release console charts and `release rates` prints: each version of a remote over the last hour. */
export interface RemoteRates {
  remote: string;
  /** The first minute's start and the end of the current minute (ISO). */
  from: string;
  to: string;
  bucketSeconds: number;
  versions: VersionRates[];
}
