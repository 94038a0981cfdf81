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
  type DrillContext,
  type Outcome,
} from './scenarios';
import { formatTable } from './table';

/**
 * `npm run drill`: a chaos run on this machine, loopback only and bounded in time. A fresh site under a steady
 * load, a member signed in in Chromium; each service is killed, each remote hung and broken, the account service
 * cut during a sign-in; for each: requests failed, time to recover, acknowledged writes lost, members signed out.
 */
const DRILL_LIMIT_MS = 15 * 60_000;
const limit = setTimeout(() => {
  console.error(`The drill passed its ${DRILL_LIMIT_MS / 60_000} minute limit: stopping.`);
  process.exit(2);
}, DRILL_LIMIT_MS);
limit.unref();

await buildStale({ log: (line) => console.log(`[build] ${line}`) });
const dataDir = mkdtempSync(path.join(tmpdir(), 'sl-drill-'));
const supervisor: string[] = [];
const site = await startSite({
  dataDir,
  ports: await freeServicePorts(),
  env: { LOG_LEVEL: 'warn' },
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
  for (const service of SERVICE_NAMES) await run(killService(ctx, service));
  for (const service of ['racing', 'football', 'promos', 'account'] as const)
    await run(hangRemote(ctx, service));
  for (const service of ['racing', 'football', 'promos', 'account'] as const)
    await run(breakRemote(ctx, service));
  await run(cutAccountDuringSignIn(ctx));
  const all = await load.stop();
  console.log(
    `\nSteady load: ${all.length} requests, ${all.filter((s) => !s.ok).length} failed over the whole drill.`,
  );
} finally {
  await browser.close();
  await site.stop();
}
console.log('');
console.log(formatTable(outcomes));
console.log(
  '\nThe database restart is each service kill above: the embedded databases (PGlite) live inside their service.',
);
const signedOut = outcomes.reduce((sum, o) => sum + o.signedOut, 0);
const lost = outcomes.reduce((sum, o) => sum + (o.lost ?? 0), 0);
const neverBack = outcomes.filter((o) => o.scenario.startsWith('kill') && o.recoverySeconds === null);
console.log(
  `Members signed out: ${signedOut}. Acknowledged writes lost: ${lost}. Services that never came back: ${neverBack.length}.`,
);
process.exit(signedOut === 0 && lost === 0 && neverBack.length === 0 ? 0 : 1);
