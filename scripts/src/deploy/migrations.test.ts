import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_NAMES } from '@sl/server-kit';
import { testDatabases } from '@sl/server-kit/testing';
import { packageDir } from '../start/packages';
import { MIGRATION_STEPS, migrateService } from './migrations';

/** Every `.ts` file of a service's server code that runs in production (tests and their helpers left out). */
function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}test-support${path.sep}`));
}

describe("the migrations Job's steps", () => {
  it.each(SERVICE_NAMES)(
    'apply every migration list the %s service passes to migrate at start',
    (service) => {
      const called = new Set<string>();
      for (const file of serverSources(path.join(packageDir(service), 'server'))) {
        for (const match of readFileSync(file, 'utf8').matchAll(/\bmigrate\(\s*[\w.]+\s*,\s*(\w+)\s*\)/g))
          called.add(match[1]!);
      }
      expect(Object.keys(MIGRATION_STEPS[service]).sort()).toEqual([...called].sort());
    },
  );

  describe.each(testDatabases())('on $label', ({ open }) => {
    it.each(SERVICE_NAMES)(
      'migrate a fresh %s database, and change nothing when run again',
      async (service) => {
        const db = await open();
        try {
          await migrateService(db, service);
          const applied = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
          expect(applied.length).toBeGreaterThan(0);
          await migrateService(db, service);
          expect(await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')).toEqual(
            applied,
          );
          if (service === 'racing') {
            // The step that is not a plain list: its table exists and holds the one key every replica signs with.
            expect(await db.query('SELECT id FROM product_token_keys')).toHaveLength(1);
          }
        } finally {
          await db.close();
        }
      },
    );
  });
});
