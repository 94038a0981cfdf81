import path from 'node:path';
import type { ServiceName } from '@sl/server-kit';
import { packageDir } from '../start/packages';

/** The command that migrates one service's database: its own package's migrate.ts, run with tsx. */
export function migrationsCommand(service: ServiceName): string[] {
  return [process.execPath, '--import', 'tsx', path.join(packageDir(service), 'server', 'migrate.ts')];
}
