import { testDatabases } from '../testing';
import { migrate } from './migrate';

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
});
