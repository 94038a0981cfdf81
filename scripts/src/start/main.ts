import path from 'node:path';
import { buildStaleOrExit } from '../build/build';
import { ROOT } from './packages';
import { startSite } from './site';

/**
 * `npm start`: build what changed, then serve every service on the embedded defaults (PGlite in ./data, seeded
 * feeds). Migrations and seeding run inside each service as it starts. Ctrl-C stops every child.
 */
const started = Date.now();
await buildStaleOrExit({ log: (line) => console.log(`[build] ${line}`) });
const site = await startSite({
  dataDir: process.env.DATA_DIR ?? path.join(ROOT, 'data'),
  logs: process.env.SL_QUIET === 'true' ? undefined : 'inherit',
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
console.log(
  `\nSporting Life is running at ${site.url} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
for (const line of site.status()) console.log(`  ${line}`);
console.log(
  'A service that dies or hangs is restarted; [supervisor] lines say when and why. Ctrl-C stops all.\n',
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping every service…`);
  await site.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
