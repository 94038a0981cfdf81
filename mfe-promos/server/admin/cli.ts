/**
 * The release managers' CLI: `npm run promos -- list | enable | disable | set-dates | set | royal-ascot | audit`.
 * It goes through the running promos service's admin API (so every replica sees the change at once); when the
 * service is not running it opens the promos database directly. Either way the same validation and audit apply.
 */
import { loadSecret, serviceRuntime } from '@sl/server-kit';
import { callAdminApi, runCli, withServiceDb } from '@sl/server-kit/cli';
import type { SiteSettings } from '@sl/contracts';
import { PromoRepository, type AuditEntry, type PromoAdminRow } from '../config/repository';
import { promosMigrations } from '../migrations';
import { commandToRequest, promosCli } from './cli-args';
import { formatAudit, formatRows } from './cli-format';
import { runPromoCommand, type PromoCommand, type PromoResult } from './commands';

function viaDatabase(command: PromoCommand): Promise<PromoResult> {
  return withServiceDb('promos', promosMigrations, async (db) => {
    const repo = new PromoRepository(db);
    await repo.seedDefaults();
    return runPromoCommand(repo, command, `cli:${process.env.USER ?? 'unknown'}`);
  });
}

function print(command: PromoCommand, result: PromoResult) {
  if (command.op === 'audit') return console.log(formatAudit(result as AuditEntry[]));
  if (command.op === 'royal-ascot')
    return console.log(`royalAscotMicrosite: ${(result as SiteSettings).royalAscotMicrosite}`);
  const rows = Array.isArray(result) ? (result as PromoAdminRow[]) : [result as PromoAdminRow];
  console.log(formatRows(rows));
}

process.exitCode = await runCli(promosCli, 'promos', process.argv.slice(2), async (command) => {
  const token = loadSecret(
    process.env.PROMOS_ADMIN_TOKEN,
    serviceRuntime('promos').dataRoot,
    'promos-admin-token',
  );
  const result =
    (await callAdminApi<PromoResult>('promos', commandToRequest(command), token)) ??
    (await viaDatabase(command));
  print(command, result);
});
