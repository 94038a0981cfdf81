import { spawnSync } from 'node:child_process';
import { SERVICE_NAMES, type ServiceName } from '@sl/server-kit';
import { migrationsCommand } from './migrations-command';

// The migrations Job (deploy/k8s/base/migrate-job.yaml, image target `migrate`):
//   node --import tsx scripts/src/deploy/main.ts [service …]
// migrates the services named (all five by default) on PostgreSQL, one after another, each by its own package's
// migrate.ts: the same schema steps the service applies at start, in its own schema. A service's URL is
// <NAME>_DATABASE_URL, else DATABASE_URL. It stops at the first service that fails.

const isService = (name: string): name is ServiceName => (SERVICE_NAMES as readonly string[]).includes(name);

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !isService(name));
if (unknown.length > 0) {
  console.error(`migrate: no service ${unknown.join(', ')} (services: ${SERVICE_NAMES.join(', ')})`);
  process.exit(2);
}

for (const service of asked.length > 0 ? asked.filter(isService) : SERVICE_NAMES) {
  const [command, ...args] = migrationsCommand(service);
  const { status, error } = spawnSync(command!, args, { stdio: 'inherit' });
  if (error || status !== 0) {
    if (error) console.error(`migrate: ${service} could not be run:`, error);
    process.exit(status || 1);
  }
}
