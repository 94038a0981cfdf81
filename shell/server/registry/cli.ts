/**
 * The release managers' CLI: `npm run release -- login | logout | whoami | list | set | enable | disable | rollback |
 * history | schedule | unschedule | rollout | promote | abort | rates | audit`. A release manager signs in first (`login`,
 * the device flow: admin/cli-session.ts); every command then goes through the running shell's admin API as that
 * person, so every replica sees the change at once and the audit names them. When the shell cannot be reached it
 * fails (exit 1) rather than change a database the running shell would not read until its next start;
 * `--offline` opens the shell's database directly, for a shell that is stopped on purpose, and says so.
 */
import { type RegistryRow } from '@sl/contracts';
import {
  registryRequest,
  type RatesCommand,
  type RegistryCommand,
  type RemoteRates,
} from '@sl/contracts/release';
import { internalUrl } from '@sl/server-kit';
import { callAdminApi, runCli, withServiceDb } from '@sl/server-kit/cli';
import { accessToken, login, logout, whoami } from '../admin/cli-session';
import { runRegistryCommand, type RegistryResult } from './commands';
import { isSessionCommand, releaseCli } from './cli-args';
import { formatAudit, formatHistory, formatRates, formatRows } from './cli-format';
import { registryMigrations } from './migrations';
import { RegistryRepository } from './repository';
import { releaseVerifier } from './verify';
import { defaultRegistry } from '../app';

function viaDatabase(command: RegistryCommand): Promise<RegistryResult> {
  return withServiceDb('shell', registryMigrations, async (db) => {
    const repo = new RegistryRepository(db);
    await repo.seedDefaults(defaultRegistry());
    // No identity provider is asked offline: the audit names the machine's user, marked as offline.
    return runRegistryCommand(repo, command, `offline:${process.env.USER ?? 'unknown'}`, releaseVerifier());
  });
}

function print(command: RegistryCommand | RatesCommand, result: RegistryResult | RemoteRates) {
  if (command.op === 'rates') return console.log(formatRates(result as RemoteRates));
  if (command.op === 'audit') return console.log(formatAudit(result as Parameters<typeof formatAudit>[0]));
  if (command.op === 'history')
    return console.log(formatHistory(result as Parameters<typeof formatHistory>[0]));
  const rows = Array.isArray(result) ? (result as RegistryRow[]) : [result as RegistryRow];
  console.log(formatRows(rows));
}

// --offline is how the command travels, not part of it, so it is taken off before the words are parsed.
const argv = process.argv.slice(2);
const offline = argv.includes('--offline');
const session = { login, logout, whoami } as const;

process.exitCode = await runCli(
  releaseCli,
  'release',
  argv.filter((word) => word !== '--offline'),
  async (command) => {
    if (isSessionCommand(command)) {
      await session[command.op]();
      return;
    }
    if (offline) {
      if (command.op === 'rates')
        throw new Error(
          'failure rates are counted by the running shell, in memory: there is nothing to read offline',
        );
      const result = await viaDatabase(command);
      print(command, result);
      if (command.op !== 'list' && command.op !== 'audit' && command.op !== 'history')
        console.error(
          'release: written to the shell database offline; the change is not live until the shell (re)starts',
        );
      return;
    }
    const result = await callAdminApi<RegistryResult | RemoteRates>(
      'shell',
      registryRequest(command),
      await accessToken(),
    );
    if (result === null)
      throw new Error(
        `cannot reach the shell's admin API at ${internalUrl('shell')}: nothing was changed. Start the shell, ` +
          'or pass --offline to write to its database directly (not live until the shell restarts)',
      );
    print(command, result);
  },
);
