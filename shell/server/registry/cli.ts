/**
 * The release managers' CLI: `npm run release -- list | set | enable | disable | rollback | schedule | audit`.
 * It goes through the running shell's admin API (so every replica sees the change at once); when no shell is
 * running it opens the shell's database directly. Either way the same validation and audit apply.
 */
import type { RegistryRow } from '@sl/contracts';
import { callShellAdminApi, releaseToken, withShellDb } from '../admin/cli-transport';
import { runRegistryCommand, type RegistryCommand, type RegistryResult } from './commands';
import { USAGE, UsageError, commandToRequest, parseCliArgs } from './cli-args';
import { formatAudit, formatRows } from './cli-format';
import { registryMigrations } from './migrations';
import { RegistryRepository } from './repository';
import { defaultRegistry } from '../app';

function viaDatabase(command: RegistryCommand): Promise<RegistryResult> {
  return withShellDb(registryMigrations, async (db) => {
    const repo = new RegistryRepository(db);
    await repo.seedDefaults(defaultRegistry());
    return runRegistryCommand(repo, command, `cli:${process.env.USER ?? 'unknown'}`);
  });
}

function print(command: RegistryCommand, result: RegistryResult) {
  if (command.op === 'audit') return console.log(formatAudit(result as Parameters<typeof formatAudit>[0]));
  const rows = Array.isArray(result) ? (result as RegistryRow[]) : [result as RegistryRow];
  console.log(formatRows(rows));
}

try {
  const command = parseCliArgs(process.argv.slice(2));
  const result =
    (await callShellAdminApi<RegistryResult>(commandToRequest(command), releaseToken())) ??
    (await viaDatabase(command));
  print(command, result);
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
