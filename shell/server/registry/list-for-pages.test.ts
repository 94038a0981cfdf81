import { jest } from '@jest/globals';
import { migrate, openPglite, type Db } from '@sl/server-kit';
import { registryMigrations } from './migrations';
import { RegistryRepository } from './repository';

/** A database that can be taken away, as a PostgreSQL restart takes it from the shell for a few seconds. */
function switchable(db: Db) {
  const state = { down: false };
  const refuse = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
  const away: Db = {
    ...db,
    query: (sql, params) => (state.down ? refuse() : db.query(sql, params)),
    exec: (sql) => (state.down ? refuse() : db.exec(sql)),
  };
  return { db: away, state };
}

describe('RegistryRepository.listForPages', () => {
  it('serves the rows last read while the database is away, says so, and reads afresh once it is back', async () => {
    const db = await openPglite();
    try {
      await migrate(db, registryMigrations);
      const { db: away, state } = switchable(db);
      const repo = new RegistryRepository(away);
      await repo.seedDefaults([
        { name: 'racing', entry: 'http://localhost:3001/mf-manifest.json', version: 'v1' },
      ]);
      const stale = jest.fn();
      expect((await repo.listForPages(stale)).map((r) => r.version)).toEqual(['v1']);
      expect(stale).not.toHaveBeenCalled();

      state.down = true;
      expect((await repo.listForPages(stale)).map((r) => r.version)).toEqual(['v1']);
      expect(stale).toHaveBeenCalledTimes(1);
      await expect(repo.list()).rejects.toThrow('ECONNREFUSED');

      state.down = false;
      await db.query(`UPDATE remotes SET version = 'v2' WHERE name = 'racing'`);
      expect((await repo.listForPages(stale)).map((r) => r.version)).toEqual(['v2']);
    } finally {
      await db.close();
    }
  });

  it('fails when the registry was never read: there is nothing to serve', async () => {
    const db = await openPglite();
    try {
      await migrate(db, registryMigrations);
      const { db: away, state } = switchable(db);
      state.down = true;
      await expect(new RegistryRepository(away).listForPages(() => undefined)).rejects.toThrow(
        'ECONNREFUSED',
      );
    } finally {
      await db.close();
    }
  });
});
