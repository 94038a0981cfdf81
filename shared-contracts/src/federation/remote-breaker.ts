import type { RemoteName } from '../registry/remotes';

/**
 * A breaker per remote, for the page's slots: once a remote's load fails (its manifest or entry unreachable or too
 * slow, after the runtime's retry), its slots show unavailable at once for a cool-down instead of each waiting out
 * the load budget again. The cool-down doubles with each failure in a row, up to a cap; once it is over the next
 * slot tries again (half-open), and a load that succeeds closes it. Kept in local storage: a remote's health is
 * not the visitor's, and the next page load, in this tab or a new one, should not wait for it either.
 */
export const REMOTE_COOL_DOWN_MS = 30_000;
export const REMOTE_COOL_DOWN_MAX_MS = 5 * 60_000;
export const REMOTE_BREAKER_KEY = 'sl_remote_breaker';

/**
 * What a breaker guards: a whole remote, or one version of it (`racing@v2`), opened when the page fell back from
 * that version to the remote's last good one, so the next pages go straight to the fallback instead of waiting for
 * the broken version again.
 */
export type BreakerKey = RemoteName | `${RemoteName}@${string}`;

export const versionBreakerKey = (remote: RemoteName, version: string): BreakerKey => `${remote}@${version}`;

interface Entry {
  failures: number;
  openUntil: number;
}
type Entries = Partial<Record<BreakerKey, Entry>>;

// Local storage may be missing (a worker, a test) or refuse writes (a full or private store): memory then.
let memory: Entries = {};

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(): Entries {
  const store = storage();
  if (!store) return memory;
  try {
    const parsed: unknown = JSON.parse(store.getItem(REMOTE_BREAKER_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Entries) : {};
  } catch {
    return memory;
  }
}

function write(entries: Entries): void {
  memory = entries;
  try {
    storage()?.setItem(REMOTE_BREAKER_KEY, JSON.stringify(entries));
  } catch {
    // Memory holds it for this page.
  }
}

/** True while `remote`'s breaker is open: its slots should not try to load it. */
export function remoteBreakerOpen(remote: BreakerKey, nowMs = Date.now()): boolean {
  return remoteBreakerOpenFor(remote, nowMs) > 0;
}

/** How long `remote`'s breaker stays open from `nowMs`: 0 when it is closed. */
export function remoteBreakerOpenFor(remote: BreakerKey, nowMs = Date.now()): number {
  const until = read()[remote]?.openUntil;
  return typeof until === 'number' && until > nowMs ? until - nowMs : 0;
}

/** A load of `remote` failed: open its breaker for a cool-down that grows with each failure in a row. */
export function recordRemoteFailure(remote: BreakerKey, nowMs = Date.now()): void {
  const entries = read();
  const failures = (entries[remote]?.failures ?? 0) + 1;
  const coolDown = Math.min(REMOTE_COOL_DOWN_MS * 2 ** (failures - 1), REMOTE_COOL_DOWN_MAX_MS);
  write({ ...entries, [remote]: { failures, openUntil: nowMs + coolDown } });
}

/** A load of `remote` succeeded: its breaker closes and the next failure starts from the first cool-down. */
export function recordRemoteSuccess(remote: BreakerKey): void {
  const entries = read();
  if (!entries[remote]) return;
  const rest = { ...entries };
  delete rest[remote];
  write(rest);
}
