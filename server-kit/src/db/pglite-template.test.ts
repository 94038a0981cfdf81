import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { openPglite } from './pglite';

describe('new PGlite clusters from the template', () => {
  it('gives every database its own cluster, and keeps the initialised cluster for the next process', async () => {
    const a = await openPglite();
    const b = await openPglite();
    try {
      await a.exec('CREATE TABLE only_in_a (id int PRIMARY KEY)');
      await a.query('INSERT INTO only_in_a VALUES ($1)', [1]);
      expect(await a.query<{ id: number }>('SELECT id FROM only_in_a')).toEqual([{ id: 1 }]);
      const tables = await b.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'only_in_a'",
      );
      expect(tables).toEqual([{ n: 0 }]);
      // A copy is a whole cluster: transactions and rollbacks work as on a fresh one.
      await expect(
        b.transaction(async (tx) => {
          await tx.exec('CREATE TABLE rolled_back (id int)');
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      expect(
        await b.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'rolled_back'",
        ),
      ).toEqual([{ n: 0 }]);
    } finally {
      await a.close();
      await b.close();
    }
    const kept = readdirSync(tmpdir()).filter((f) => /^sl-pglite-cluster-.+\.tar$/.test(f));
    expect(kept.length).toBeGreaterThan(0);
  });
});
