import path from 'node:path';
import { buildPackage, buildStale, isStale } from '../../scripts/src/build/build';
import { ROOT } from '../../scripts/src/start/packages';
import { BROKEN_BUILD_DIR, STATS_REMOTE_DIR } from './stats-remote';

/**
 * Builds what changed, plus a second racing build ("canary") for the release-switch tests and the stats desk (a
 * remote no package of the site knows, registered at runtime by runtime-remotes.spec.ts).
 */
export default async function globalSetup() {
  await buildStale({ log: (line) => console.log(`[e2e build] ${line}`) });
  const racing = path.join(ROOT, 'mfe-racing');
  const canary = path.join(racing, 'dist-builds', 'canary');
  if (isStale(racing, canary)) {
    console.log('[e2e build] building the racing canary…');
    await buildPackage(racing, { outDir: canary, label: 'canary', quiet: true });
  }
  if (isStale(STATS_REMOTE_DIR)) {
    console.log('[e2e build] building the stats desk fixture remote…');
    await buildPackage(STATS_REMOTE_DIR, { quiet: true });
  }
  if (isStale(STATS_REMOTE_DIR, BROKEN_BUILD_DIR)) {
    console.log('[e2e build] building the stats desk fixture remote, broken…');
    await buildPackage(STATS_REMOTE_DIR, { outDir: BROKEN_BUILD_DIR, label: 'broken', quiet: true });
  }
}
