import { SERVICE_NAMES, openDb, type ServiceName } from '@sl/server-kit';
import { migrateService } from './migrations';

// The migrations Job (deploy/k8s/base/migrate-job.yaml, image target `migrate`):
//   node --import tsx scripts/src/deploy/main.ts [service …]
// migrates the services named (all five by default) on PostgreSQL, each in its own schema as the service would.
// A service's URL is <NAME>_DATABASE_URL, else DATABASE_URL. PGlite is refused: its data folder belongs to the
// one process of the service that owns it.

const isService = (name: string): name is ServiceName => (SERVICE_NAMES as readonly string[]).includes(name);

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !isService(name));
if (unknown.length > 0) {
  console.error(`migrate: no service ${unknown.join(', ')} (services: ${SERVICE_NAMES.join(', ')})`);
  process.exit(2);
}
const services = asked.length > 0 ? asked.filter(isService) : [...SERVICE_NAMES];

const urlOf = (service: ServiceName) =>
  process.env[`${service.toUpperCase()}_DATABASE_URL`] || process.env.DATABASE_URL || undefined;
const missing = services.filter((service) => !urlOf(service));
if (missing.length > 0) {
  console.error(
    `migrate: no PostgreSQL URL for ${missing.join(', ')}: set ${missing.map((s) => `${s.toUpperCase()}_DATABASE_URL`).join(', ')} or DATABASE_URL`,
  );
  process.exit(2);
}

for (const service of services) {
  const started = Date.now();
  const db = await openDb({ service, databaseUrl: urlOf(service) });
  try {
    await migrateService(db, service);
    console.log(`migrate: ${service} up to date (${Date.now() - started} ms)`);
  } catch (error) {
    console.error(`migrate: ${service} failed:`, error);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
  if (process.exitCode) break;
}
