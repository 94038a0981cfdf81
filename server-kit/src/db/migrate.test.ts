import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testDatabases } from '../testing';
import { migrate, migrationsIn } from './migrate';

describe.each(testDatabases())('migrate on $label', ({ open }) => {
  it('applies each migration once, in order, and records it', async () => {
    const db = await open();
    try {
      const migrations = [
        { id: '002_b', sql: 'ALTER TABLE t ADD COLUMN b integer' },
        { id: '001_a', sql: 'CREATE TABLE t (a integer); INSERT INTO t (a) VALUES (1);' },
      ];
      expect(await migrate(db, migrations)).toEqual(['001_a', '002_b']);
      expect(await migrate(db, migrations)).toEqual([]);
      expect(await db.query('SELECT a, b FROM t')).toEqual([{ a: 1, b: null }]);
    } finally {
      await db.close();
    }
  });

  it('rolls a failing migration back whole', async () => {
    const db = await open();
    try {
      await expect(
        migrate(db, [{ id: '001_bad', sql: 'CREATE TABLE u (a integer); SELECT no_such_column FROM u;' }]),
      ).rejects.toThrow();
      expect(await db.query("SELECT to_regclass('u') AS t")).toEqual([{ t: null }]);
      expect(await db.query("SELECT id FROM schema_migrations WHERE id = '001_bad'")).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('refuses a shipped migration edited since it was applied, and applies nothing after it', async () => {
    const db = await open();
    try {
      const first = { id: '001_a', sql: 'CREATE TABLE e (a integer);' };
      expect(await migrate(db, [first])).toEqual(['001_a']);
      // Whitespace and line endings are not a change.
      expect(await migrate(db, [{ id: '001_a', sql: '\r\n  CREATE TABLE e (a integer);\r\n' }])).toEqual([]);
      const edited = { id: '001_a', sql: 'CREATE TABLE e (a integer, b integer);' };
      const next = { id: '002_b', sql: 'CREATE TABLE f (a integer);' };
      await expect(migrate(db, [edited, next])).rejects.toThrow(
        /migration 001_a was changed after it was applied: migrations are forward-only/,
      );
      expect(await db.query("SELECT to_regclass('f') AS t")).toEqual([{ t: null }]);
      expect(await migrate(db, [first, next])).toEqual(['002_b']);
    } finally {
      await db.close();
    }
  });

  it('takes the checksum of a migration recorded before checksums were, and holds it to it after', async () => {
    const db = await open();
    try {
      await db.exec(
        `CREATE TABLE schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
         CREATE TABLE old (a integer);
         INSERT INTO schema_migrations (id) VALUES ('001_old');`,
      );
      const old = { id: '001_old', sql: 'CREATE TABLE old (a integer);' };
      expect(await migrate(db, [old])).toEqual([]);
      await expect(migrate(db, [{ ...old, sql: 'CREATE TABLE old (b text);' }])).rejects.toThrow(
        /001_old was changed/,
      );
    } finally {
      await db.close();
    }
  });
});

describe('migrationsIn', () => {
  it('reads a folder of <number>_<what>.sql files in order, and refuses anything else there', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sl-migrations-'));
    writeFileSync(path.join(dir, '002_second.sql'), 'SELECT 2;');
    writeFileSync(path.join(dir, '001_first.sql'), 'SELECT 1;');
    expect(migrationsIn(dir)).toEqual([
      { id: '001_first', sql: 'SELECT 1;' },
      { id: '002_second', sql: 'SELECT 2;' },
    ]);
    writeFileSync(path.join(dir, '003_Third.SQL'), 'SELECT 3;');
    expect(() => migrationsIn(dir)).toThrow(/003_Third\.SQL: a migration is a <number>_<what>\.sql file/);
  });
});
