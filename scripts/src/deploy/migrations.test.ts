import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { SERVICE_NAMES } from '@sl/server-kit';
import { postgresForTest } from '@sl/server-kit/testing';
import { freshDatabase } from '../start/fresh-database';
import { packageDir, ROOT } from '../start/packages';

const run = promisify(execFile);

/** Every `.ts` file of a service's server code that runs in production (tests and their helpers left out). */
function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}test-support${path.sep}`));
}

describe("each service's schema steps", () => {
  it.each(SERVICE_NAMES)(
    'are applied by %s in one place, server/schema.ts, which its start and its migrate.ts both call',
    (service) => {
      const server = path.join(packageDir(service), 'server');
      const migrating = serverSources(server).filter((file) =>
        /\bmigrate\(\s*[\w.]+\s*,/.test(readFileSync(file, 'utf8')),
      );
      // schema.ts, and any module it hands a step to (racing's key table is migrated by the code that owns it).
      const schema = readFileSync(path.join(server, 'schema.ts'), 'utf8');
      const owners = [...schema.matchAll(/from '\.\/([\w/-]+)'/g)].map((match) => `${match[1]}.ts`);
      for (const file of migrating) expect(['schema.ts', ...owners]).toContain(path.relative(server, file));
      expect(migrating.map((file) => path.relative(server, file))).toContain('schema.ts');
      for (const caller of ['app.ts', 'migrate.ts'])
        expect(readFileSync(path.join(server, caller), 'utf8')).toMatch(/\bmigrateSchema\s*[(),]/);
    },
  );
});

// The Job's own command, on PostgreSQL: TEST_DATABASE_URL (set by .ci/run) or a private server of the drill's.
describe('the migrations Job (scripts/src/deploy/main.ts)', () => {
  let server: Awaited<ReturnType<typeof postgresForTest>> | undefined;
  let serverUrl: string;
  beforeAll(async () => {
    server = await postgresForTest('the migrations Job');
    serverUrl = server.url;
  }, 60_000);
  afterAll(async () => server?.stop());

  const job = (env: Record<string, string>, ...services: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/src/deploy/main.ts', ...services], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });

  it('migrates every service into its own schema on a fresh database, and changes nothing when run again', async () => {
    const database = await freshDatabase(serverUrl, 'sl_migrate');
    const client = new pg.Client({ connectionString: database.url });
    try {
      const first = await job({ DATABASE_URL: database.url });
      expect(first.stdout.match(/^migrate: \w+ up to date/gm)).toHaveLength(SERVICE_NAMES.length);
      await client.connect();
      const applied = async () =>
        (
          await client.query<{ schema: string; migrations: string }>(
            `SELECT table_schema AS schema, (xpath('/row/n/text()',
               query_to_xml(format('SELECT count(*) AS n FROM %I.schema_migrations', table_schema), false, true, '')))[1]::text AS migrations
             FROM information_schema.tables WHERE table_name = 'schema_migrations' ORDER BY table_schema`,
          )
        ).rows;
      const before = await applied();
      expect(before.map((row) => row.schema)).toEqual([...SERVICE_NAMES].sort());
      for (const row of before) expect(Number(row.migrations)).toBeGreaterThan(0);
      // The step that is not a plain list: racing's key table holds the one key every replica signs with.
      expect((await client.query('SELECT id FROM racing.product_token_keys')).rows).toHaveLength(1);

      await job({ DATABASE_URL: database.url });
      expect(await applied()).toEqual(before);
      expect((await client.query('SELECT id FROM racing.product_token_keys')).rows).toHaveLength(1);
    } finally {
      await client.end().catch(() => undefined);
      await database.drop();
    }
  }, 180_000);

  it('refuses an unknown service, and a service with no PostgreSQL URL, saying which', async () => {
    await expect(job({}, 'racing', 'bookies')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('migrate: no service bookies'),
    });
    await expect(job({}, 'promos')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('set PROMOS_DATABASE_URL or DATABASE_URL'),
    });
  }, 60_000);
});
