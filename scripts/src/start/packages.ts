import path from 'node:path';
import type { ServiceName } from '@sl/server-kit';

export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** Each service, the folder that holds it, and whether it builds a federated bundle. */
export const PACKAGES: ReadonlyArray<{ service: ServiceName; dir: string }> = [
  { service: 'shell', dir: 'shell' },
  { service: 'racing', dir: 'mfe-racing' },
  { service: 'football', dir: 'mfe-football' },
  { service: 'promos', dir: 'mfe-promos' },
  { service: 'account', dir: 'mfe-account' },
];

export function packageDir(service: ServiceName): string {
  const entry = PACKAGES.find((p) => p.service === service);
  if (!entry) throw new Error(`unknown service ${service}`);
  return path.join(ROOT, entry.dir);
}
