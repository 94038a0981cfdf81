import type { RegistryRow } from '@sl/contracts';
import type { AuditEntry, RegistryRepository } from './repository';
import { parseEntryUrl, parseRemoteName, parseVersionLabel, parseWindow } from './validate';

/** Everything a release manager can ask of the registry, from the CLI or the admin API. */
export type RegistryCommand =
  | { op: 'list' }
  | { op: 'set'; name: string; entry: string; version?: string }
  | { op: 'enable'; name: string }
  | { op: 'disable'; name: string }
  | { op: 'rollback'; name: string }
  | { op: 'schedule'; name: string; entry: string; from: string; to: string; version?: string }
  | { op: 'unschedule'; name: string }
  | { op: 'audit'; limit?: number };

export type RegistryResult = RegistryRow[] | RegistryRow | AuditEntry[];

/** Label for an entry set without one: the folder it is served from, else the host. */
function defaultLabel(entry: string): string {
  const url = new URL(entry);
  const parts = url.pathname.split('/').filter(Boolean);
  const folder = parts.length > 1 ? parts[parts.length - 2] : undefined;
  return (folder ?? url.host).replace(/[^A-Za-z0-9._+-]/g, '-').slice(0, 64) || 'unlabelled';
}

/** Validates the input, then applies it; a bad input throws a 400 before anything is written. */
export async function runRegistryCommand(
  repo: RegistryRepository,
  command: RegistryCommand,
  actor: string,
): Promise<RegistryResult> {
  switch (command.op) {
    case 'list':
      return repo.list();
    case 'set': {
      const entry = parseEntryUrl(command.entry);
      return repo.set(
        parseRemoteName(command.name),
        entry,
        parseVersionLabel(command.version, defaultLabel(entry)),
        actor,
      );
    }
    case 'enable':
      return repo.enable(parseRemoteName(command.name), actor);
    case 'disable':
      return repo.disable(parseRemoteName(command.name), actor);
    case 'rollback':
      return repo.rollback(parseRemoteName(command.name), actor);
    case 'schedule': {
      const name = parseRemoteName(command.name);
      const entry = parseEntryUrl(command.entry);
      const { from, to } = parseWindow(command.from, command.to);
      return repo.schedule(
        name,
        entry,
        parseVersionLabel(command.version, defaultLabel(entry)),
        from,
        to,
        actor,
      );
    }
    case 'unschedule':
      return repo.unschedule(parseRemoteName(command.name), actor);
    case 'audit':
      return repo.auditLog(Math.min(Math.max(command.limit ?? 50, 1), 500));
  }
}
