/**
 * The release managers' CLI: `npm run release -- list | set | enable | disable | rollback | schedule | audit`.
 * It goes through the running shell's admin API (so every replica sees the change at once); when no shell is
 * running it opens the shell's database directly. Either way the same validation and audit apply.
 */
import type { RegistryRow } from '@sl/contracts';
import { internalUrl, loadSecret, migrate, openDb, serviceRuntime } from '@sl/server-kit';
import { runRegistryCommand, type RegistryCommand, type RegistryResult } from './commands';
import { USAGE, UsageError, commandToRequest, parseCliArgs } from './cli-args';
import { formatAudit, formatRows } from './cli-format';
import { registryMigrations } from './migrations';
import { RegistryRepository } from './repository';
import { defaultRegistry } from '../app';

async function viaApi(command: RegistryCommand, token: string): Promise<RegistryResult | null> {
  const { method, path, body } = commandToRequest(command);
  let response: Response;
  try {
    response = await fetch(`${internalUrl('shell')}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    return null; // No shell running: fall back to the database.
  }
  const payload = (await response.json()) as RegistryResult | { error: { message: string } };
  if (!response.ok) throw new Error('error' in payload ? payload.error.message : `HTTP ${response.status}`);
  return payload as RegistryResult;
}

async function viaDatabase(command: RegistryCommand): Promise<RegistryResult> {
  const runtime = serviceRuntime('shell');
  const db = await openDb({ service: 'shell', databaseUrl: runtime.databaseUrl, dataRoot: runtime.dataRoot });
  try {
    await migrate(db, registryMigrations);
    const repo = new RegistryRepository(db);
    await repo.seedDefaults(defaultRegistry());
    return await runRegistryCommand(repo, command, `cli:${process.env.USER ?? 'unknown'}`);
  } finally {
    await db.close();
  }
}

function print(command: RegistryCommand, result: RegistryResult) {
  if (command.op === 'audit') return console.log(formatAudit(result as Parameters<typeof formatAudit>[0]));
  const rows = Array.isArray(result) ? (result as RegistryRow[]) : [result as RegistryRow];
  console.log(formatRows(rows));
}

try {
  const command = parseCliArgs(process.argv.slice(2));
  const token = loadSecret(process.env.RELEASE_TOKEN, serviceRuntime('shell').dataRoot, 'release-token');
  const result = (await viaApi(command, token)) ?? (await viaDatabase(command));
  print(command, result);
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
