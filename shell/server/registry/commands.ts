import { registrationProblem, type RegistryRow } from '@sl/contracts';
import { type AuditEntry, type RegistryCommand, type ReleaseRecord } from '@sl/contracts/release';
import { badRequest, conflict, notFound } from '@sl/server-kit';
import type { RegistryRepository, ReleaseInput } from './repository';
import {
  parseApiUpstream,
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
  | 'register'
  | 'set'
  | 'enable'
  | 'disable'
  | 'rollback'
  | 'schedule'
  | 'unschedule'
  | 'rollout'
  | 'promote'
  | 'abort',
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
  scope: string,
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
  const build = await verify(scope, entry);
  return { entry, version, integrity: build.integrity, verified: true, reason };
}

/** The container name a remote's builds must declare: its registered scope, else its name. */
async function scopeOf(repo: RegistryRepository, name: string): Promise<string> {
  const row = await repo.get(name);
  if (!row) throw notFound(`No remote "${name}" in the registry`);
  return row.scope;
}

/** A registration checked against the registry's rules and the build checked as any release, before any write. */
async function register(
  repo: RegistryRepository,
  command: Extract<RegistryCommand, { op: 'register' }>,
  actor: string,
  verify: ReleaseVerifier,
): Promise<RegistryRow> {
  const name = parseRemoteName(command.name);
  const scope = command.scope ?? name;
  const routes = (command.routes ?? []).map((route) => ({ ...route, label: route.label.trim() }));
  const apiPrefix = command.api?.prefix ?? null;
  const rows = await repo.list();
  const problem = registrationProblem({ name, scope, routes, apiPrefix }, rows);
  if (problem) throw badRequest(problem);
  const apiUpstream = command.api ? parseApiUpstream(command.api.upstream) : null;
  const registration = { name, scope, routes, apiPrefix, apiUpstream };
  const registered = rows.find((row) => row.name === name);
  // Registering again changes sections and API only: the live build is not fetched or checked again (it was when
  // it went live), so neither its entry nor the container name it was checked against may change here.
  if (registered) {
    if (registered.entry !== parseEntryUrl(command.entry))
      throw conflict(
        `${name} is registered already: release ${command.entry} with set or rollout, not register`,
      );
    if (registered.scope !== scope)
      throw conflict(`${name}'s builds are named ${registered.scope}: a registered remote keeps its scope`);
    return repo.reregister(registration, actor, requireReason(command.reason));
  }
  return repo.register({ ...registration, release: await checkedRelease(verify, scope, command) }, actor);
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
    case 'register':
      return register(repo, command, actor, verify);
    case 'set': {
      const name = parseRemoteName(command.name);
      return repo.set(name, await checkedRelease(verify, await scopeOf(repo, name), command), actor);
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
      const release = await checkedRelease(verify, await scopeOf(repo, name), command);
      return repo.schedule(name, { ...release, from, to }, actor);
    }
    case 'unschedule':
      return repo.unschedule(parseRemoteName(command.name), actor, requireReason(command.reason));
    case 'rollout': {
      const name = parseRemoteName(command.name);
      // The plan first: a mistyped plan is refused without fetching the build.
      const plan = parseRolloutPlanInput(command.percent, command.plan);
      const release = await checkedRelease(verify, await scopeOf(repo, name), command);
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
