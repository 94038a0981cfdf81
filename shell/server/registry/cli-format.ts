import type { RegistryRow } from '@sl/contracts';
import type { AuditEntry } from './repository';

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

export function formatRows(rows: RegistryRow[]): string {
  return table([
    ['REMOTE', 'ENABLED', 'VERSION', 'ENTRY', 'WINDOW', 'PREVIOUS'],
    ...rows.map((r) => [
      r.name,
      r.enabled ? 'yes' : 'no',
      r.version,
      r.entry,
      r.windowEntry ? `${r.windowFrom} → ${r.windowTo}: ${r.windowEntry} (${r.windowVersion})` : '-',
      r.previousEntry ? `${r.previousEntry} (${r.previousVersion})` : '-',
    ]),
  ]);
}

export function formatAudit(entries: AuditEntry[]): string {
  return table([
    ['WHEN', 'REMOTE', 'ACTION', 'ACTOR', 'BEFORE → AFTER'],
    ...entries.map((e) => [
      e.at,
      e.remote,
      e.action,
      e.actor,
      `${e.before ? `${e.before.version}${e.before.enabled ? '' : ' (off)'}` : '-'} → ${e.after ? `${e.after.version}${e.after.enabled ? '' : ' (off)'}` : '-'}`,
    ]),
  ]);
}
