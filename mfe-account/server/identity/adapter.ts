import type { Db } from '@sl/server-kit';

type Payload = Record<string, unknown>;

interface Row {
  payload: Payload;
  consumed_at: string | Date | null;
}

/**
 * oidc-provider's storage adapter on the account database: sessions, interactions, grants, codes and refresh
 * tokens live in one table keyed by model and id, so a restart or a second replica loses nothing.
 */
export function dbAdapterFactory(db: Db) {
  return class DbAdapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
      await db.query(
        `INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          typeof payload.grantId === 'string' ? payload.grantId : null,
          typeof payload.userCode === 'string' ? payload.userCode : null,
          typeof payload.uid === 'string' ? payload.uid : null,
          expiresAt,
        ],
      );
    }

    private async findWhere(column: 'id' | 'user_code' | 'uid', value: string): Promise<Payload | undefined> {
      const rows = await db.query<Row>(
        `SELECT payload, consumed_at FROM oidc_payloads
         WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [this.model, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed_at
        ? { ...row.payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) }
        : row.payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    async consume(id: string): Promise<void> {
      await db.query('UPDATE oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2', [
        this.model,
        id,
      ]);
    }

    async destroy(id: string): Promise<void> {
      await db.query('DELETE FROM oidc_payloads WHERE model = $1 AND id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('DELETE FROM oidc_payloads WHERE grant_id = $1', [grantId]);
    }
  };
}
