import type { AuditEntry, PromoAdminRow } from '../config/repository';

const pad = (rows: string[][]) => {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
};

export function formatRows(rows: PromoAdminRow[]): string {
  return pad([
    ['NAME', 'ENABLED', 'HERO', 'BANNER', 'ORDER', 'SIGNPOST', 'FROM', 'TO', 'PRIORITY'],
    ...rows.map((r) => [
      r.name,
      String(r.enabled),
      String(r.hero),
      String(r.banner),
      String(r.sortOrder),
      r.signPostingEnabled,
      r.startDate ?? '-',
      r.endDate ?? '-',
      String(r.priority),
    ]),
  ]);
}

export function formatAudit(entries: AuditEntry[]): string {
  if (entries.length === 0) return 'No changes recorded.';
  return entries
    .map(
      (e) =>
        `${e.at}  ${e.actor}  ${e.action}  ${e.target}\n  before: ${JSON.stringify(e.before)}\n  after:  ${JSON.stringify(e.after)}`,
    )
    .join('\n');
}
