import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@sl/server-kit';
import { buildStale } from '../build/build';
import { freePorts, startSite, type RunningSite } from '../start/site';

/** A free port for each service, so a bench never clashes with a running `npm start`. */
export async function freeServicePorts(): Promise<Record<ServiceName, number>> {
  const list = await freePorts(SERVICE_NAMES.length);
  return Object.fromEntries(SERVICE_NAMES.map((name, i) => [name, list[i] as number])) as Record<
    ServiceName,
    number
  >;
}

/** Builds what is stale, then starts the whole site on free ports, quietly, in a fresh data folder named `prefix…`. */
export async function startBenchSite(prefix: string): Promise<RunningSite> {
  await buildStale({ log: (line) => console.log(`[build] ${line}`) });
  return startSite({
    dataDir: mkdtempSync(path.join(tmpdir(), prefix)),
    ports: await freeServicePorts(),
    env: { LOG_LEVEL: 'warn' },
  });
}
