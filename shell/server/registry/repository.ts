import type { RegistryRow, RemoteName } from '@sl/contracts';
import { conflict, notFound, type Db, type Queryable } from '@sl/server-kit';

interface DbRow {
  name: RemoteName;
  entry: string;
  version: string;
  enabled: boolean;
  window_from: Date | string | null;
  window_to: Date | string | null;
  window_entry: string | null;
  window_version: string | null;
  previous_entry: string | null;
  previous_version: string | null;
  updated_at: Date | string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toRow(row: DbRow): RegistryRow {
  return {
    name: row.name,
    entry: row.entry,
    version: row.version,
    enabled: row.enabled,
    windowFrom: iso(row.window_from),
    windowTo: iso(row.window_to),
    windowEntry: row.window_entry,
    windowVersion: row.window_version,
    previousEntry: row.previous_entry,
    previousVersion: row.previous_version,
    updatedAt: iso(row.updated_at) ?? '',
  };
}

export interface AuditEntry {
  id: number;
  at: string;
  remote: string;
  action: string;
  actor: string;
  before: RegistryRow | null;
  after: RegistryRow | null;
}

type Change = (current: RegistryRow) => Partial<RegistryRow>;

/**
 * The release registry: one row per remote, every change written with its audit record in one transaction
 * (row locked first, so two release managers cannot interleave a set and a rollback).
 */
export class RegistryRepository {
  constructor(private readonly db: Db) {}

  async list(): Promise<RegistryRow[]> {
    const rows = await this.db.query<DbRow>('SELECT * FROM remotes ORDER BY name');
    return rows.map(toRow);
  }

  async get(name: RemoteName): Promise<RegistryRow | null> {
    const rows = await this.db.query<DbRow>('SELECT * FROM remotes WHERE name = $1', [name]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** Inserts the defaults for remotes that have no row yet; existing rows are a release manager's, untouched. */
  async seedDefaults(defaults: Array<{ name: RemoteName; entry: string; version: string }>): Promise<void> {
    for (const d of defaults) {
      await this.db.transaction(async (tx) => {
        const inserted = await tx.query<DbRow>(
          'INSERT INTO remotes (name, entry, version) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING RETURNING *',
          [d.name, d.entry, d.version],
        );
        if (inserted[0]) await this.audit(tx, d.name, 'seed', 'system', null, toRow(inserted[0]));
      });
    }
  }

  set(name: RemoteName, entry: string, version: string, actor: string) {
    return this.change(name, 'set', actor, (current) => ({
      entry,
      version,
      previousEntry: current.entry,
      previousVersion: current.version,
    }));
  }

  enable(name: RemoteName, actor: string) {
    return this.change(name, 'enable', actor, () => ({ enabled: true }));
  }

  disable(name: RemoteName, actor: string) {
    return this.change(name, 'disable', actor, () => ({ enabled: false }));
  }

  rollback(name: RemoteName, actor: string) {
    return this.change(name, 'rollback', actor, (current) => {
      if (!current.previousEntry) throw conflict(`${name} has no previous entry to roll back to`);
      return {
        entry: current.previousEntry,
        version: current.previousVersion ?? current.version,
        previousEntry: current.entry,
        previousVersion: current.version,
      };
    });
  }

  schedule(name: RemoteName, entry: string, version: string, from: Date, to: Date, actor: string) {
    return this.change(name, 'schedule', actor, () => ({
      windowEntry: entry,
      windowVersion: version,
      windowFrom: from.toISOString(),
      windowTo: to.toISOString(),
    }));
  }

  unschedule(name: RemoteName, actor: string) {
    return this.change(name, 'unschedule', actor, () => ({
      windowEntry: null,
      windowVersion: null,
      windowFrom: null,
      windowTo: null,
    }));
  }

  async auditLog(limit: number): Promise<AuditEntry[]> {
    const rows = await this.db.query<{
      id: string | number;
      at: Date | string;
      remote: string;
      action: string;
      actor: string;
      before: RegistryRow | null;
      after: RegistryRow | null;
    }>('SELECT * FROM registry_audit ORDER BY id DESC LIMIT $1', [limit]);
    return rows.map((r) => ({ ...r, id: Number(r.id), at: new Date(r.at).toISOString() }));
  }

  private async change(
    name: RemoteName,
    action: string,
    actor: string,
    change: Change,
  ): Promise<RegistryRow> {
    return this.db.transaction(async (tx) => {
      const locked = await tx.query<DbRow>('SELECT * FROM remotes WHERE name = $1 FOR UPDATE', [name]);
      if (!locked[0]) throw notFound(`No registry row for remote "${name}"`);
      const before = toRow(locked[0]);
      const after = { ...before, ...change(before) };
      const updated = await tx.query<DbRow>(
        `UPDATE remotes SET entry = $2, version = $3, enabled = $4, window_from = $5, window_to = $6,
           window_entry = $7, window_version = $8, previous_entry = $9, previous_version = $10, updated_at = now()
         WHERE name = $1 RETURNING *`,
        [
          name,
          after.entry,
          after.version,
          after.enabled,
          after.windowFrom,
          after.windowTo,
          after.windowEntry,
          after.windowVersion,
          after.previousEntry,
          after.previousVersion,
        ],
      );
      const saved = toRow(updated[0] as DbRow);
      await this.audit(tx, name, action, actor, before, saved);
      return saved;
    });
  }

  private async audit(
    tx: Queryable,
    remote: string,
    action: string,
    actor: string,
    before: RegistryRow | null,
    after: RegistryRow | null,
  ) {
    await tx.query(
      'INSERT INTO registry_audit (remote, action, actor, before, after) VALUES ($1, $2, $3, $4, $5)',
      [
        remote,
        action,
        actor,
        before === null ? null : JSON.stringify(before),
        after === null ? null : JSON.stringify(after),
      ],
    );
  }
}
