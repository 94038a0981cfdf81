/**
 * The release managers' CLI: `npm run promos -- list | enable | disable | set-dates | set | royal-ascot | audit`.
 * It goes through the running promos service's admin API (so every replica sees the change at once); when the
 * service is not running it opens the promos database directly. Either way the same validation and audit apply.
 */
import { internalUrl, loadSecret, migrate, openDb, serviceRuntime } from '@sl/server-kit';
import type { SiteSettings } from '@sl/contracts';
import { PromoRepository, type AuditEntry, type PromoAdminRow } from '../config/repository';
import { promosMigrations } from '../migrations';
import { USAGE, UsageError, commandToRequest, parseCliArgs } from './cli-args';
import { formatAudit, formatRows } from './cli-format';
import { runPromoCommand, type PromoCommand, type PromoResult } from './commands';

async function viaApi(command: PromoCommand, token: string): Promise<PromoResult | null> {
  const { method, path, body } = commandToRequest(command);
  let response: Response;
  try {
    response = await fetch(`${internalUrl('promos')}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    return null; // No promos service running: fall back to the database.
  }
  const payload = (await response.json()) as PromoResult | { error: { message: string } };
  if (!response.ok) throw new Error('error' in payload ? payload.error.message : `HTTP ${response.status}`);
  return payload as PromoResult;
}

async function viaDatabase(command: PromoCommand): Promise<PromoResult> {
  const runtime = serviceRuntime('promos');
  const db = await openDb({
    service: 'promos',
    databaseUrl: runtime.databaseUrl,
    dataRoot: runtime.dataRoot,
  });
  try {
    await migrate(db, promosMigrations);
    const repo = new PromoRepository(db);
    await repo.seedDefaults();
    return await runPromoCommand(repo, command, `cli:${process.env.USER ?? 'unknown'}`);
  } finally {
    await db.close();
  }
}

function print(command: PromoCommand, result: PromoResult) {
  if (command.op === 'audit') return console.log(formatAudit(result as AuditEntry[]));
  if (command.op === 'royal-ascot')
    return console.log(`royalAscotMicrosite: ${(result as SiteSettings).royalAscotMicrosite}`);
  const rows = Array.isArray(result) ? (result as PromoAdminRow[]) : [result as PromoAdminRow];
  console.log(formatRows(rows));
}

try {
  const command = parseCliArgs(process.argv.slice(2));
  const token = loadSecret(
    process.env.PROMOS_ADMIN_TOKEN,
    serviceRuntime('promos').dataRoot,
    'promos-admin-token',
  );
  const result = (await viaApi(command, token)) ?? (await viaDatabase(command));
  print(command, result);
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(`promos: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
