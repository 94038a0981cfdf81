import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { RegistryRow } from '@sl/contracts';
import type { RegistryCommand, RegistryStatus } from '@sl/contracts/release';
import { Badge, Button, CardSection, ErrorState, Skeleton, StatList, color, fontSize, space } from '@sl/ui';
import { consoleApi, messageOf } from './api';
import { HistoryTable } from './HistoryTable';
import { RatesChart } from './RatesChart';
import { ReasonDialog } from './ReasonDialog';
import { ReleaseForm } from './ReleaseForm';
import { REMOTE_TITLES, rolloutSummary, when, windowSummary } from './describe';

/** How often the console reads the registry and the rates again while it is open. */
export const CONSOLE_REFRESH_MS = 15_000;

const Body = styled.div`
  display: grid;
  gap: ${space.lg};
  h3 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSize.lg};
  }
  .entry {
    color: ${color.muted};
    font-size: ${fontSize.sm};
    overflow-wrap: anywhere;
    margin: 0;
  }
  details summary {
    cursor: pointer;
    font-weight: 600;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

type Change = Exclude<RegistryCommand, { op: 'list' | 'history' | 'audit' | 'set' | 'rollout' | 'schedule' }>;

interface Pending {
  title: string;
  text: string;
  confirm: string;
  danger: boolean;
  command: (reason: string) => Change;
  done: (row: RegistryRow) => string;
}

interface Props {
  row: RegistryStatus;
  /** After any change: the notice to announce, and the lists to read again. */
  onChanged: (message: string) => void;
}

/** One remote on the console: what is live, its rollout and window, its last hour, its releases and the controls. */
export function RemotePanel({ row, onChanged }: Props) {
  const name = row.name;
  // A remote registered at runtime is called by its first section's name, with its registry name.
  const section = row.routes?.[0]?.label;
  const title = REMOTE_TITLES[name] ?? (section ? `${section} (${name})` : name);
  const history = useQuery({
    queryKey: ['release-console', 'history', name, row.updatedAt] as const,
    queryFn: () => consoleApi.history(name),
    retry: false,
  });
  const rates = useQuery({
    queryKey: ['release-console', 'rates', name] as const,
    queryFn: () => consoleApi.rates(name),
    retry: false,
    refetchInterval: CONSOLE_REFRESH_MS,
  });
  const [pending, setPending] = useState<Pending | null>(null);

  const rollbackTo = (version?: string) =>
    setPending({
      title: version ? `Roll ${name} back to ${version}?` : `Roll ${name} back to the previous good version?`,
      text: version
        ? `${version} goes live for every visitor on their next page; ${row.version} is marked rolled back.`
        : `The last good version before ${row.version} goes live for every visitor on their next page.`,
      confirm: version ? `Roll back to ${version}` : 'Roll back',
      danger: true,
      command: (reason) => ({ op: 'rollback', name, reason, ...(version ? { to: version } : {}) }),
      done: (after) => `${name} rolled back: ${after.version} is live.`,
    });

  const rollout = rolloutSummary(row);
  const festival = windowSummary(row);
  const canRollBack = row.lastGoodVersion !== null || row.previousVersion !== null;

  return (
    <CardSection title={title} titleId={`remote-${name}`} data-testid={`remote-${name}`}>
      <Body>
        <StatList
          size="lg"
          label={`${title}: what is live`}
          stats={[
            {
              term: 'Live version',
              value: row.version,
              testId: `live-${name}`,
            },
            {
              term: 'State',
              value: row.enabled ? (
                <Badge tone="positive">Enabled</Badge>
              ) : (
                <Badge tone="negative">Disabled</Badge>
              ),
              key: 'state',
            },
            { term: 'Rollout', value: rollout ?? 'None', testId: `rollout-${name}` },
            { term: 'Festival window', value: festival ?? 'None', key: 'window' },
            {
              term: 'Fallback',
              // A registered remote has no default build the site was deployed with: before a second release,
              // there is nothing to fall back to.
              value: row.lastGoodVersion ?? (row.routes === null ? 'The default build' : 'None yet'),
              key: 'fallback',
            },
            { term: 'Changed', value: when(row.updatedAt), key: 'changed' },
          ]}
        />
        <p className="entry">Live build: {row.entry}</p>
        {row.routes !== null && (
          <p className="entry" data-testid={`registered-${name}`}>
            Registered at runtime (scope {row.scope}):{' '}
            {[
              ...row.routes.map((route) => `${route.label} at ${route.path} (${route.module})`),
              ...(row.apiPrefix ? [`API ${row.apiPrefix} → ${row.apiUpstream ?? ''}`] : []),
            ].join('; ')}
          </p>
        )}
        <Toolbar>
          {canRollBack && (
            <Button type="button" variant="danger" onClick={() => rollbackTo()}>
              Roll back to previous good
            </Button>
          )}
          {row.rolloutVersion !== null && (
            <>
              <Button
                type="button"
                variant="primary"
                onClick={() =>
                  setPending({
                    title: `Promote ${row.rolloutVersion} to every visitor?`,
                    text: `${row.rolloutVersion} becomes the live version of ${name} for everyone.`,
                    confirm: 'Promote',
                    danger: false,
                    command: (reason) => ({ op: 'promote', name, reason }),
                    done: (after) => `${name}: ${after.version} is live for everyone.`,
                  })
                }
              >
                Promote rollout
              </Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() =>
                  setPending({
                    title: `Stop the rollout of ${row.rolloutVersion}?`,
                    text: `Every visitor goes back to ${row.version}; ${row.rolloutVersion} is marked rolled back.`,
                    confirm: 'Stop rollout',
                    danger: true,
                    command: (reason) => ({ op: 'abort', name, reason }),
                    done: () => `${name}: rollout stopped.`,
                  })
                }
              >
                Stop rollout
              </Button>
            </>
          )}
          {row.windowEntry !== null && (
            <Button
              type="button"
              variant="secondary"
              onClick={() =>
                setPending({
                  title: `Cancel ${name}’s festival window?`,
                  text: `The window build is no longer served; ${row.version} stays live.`,
                  confirm: 'Cancel window',
                  danger: false,
                  command: (reason) => ({ op: 'unschedule', name, reason }),
                  done: () => `${name}: festival window cancelled.`,
                })
              }
            >
              Cancel festival window
            </Button>
          )}
          <Button
            type="button"
            variant="ghost"
            onClick={() =>
              setPending(
                row.enabled
                  ? {
                      title: `Disable ${name}?`,
                      text: `Visitors get the site’s own fallback for ${title.toLowerCase()} pages until it is enabled again.`,
                      confirm: 'Disable',
                      danger: true,
                      command: (reason) => ({ op: 'disable', name, reason }),
                      done: () => `${name} disabled.`,
                    }
                  : {
                      title: `Enable ${name}?`,
                      text: `${row.version} is served again on the next page.`,
                      confirm: 'Enable',
                      danger: false,
                      command: (reason) => ({ op: 'enable', name, reason }),
                      done: () => `${name} enabled.`,
                    },
              )
            }
          >
            {row.enabled ? 'Disable' : 'Enable'}
          </Button>
        </Toolbar>
        <section aria-labelledby={`rates-${name}`}>
          <h3 id={`rates-${name}`}>Failures in browsers, last hour</h3>
          {rates.isError ? (
            <ErrorState title={messageOf(rates.error)} />
          ) : rates.data ? (
            <RatesChart rates={rates.data} versions={[row.version, row.rolloutVersion]} />
          ) : (
            <Skeleton lines={3} />
          )}
        </section>
        <section aria-labelledby={`history-${name}`}>
          <h3 id={`history-${name}`}>History</h3>
          {history.isError ? (
            <ErrorState title={messageOf(history.error)} />
          ) : history.data ? (
            <HistoryTable
              remote={name}
              releases={history.data}
              rollingOut={row.rolloutVersion}
              onRollbackTo={(v) => rollbackTo(v)}
            />
          ) : (
            <Skeleton lines={3} />
          )}
        </section>
        <details>
          <summary>Release a new build of {title.toLowerCase()}</summary>
          <ReleaseForm remote={name} onDone={onChanged} />
        </details>
      </Body>
      {pending && (
        <ReasonDialog
          title={pending.title}
          confirm={pending.confirm}
          danger={pending.danger}
          onClose={() => setPending(null)}
          onConfirm={async (reason) => {
            const after = await consoleApi.change(pending.command(reason));
            setPending(null);
            onChanged(pending.done(after));
          }}
        >
          <p>{pending.text}</p>
        </ReasonDialog>
      )}
    </CardSection>
  );
}
