import { runMigrationsJob } from '@sl/server-kit';
import { migrateSchema } from './schema';

// The migrations Job's step for this service: node --import tsx mfe-football/server/migrate.ts (see docs/deploy.md).
await runMigrationsJob('football', migrateSchema);
