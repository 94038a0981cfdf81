import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SERVICE_NAMES } from '@sl/server-kit';
import { CHROMIUM_LAUNCH } from '../browser/chromium';
import { freeServicePorts } from '../bench/bench-site';
import { buildStale } from '../build/build';
import { startSite } from '../start/site';
import { startLoad } from './load';
import { Member } from './member';
import {
  PROBES,
  breakRemote,
  cutAccountDuringSignIn,
  hangRemote,
  killService,
  restartDatabase,
  type DrillContext,
  type Outcome,
} from './scenarios';
import { startPrivatePostgres } from '@sl/server-kit/testing';
import { formatTable } from './table';

/**
 * `npm run drill`: a chaos run on this machine, loopback only and bounded in time. A fresh site under a steady
 * load, a member signed in in Chromium; each service is killed, each remote hung and broken, the account service
 * cut during a sign-in; for each: requests failed, time to recover, acknowledged writes lost, members signed out.
 */
const DRILL_LIMIT_MS = 15 * 60_000;
/** `DRILL_ONLY=hang,database` runs those groups alone (kill, hang, break, sign-in, database); all by default. */
const only = process.env.DRILL_ONLY?.split(',').map((group) => group.trim());
const wanted = (group: string) => !only || only.includes(group);
const limit = setTimeout(() => {
  console.error(`The drill passed its ${DRILL_LIMIT_MS / 60_000} minute limit: stopping.`);
  process.exit(2);
}, DRILL_LIMIT_MS);
limit.unref();

await buildStale({ log: (line) => console.log(`[build] ${line}`) });
const dataDir = mkdtempSync(path.join(tmpdir(), 'sl-drill-'));
// The services keep their data in a PostgreSQL server of the drill's own, so the drill can restart the database;
// without one (no server binaries) they use their embedded PGlite, which lives and restarts inside each service.
const database = await startPrivatePostgres();
if ('unavailable' in database)
  console.log(`[drill] no PostgreSQL to restart (${database.unavailable}): PGlite`);
else console.log(`[drill] services on a private PostgreSQL at ${database.url}`);
const supervisor: string[] = [];
const site = await startSite({
  dataDir,
  ports: await freeServicePorts(),
  env: { LOG_LEVEL: 'warn', ...('url' in database ? { DATABASE_URL: database.url } : {}) },
  logs: path.join(dataDir, 'logs'),
  log: (line) => {
    supervisor.push(line);
    console.log(`[supervisor] ${line}`);
  },
});
console.log(`[drill] site at ${site.url}, data and logs in ${dataDir}`);
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const outcomes: Outcome[] = [];
try {
  const member = await Member.open(browser, site.url);
  const load = startLoad(SERVICE_NAMES.map((service) => `${site.url}${PROBES[service]}`));
  const ctx: DrillContext = { site, load, browser, member };
  const run = async (what: Promise<Outcome>) => {
    const outcome = await what;
    outcomes.push(outcome);
    console.log(
      `[drill] ${outcome.scenario}: ${outcome.failed}/${outcome.requests} failed, back in ${outcome.recoverySeconds ?? '-'} s ${outcome.note}`,
    );
  };
  const remotes = ['racing', 'football', 'promos', 'account'] as const;
  if (wanted('kill')) for (const service of SERVICE_NAMES) await run(killService(ctx, service));
  if (wanted('hang')) for (const service of remotes) await run(hangRemote(ctx, service));
  if (wanted('break')) for (const service of remotes) await run(breakRemote(ctx, service));
  if (wanted('sign-in')) await run(cutAccountDuringSignIn(ctx));
  if (wanted('database') && 'url' in database) await run(restartDatabase(ctx, database));
  const all = await load.stop();
  console.log(
    `\nSteady load: ${all.length} requests, ${all.filter((s) => !s.ok).length} failed over the whole drill.`,
  );
} finally {
  await browser.close();
  await site.stop();
  if ('url' in database) await database.stop();
}
console.log('');
console.log(formatTable(outcomes));
if ('unavailable' in database)
  console.log(
    '\nNo database restart: without a PostgreSQL server the embedded databases (PGlite) live inside their service, and restart with each service kill above.',
  );
const signedOut = outcomes.reduce((sum, o) => sum + o.signedOut, 0);
const lost = outcomes.reduce((sum, o) => sum + (o.lost ?? 0), 0);
const neverBack = outcomes.filter(
  (o) => (o.scenario.startsWith('kill') || o.scenario.startsWith('restart')) && o.recoverySeconds === null,
);
console.log(
  `Members signed out: ${signedOut}. Acknowledged writes lost: ${lost}. Services that never came back: ${neverBack.length}.`,
);
process.exit(signedOut === 0 && lost === 0 && neverBack.length === 0 ? 0 : 1);
