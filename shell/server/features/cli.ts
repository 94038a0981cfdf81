/**
 * Feature flags for release managers: `npm run features -- list | on <flag> --reason <why> | off <flag> --reason
 * <why> | audit`, signed in as with the release CLI (`npm run release -- login`). Through the running shell's admin
 * API as that person; when the shell cannot be reached it fails unless `--offline` asks for its database directly.
 * Browsers pick a change up when their 30-minute cached copy of the configuration expires.
 */
import type { FeatureFlags } from '@sl/contracts';
import { internalUrl } from '@sl/server-kit';
import { callAdminApi, runCli, withServiceDb } from '@sl/server-kit/cli';
import { accessToken } from '../admin/cli-session';
import { featureCommandToRequest, featuresCli, type FeatureCommand } from './cli-args';
import { featureMigrations } from './migrations';
import { FeatureFlagsRepository, type FeatureFlagAudit } from './repository';

type Result = { flags: FeatureFlags } | FeatureFlagAudit[];

function viaDatabase(command: FeatureCommand): Promise<Result> {
  return withServiceDb('shell', featureMigrations, async (db) => {
    const repo = new FeatureFlagsRepository(db);
    const actor = `offline:${process.env.USER ?? 'unknown'}`;
    if (command.op === 'audit') return repo.auditLog(command.limit ?? 50);
    if (command.op === 'set')
      return { flags: await repo.set(command.name, command.enabled, actor, command.reason) };
    return { flags: await repo.flags() };
  });
}

function print(result: Result) {
  if (Array.isArray(result)) {
    for (const e of result)
      console.log(
        `${e.at}  ${e.name}  ${e.actor}  ${e.before ?? '-'} → ${e.after ?? '-'}  ${e.reason ?? ''}`,
      );
    return;
  }
  for (const [name, on] of Object.entries(result.flags))
    console.log(`${name.padEnd(28)} ${on ? 'on' : 'off'}`);
}

const argv = process.argv.slice(2);
const offline = argv.includes('--offline');

process.exitCode = await runCli(
  featuresCli,
  'features',
  argv.filter((word) => word !== '--offline'),
  async (command) => {
    if (offline) {
      print(await viaDatabase(command));
      if (command.op === 'set')
        console.error('features: written to the shell database offline, under your machine user name');
      return;
    }
    const result = await callAdminApi<Result>('shell', featureCommandToRequest(command), await accessToken());
    if (result === null)
      throw new Error(
        `cannot reach the shell's admin API at ${internalUrl('shell')}: nothing was changed. Start the shell, ` +
          'or pass --offline to write to its database directly',
      );
    print(result);
  },
);
