import type { RegistryRow } from '@sl/contracts';
import type { AuditEntry } from '@sl/contracts/release';
import { DataTable, type DataTableColumn } from '@sl/ui';
import { when } from './describe';

const state = (row: RegistryRow | null) =>
  row
    ? `${row.version}${row.rolloutVersion ? ` (+${row.rolloutVersion})` : ''}${row.enabled ? '' : ' (off)'}`
    : '–';

const columns: Array<DataTableColumn<AuditEntry>> = [
  { key: 'when', header: 'When', isRowHeader: true, render: (e) => when(e.at) },
  { key: 'remote', header: 'Remote', render: (e) => e.remote },
  { key: 'action', header: 'Action', render: (e) => e.action },
  { key: 'actor', header: 'By', render: (e) => e.actor },
  {
    key: 'change',
    header: 'Before → after',
    hideBelow: 'mobile',
    render: (e) => `${state(e.before)} → ${state(e.after)}`,
  },
  { key: 'reason', header: 'Reason', render: (e) => e.reason ?? '–' },
];

/** The latest registry changes across every remote: who, when, why and what changed. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <DataTable
      caption="Latest changes, newest first"
      columns={columns}
      rows={entries}
      rowKey={(e) => String(e.id)}
      empty="No change has been made yet."
      collapse
    />
  );
}
