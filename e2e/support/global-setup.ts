import path from 'node:path';
import { buildPackage, buildStale, isStale } from '../../scripts/src/build/build';
import { ROOT } from '../../scripts/src/start/packages';

/** Builds what changed, plus a second racing build ("canary") for the release-switch tests. */
export default async function globalSetup() {
  await buildStale({ log: (line) => console.log(`[e2e build] ${line}`) });
  const racing = path.join(ROOT, 'mfe-racing');
  const canary = path.join(racing, 'dist-builds', 'canary');
  if (isStale(racing, canary)) {
    console.log('[e2e build] building the racing canary…');
    await buildPackage(racing, { outDir: canary, label: 'canary', quiet: true });
  }
}
