import type { AuditEntry, RegistryCommand, RegistryRow, ReleaseRecord } from '@sl/contracts';
import { badRequest } from '@sl/server-kit';
import type { RegistryRepository, ReleaseInput } from './repository';
import {
  parseEntryUrl,
  parseReason,
  requireReason,
  parseRemoteName,
  parseRolloutPlanInput,
  parseVersionLabel,
  parseWindow,
} from './validate';
import type { ReleaseVerifier } from './verify';

/** What each command answers, so a route's response schema can be checked against it. */
type RegistryResultByOp = { list: RegistryRow[]; audit: AuditEntry[]; history: ReleaseRecord[] } & Record<
  'set' | 'enable' | 'disable' | 'rollback' | 'schedule' | 'unschedule' | 'rollout' | 'promote' | 'abort',
  RegistryRow
>;

export type RegistryResult = RegistryResultByOp[RegistryCommand['op']];

/** Label for an entry set without one: the folder it is served from, else the host. */
function defaultLabel(entry: string): string {
  const url = new URL(entry);
  const parts = url.pathname.split('/').filter(Boolean);
  const folder = parts.length > 1 ? parts[parts.length - 2] : undefined;
  return (folder ?? url.host).replace(/[^A-Za-z0-9._+-]/g, '-').slice(0, 64) || 'unlabelled';
}

/**
 * Checks a build unless the release manager skips the check on purpose (a drill, a build the control plane
 * cannot reach); skipping needs a reason, which the history and the audit keep.
 */
async function checkedRelease(
  verify: ReleaseVerifier,
  name: string,
  command: { entry: string; version?: string; reason?: string; skipVerify?: boolean },
): Promise<ReleaseInput> {
  const entry = parseEntryUrl(command.entry);
  const version = parseVersionLabel(command.version, defaultLabel(entry));
  if (command.skipVerify) {
    const reason = parseReason(command.reason);
    if (!reason) throw badRequest('Skipping the release check needs a reason (--skip-verify <reason>)');
    return { entry, version, integrity: null, verified: false, reason };
  }
  const reason = requireReason(command.reason);
  const build = await verify(name, entry);
  return { entry, version, integrity: build.integrity, verified: true, reason };
}

/** Validates the input, then applies it; a bad input throws a 400 (a refused build a 422) before any write. */
export async function runRegistryCommand<C extends RegistryCommand>(
  repo: RegistryRepository,
  command: C,
  actor: string,
  verify: ReleaseVerifier,
  now?: () => Date,
): Promise<RegistryResultByOp[C['op']]>;
export async function runRegistryCommand(
  repo: RegistryRepository,
  command: RegistryCommand,
  actor: string,
  verify: ReleaseVerifier,
  now: () => Date = () => new Date(),
): Promise<RegistryResult> {
  switch (command.op) {
    case 'list':
      return repo.list();
    case 'set': {
      const name = parseRemoteName(command.name);
      return repo.set(name, await checkedRelease(verify, name, command), actor);
    }
    case 'enable':
      return repo.enable(parseRemoteName(command.name), actor, requireReason(command.reason));
    case 'disable':
      return repo.disable(parseRemoteName(command.name), actor, requireReason(command.reason));
    case 'rollback': {
      const name = parseRemoteName(command.name);
      const to = command.to === undefined ? undefined : parseVersionLabel(command.to, '');
      // Not checked again: it was checked when it first went live, and a rollback must work mid-incident.
      return repo.rollback(name, actor, to, requireReason(command.reason));
    }
    case 'schedule': {
      const name = parseRemoteName(command.name);
      const { from, to } = parseWindow(command.from, command.to);
      return repo.schedule(name, { ...(await checkedRelease(verify, name, command)), from, to }, actor);
    }
    case 'unschedule':
      return repo.unschedule(parseRemoteName(command.name), actor, requireReason(command.reason));
    case 'rollout': {
      const name = parseRemoteName(command.name);
      // The plan first: a mistyped plan is refused without fetching the build.
      const plan = parseRolloutPlanInput(command.percent, command.plan);
      const release = await checkedRelease(verify, name, command);
      return repo.startRollout(name, { ...release, plan, startedAt: now() }, actor);
    }
    case 'promote':
      return repo.promote(parseRemoteName(command.name), actor, requireReason(command.reason));
    case 'abort':
      return repo.abort(parseRemoteName(command.name), actor, requireReason(command.reason));
    case 'history':
      return repo.history(parseRemoteName(command.name), Math.min(Math.max(command.limit ?? 50, 1), 500));
    case 'audit':
      return repo.auditLog(Math.min(Math.max(command.limit ?? 50, 1), 500));
  }
}
