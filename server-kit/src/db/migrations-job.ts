import type { ServiceName } from '../config/site';
import type { Db } from './db';
import { openDb } from './open';

/**
 * One service's part of the migrations Job (`<package>/server/migrate.ts`, run by scripts/src/deploy/main.ts):
 * opens the service's PostgreSQL database (<NAME>_DATABASE_URL, else DATABASE_URL) and applies the same schema
 * steps the service applies at start. PGlite is refused: its data folder belongs to the one process of the service.
 * Sets the exit code and says why instead of throwing, so the Job's log reads as a sentence.
 */
export async function runMigrationsJob(service: ServiceName, migrateSchema: (db: Db) => Promise<void>) {
  const variable = `${service.toUpperCase()}_DATABASE_URL`;
  const databaseUrl = process.env[variable] || process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(`migrate: no PostgreSQL URL for ${service}: set ${variable} or DATABASE_URL`);
    process.exitCode = 2;
    return;
  }
  const started = Date.now();
  const db = await openDb({ service, databaseUrl });
  try {
    await migrateSchema(db);
    console.log(`migrate: ${service} up to date (${Date.now() - started} ms)`);
  } catch (error) {
    console.error(`migrate: ${service} failed:`, error);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}
