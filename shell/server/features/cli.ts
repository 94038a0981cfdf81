/**
 * Feature flags for release managers: `npm run features -- list | on <flag> | off <flag> | audit`. Through the
 * running shell's admin API, else straight to its database; browsers pick a change up when their 30-minute
 * cached copy of the configuration expires.
 */
import type { FeatureFlags } from '@sl/contracts';
import { callAdminApi, runCli, withServiceDb } from '@sl/server-kit/cli';
import { releaseToken } from '../admin/release-token';
import { featureCommandToRequest, featuresCli, type FeatureCommand } from './cli-args';
import { featureMigrations } from './migrations';
import { FeatureFlagsRepository, type FeatureFlagAudit } from './repository';

type Result = { flags: FeatureFlags } | FeatureFlagAudit[];

function viaDatabase(command: FeatureCommand): Promise<Result> {
  return withServiceDb('shell', featureMigrations, async (db) => {
    const repo = new FeatureFlagsRepository(db);
    const actor = `cli:${process.env.USER ?? 'unknown'}`;
    if (command.op === 'audit') return repo.auditLog(command.limit ?? 50);
    if (command.op === 'set') return { flags: await repo.set(command.name, command.enabled, actor) };
    return { flags: await repo.flags() };
  });
}

function print(result: Result) {
  if (Array.isArray(result)) {
    for (const e of result)
      console.log(`${e.at}  ${e.name}  ${e.actor}  ${e.before ?? '-'} → ${e.after ?? '-'}`);
    return;
  }
  for (const [name, on] of Object.entries(result.flags))
    console.log(`${name.padEnd(28)} ${on ? 'on' : 'off'}`);
}

process.exitCode = await runCli(featuresCli, 'features', process.argv.slice(2), async (command) => {
  const result =
    (await callAdminApi<Result>('shell', featureCommandToRequest(command), releaseToken())) ??
    (await viaDatabase(command));
  print(result);
});
