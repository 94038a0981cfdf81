import type { ReleaseRecord } from '@sl/contracts/release';
import { Badge, Button, DataTable, VisuallyHidden, type DataTableColumn } from '@sl/ui';
import { when } from './describe';

interface Props {
  remote: string;
  releases: ReleaseRecord[];
  /** The version a rollout is giving to a share of visitors now: promoted or stopped, not rolled back to. */
  rollingOut: string | null;
  onRollbackTo: (version: string) => void;
}

/** The release a rollout is giving out now (an earlier rollout of the same version may have been stopped). */
const isRollingOut = (release: ReleaseRecord, rollingOut: string | null) =>
  release.version === rollingOut && !release.rolledBackAt;

function state(release: ReleaseRecord, rollingOut: string | null) {
  if (release.live) return <Badge tone="positive">Live</Badge>;
  if (isRollingOut(release, rollingOut)) return <Badge tone="accent">Rolling out</Badge>;
  if (release.rolledBackAt)
    return (
      <Badge tone="warning" wrap>
        Rolled back {when(release.rolledBackAt)}
        {release.rolledBackBy ? ` by ${release.rolledBackBy}` : ''}
      </Badge>
    );
  return release.verified ? <Badge tone="info">Checked</Badge> : <Badge tone="neutral">Unchecked</Badge>;
}

/** Every version released for a remote, newest first, each one a click away from going live again. */
export function HistoryTable({ remote, releases, rollingOut, onRollbackTo }: Props) {
  const columns: Array<DataTableColumn<ReleaseRecord>> = [
    { key: 'version', header: 'Version', isRowHeader: true, render: (r) => r.version },
    { key: 'when', header: 'Released', render: (r) => `${when(r.at)} by ${r.actor}` },
    { key: 'state', header: 'State', render: (r) => state(r, rollingOut) },
    { key: 'reason', header: 'Reason', hideBelow: 'mobile', render: (r) => r.reason ?? '–' },
    {
      key: 'action',
      header: 'Action',
      align: 'right',
      render: (r) =>
        r.live || isRollingOut(r, rollingOut) ? (
          '–'
        ) : (
          <Button type="button" variant="secondary" size="sm" onClick={() => onRollbackTo(r.version)}>
            Roll back to {r.version}
            <VisuallyHidden> ({remote})</VisuallyHidden>
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      caption={`Releases of ${remote}, newest first`}
      columns={columns}
      rows={releases}
      rowKey={(r) => String(r.id)}
      empty="Nothing released yet: the default build is live."
      collapse
    />
  );
}
