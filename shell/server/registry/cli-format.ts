import { rolloutShare, type RegistryRow } from '@sl/contracts';
import {
  rateTotals,
  type AuditEntry,
  type RegistryStatus,
  type ReleaseRecord,
  type RemoteRates,
} from '@sl/contracts/release';

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, col) => Math.max(...rows.map((r) => (r[col] ?? '').length))) ?? [];
  return rows
    .map((r) =>
      r
        .map((cell, col) => cell.padEnd(widths[col] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** The rollout column: version, share now, plan, and each version's failure rate when the shell counted them. */
function rolloutCell(row: RegistryRow & Partial<Pick<RegistryStatus, 'rolloutShare' | 'health'>>, now: Date) {
  if (row.rolloutVersion === null) return '-';
  // The offline path has no running shell to ask: the share is read from the plan with this machine's clock.
  const share = row.rolloutShare ?? rolloutShare(row.rolloutPlan, row.rolloutStartedAt, now);
  const rates = (row.health ?? [])
    .filter((h) => h.failureRate !== null)
    .map((h) => `${h.version} ${percent(h.failureRate as number)} of ${h.pages}`);
  return `${row.rolloutVersion} at ${share} % (${row.rolloutPlan})${rates.length ? `; failures ${rates.join(', ')}` : ''}`;
}

/** A runtime-registered remote's scope, sections and API; '-' for a built-in one. */
function registeredCell(row: RegistryRow): string {
  if (row.routes === null) return '-';
  const parts = [
    `scope ${row.scope}`,
    ...row.routes.map((route) => `${route.path} ${route.module}`),
    ...(row.apiPrefix ? [`${row.apiPrefix} → ${row.apiUpstream}`] : []),
  ];
  return parts.join('; ');
}

export function formatRows(
  rows: Array<RegistryRow & Partial<Pick<RegistryStatus, 'rolloutShare' | 'health'>>>,
  now = new Date(),
): string {
  return table([
    ['REMOTE', 'ENABLED', 'VERSION', 'ENTRY', 'ROLLOUT', 'WINDOW', 'PREVIOUS', 'REGISTERED'],
    ...rows.map((r) => [
      r.name,
      r.enabled ? 'yes' : 'no',
      r.version,
      r.entry,
      rolloutCell(r, now),
      r.windowEntry ? `${r.windowFrom} → ${r.windowTo}: ${r.windowEntry} (${r.windowVersion})` : '-',
      r.previousEntry ? `${r.previousEntry} (${r.previousVersion})` : '-',
      registeredCell(r),
    ]),
  ]);
}

export function formatAudit(entries: AuditEntry[]): string {
  return table([
    ['WHEN', 'REMOTE', 'ACTION', 'ACTOR', 'BEFORE → AFTER', 'REASON'],
    ...entries.map((e) => [
      e.at,
      e.remote,
      e.action,
      e.actor,
      `${e.before ? `${e.before.version}${e.before.enabled ? '' : ' (off)'}` : '-'} → ${e.after ? `${e.after.version}${e.after.enabled ? '' : ' (off)'}` : '-'}`,
      e.reason ?? '-',
    ]),
  ]);
}

/** A remote's releases, newest first: the live one starred, rolled-back ones marked, unchecked ones said so. */
export function formatHistory(releases: ReleaseRecord[]): string {
  return table([
    ['', 'VERSION', 'WHEN', 'BY', 'STATE', 'INTEGRITY', 'ENTRY', 'REASON'],
    ...releases.map((r) => [
      r.live ? '*' : '',
      r.version,
      r.at,
      r.actor,
      r.rolledBackAt ? `rolled back ${r.rolledBackAt}` : r.verified ? 'verified' : 'unverified',
      r.integrity ?? '-',
      r.entry,
      r.reason ?? '-',
    ]),
  ]);
}

/** Pages and failures in the last `minutes` of a version's points (the newest are last). */
function lastMinutes(points: RemoteRates['versions'][number]['points'], minutes: number): string {
  const { pages, failures } = rateTotals(points.slice(-minutes));
  return pages > 0
    ? `${percent(failures / pages)} (${failures}/${pages})`
    : failures > 0
      ? `${failures} failed, no pages`
      : '-';
}

/** Each version's failure rate over the last 5, 15 and 60 minutes: the console's chart, in words. */
export function formatRates(rates: RemoteRates): string {
  if (rates.versions.length === 0) return `${rates.remote}: no pages or failures since ${rates.from}`;
  return table([
    ['VERSION', 'LAST 5 MIN', 'LAST 15 MIN', 'LAST HOUR'],
    ...rates.versions.map((v) => [
      v.version,
      lastMinutes(v.points, 5),
      lastMinutes(v.points, 15),
      lastMinutes(v.points, v.points.length),
    ]),
  ]);
}
