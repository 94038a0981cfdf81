import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '@sl/contracts';
import { badRequest, type Db } from '@sl/server-kit';

export interface FeatureFlagAudit {
  id: number;
  at: string;
  name: string;
  actor: string;
  before: boolean | null;
  after: boolean | null;
  reason: string | null;
}

/** A flag name as nav items and remotes spell it: camelCase, letters and digits. */
function parseFlagName(name: unknown): string {
  if (typeof name !== 'string' || !/^[a-z][A-Za-z0-9]{1,63}$/.test(name)) {
    throw badRequest(
      'A feature flag name is camelCase letters and digits, 2 to 64 characters (e.g. footballBettingTab)',
    );
  }
  return name;
}

/**
 * The feature configuration (spec document 2, section 9: the football flags and customisable navigation default
 * on). Only overrides are stored; a change and its audit record are written in one transaction.
 */
export class FeatureFlagsRepository {
  constructor(private readonly db: Db) {}

  async flags(): Promise<FeatureFlags> {
    const rows = await this.db.query<{ name: string; enabled: boolean }>(
      'SELECT name, enabled FROM feature_flags ORDER BY name',
    );
    return { ...DEFAULT_FEATURE_FLAGS, ...Object.fromEntries(rows.map((r) => [r.name, r.enabled])) };
  }

  async set(name: string, enabled: boolean, actor: string, reason: string): Promise<FeatureFlags> {
    const flag = parseFlagName(name);
    await this.db.transaction(async (tx) => {
      const before = await tx.query<{ enabled: boolean }>(
        'SELECT enabled FROM feature_flags WHERE name = $1 FOR UPDATE',
        [flag],
      );
      await tx.query(
        `INSERT INTO feature_flags (name, enabled) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
        [flag, enabled],
      );
      await tx.query(
        'INSERT INTO feature_flag_audit (name, actor, before, after, reason) VALUES ($1, $2, $3, $4, $5)',
        [flag, actor, before[0]?.enabled ?? null, enabled, reason],
      );
    });
    return this.flags();
  }

  async auditLog(limit: number): Promise<FeatureFlagAudit[]> {
    const rows = await this.db.query<
      Omit<FeatureFlagAudit, 'id' | 'at'> & { id: string | number; at: Date | string }
    >('SELECT * FROM feature_flag_audit ORDER BY id DESC LIMIT $1', [limit]);
    return rows.map((r) => ({ ...r, id: Number(r.id), at: new Date(r.at).toISOString() }));
  }
}
