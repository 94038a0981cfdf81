/**
 * Feature flags for release managers: `npm run features -- list | on <flag> | off <flag> | audit`. Through the
 * running shell's admin API, else straight to its database; browsers pick a change up when their 30-minute
 * cached copy of the configuration expires.
 */
import type { FeatureFlags } from '@sl/contracts';
import { callShellAdminApi, releaseToken, withShellDb } from '../admin/cli-transport';
import {
  FEATURES_USAGE,
  FeaturesUsageError,
  featureCommandToRequest,
  parseFeatureArgs,
  type FeatureCommand,
} from './cli-args';
import { featureMigrations } from './migrations';
import { FeatureFlagsRepository, type FeatureFlagAudit } from './repository';

type Result = { flags: FeatureFlags } | FeatureFlagAudit[];

function viaDatabase(command: FeatureCommand): Promise<Result> {
  return withShellDb(featureMigrations, async (db) => {
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

try {
  const command = parseFeatureArgs(process.argv.slice(2));
  const result =
    (await callShellAdminApi<Result>(featureCommandToRequest(command), releaseToken())) ??
    (await viaDatabase(command));
  print(result);
} catch (error) {
  if (error instanceof FeaturesUsageError) {
    console.error(`${error.message}\n\n${FEATURES_USAGE}`);
    process.exit(2);
  }
  console.error(`features: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
