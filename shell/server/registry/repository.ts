import type { RegistryRow, RemoteName, RemoteRoute } from '@sl/contracts';
import type { AuditEntry, ReleaseRecord } from '@sl/contracts/release';
import { conflict, notFound, type Db, type Queryable } from '@sl/server-kit';

interface DbRow {
  name: RemoteName;
  scope: string | null;
  routes: RemoteRoute[] | string | null;
  api_prefix: string | null;
  api_upstream: string | null;
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
  release_id: string | number | null;
  rollout_entry: string | null;
  rollout_version: string | null;
  rollout_release_id: string | number | null;
  rollout_plan: string | null;
  rollout_started_at: Date | string | null;
  /** From ROWS' join, absent on a row straight from an INSERT or UPDATE. */
  last_good_entry?: string | null;
  last_good_version?: string | null;
}

interface ReleaseDbRow {
  id: string | number;
  remote: string;
  version: string;
  entry: string;
  integrity: string | null;
  verified: boolean;
  actor: string;
  at: Date | string;
  reason: string | null;
  rolled_back_at: Date | string | null;
  rolled_back_by: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** PGlite and node-postgres both parse jsonb; a driver that hands back text is read too. */
const routesOf = (value: DbRow['routes']): RemoteRoute[] | null =>
  typeof value === 'string' ? (JSON.parse(value) as RemoteRoute[]) : value;

function toRow(row: DbRow): RegistryRow {
  return {
    name: row.name,
    scope: row.scope ?? row.name,
    routes: routesOf(row.routes),
    apiPrefix: row.api_prefix,
    apiUpstream: row.api_upstream,
    entry: row.entry,
    version: row.version,
    enabled: row.enabled,
    windowFrom: iso(row.window_from),
    windowTo: iso(row.window_to),
    windowEntry: row.window_entry,
    windowVersion: row.window_version,
    previousEntry: row.previous_entry,
    previousVersion: row.previous_version,
    lastGoodEntry: row.last_good_entry ?? null,
    lastGoodVersion: row.last_good_version ?? null,
    rolloutEntry: row.rollout_entry ?? null,
    rolloutVersion: row.rollout_version ?? null,
    rolloutPlan: row.rollout_plan ?? null,
    rolloutStartedAt: iso(row.rollout_started_at ?? null),
    updatedAt: iso(row.updated_at) ?? '',
  };
}

/**
 * The registry rows with each one's last good version: the newest release before the live one that was verified
 * (or is the default entry the site was deployed with, seeded by 'system' before any remote could be checked), not
 * rolled back, and is another build than the live one (falling back to the same build would not help).
 */
const ROWS = `SELECT r.*, g.entry AS last_good_entry, g.version AS last_good_version FROM remotes r
  LEFT JOIN LATERAL (
    SELECT h.entry, h.version FROM registry_releases h
    WHERE h.remote = r.name AND h.id < coalesce(r.release_id, 0) AND (h.verified OR h.actor = 'system') AND h.rolled_back_at IS NULL
      AND h.entry <> r.entry
    ORDER BY h.id DESC LIMIT 1
  ) g ON true`;

/** Rows written before a field existed have none in the audit's before/after: they read as null. */
const EMPTY_FIELDS: Partial<RegistryRow> = {
  routes: null,
  apiPrefix: null,
  apiUpstream: null,
  lastGoodEntry: null,
  lastGoodVersion: null,
  rolloutEntry: null,
  rolloutVersion: null,
  rolloutPlan: null,
  rolloutStartedAt: null,
};
const complete = (row: RegistryRow | null): RegistryRow | null =>
  row ? { ...EMPTY_FIELDS, ...row, scope: row.scope ?? row.name } : null;

/** A build about to go live, with what its check found. */
export interface ReleaseInput {
  entry: string;
  version: string;
  integrity: string | null;
  verified: boolean;
  reason: string | null;
}

/** A runtime-registered remote: what the registry keeps of it besides its releases (checked by the caller). */
export interface Registration {
  name: RemoteName;
  scope: string;
  routes: RemoteRoute[];
  apiPrefix: string | null;
  apiUpstream: string | null;
  release: ReleaseInput;
}

/** The registration's columns, in the order register and reregister write them. */
const registrationFields = (r: Omit<Registration, 'release'>) => [
  r.scope,
  JSON.stringify(r.routes),
  r.apiPrefix,
  r.apiUpstream,
];

function toRelease(row: ReleaseDbRow, liveId: number | null): ReleaseRecord {
  return {
    id: Number(row.id),
    remote: row.remote,
    version: row.version,
    entry: row.entry,
    integrity: row.integrity,
    verified: row.verified,
    actor: row.actor,
    at: iso(row.at) ?? '',
    reason: row.reason,
    rolledBackAt: iso(row.rolled_back_at),
    rolledBackBy: row.rolled_back_by,
    live: Number(row.id) === liveId,
  };
}

type Change = (current: RegistryRow) => Partial<RegistryRow>;

const NO_ROLLOUT = { rolloutEntry: null, rolloutVersion: null, rolloutPlan: null, rolloutStartedAt: null };
/** Work inside a change's transaction, after the row is locked: extra columns, history. */
type Extra = (tx: Queryable, locked: DbRow) => Promise<void>;

/**
 * The release registry: one row per remote, every change written with its audit record in one transaction
 * (row locked first, so two release managers cannot interleave a set and a rollback).
 */
export class RegistryRepository {
  private lastListed: RegistryRow[] | null = null;

  constructor(private readonly db: Db) {}

  async list(): Promise<RegistryRow[]> {
    const rows = (await this.db.query<DbRow>(`${ROWS} ORDER BY r.name`)).map(toRow);
    this.lastListed = rows;
    return rows;
  }

  /**
   * For serving pages: the registry as it is, or while the database cannot be read (a restart) the rows last read
   * from it, so visitors keep getting pages; a change made meanwhile could not have been written either. Throws
   * only when it has never been read.
   */
  async listForPages(onStale: (error: unknown) => void): Promise<RegistryRow[]> {
    try {
      return await this.list();
    } catch (error) {
      if (!this.lastListed) throw error;
      onStale(error);
      return this.lastListed;
    }
  }

  async get(name: RemoteName): Promise<RegistryRow | null> {
    const rows = await this.db.query<DbRow>(`${ROWS} WHERE r.name = $1`, [name]);
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
        if (!inserted[0]) return;
        const release = await this.recordRelease(
          tx,
          d.name,
          { entry: d.entry, version: d.version, integrity: null, verified: false, reason: 'default entry' },
          'system',
        );
        await tx.query('UPDATE remotes SET release_id = $2 WHERE name = $1', [d.name, release]);
        await this.audit(tx, d.name, 'seed', 'system', null, toRow(inserted[0]), null);
      });
    }
  }

  /** Registers a remote the shell's code does not know, with its first release (checked by the caller). */
  async register(registration: Registration, actor: string): Promise<RegistryRow> {
    const { name, release } = registration;
    return this.db.transaction(async (tx) => {
      const inserted = await tx.query<DbRow>(
        `INSERT INTO remotes (name, entry, version, scope, routes, api_prefix, api_upstream)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (name) DO NOTHING RETURNING name`,
        [name, release.entry, release.version, ...registrationFields(registration)],
      );
      // Another release manager registered the same name in the meantime.
      if (!inserted[0])
        throw conflict(`${name} was registered a moment ago; read the registry and try again`);
      const id = await this.recordRelease(tx, name, release, actor);
      await tx.query('UPDATE remotes SET release_id = $2, integrity = $3 WHERE name = $1', [
        name,
        id,
        release.integrity,
      ]);
      const saved = toRow((await tx.query<DbRow>(`${ROWS} WHERE r.name = $1`, [name]))[0] as DbRow);
      const action = release.verified ? 'register' : 'register-unverified';
      await this.audit(tx, name, action, actor, null, saved, release.reason);
      return saved;
    });
  }

  /** A registered remote's sections and API, changed; its scope and releases stay as they are. */
  async reregister(registration: Omit<Registration, 'release'>, actor: string, reason: string) {
    const { name } = registration;
    return this.db.transaction(async (tx) => {
      const locked = (await tx.query<DbRow>(`${ROWS} WHERE r.name = $1 FOR UPDATE OF r`, [name]))[0];
      if (!locked) throw notFound(`No remote "${name}" in the registry`);
      await tx.query(
        `UPDATE remotes SET scope = $2, routes = $3, api_prefix = $4, api_upstream = $5, updated_at = now()
         WHERE name = $1`,
        [name, ...registrationFields(registration)],
      );
      const saved = toRow((await tx.query<DbRow>(`${ROWS} WHERE r.name = $1`, [name]))[0] as DbRow);
      await this.audit(tx, name, 're-register', actor, toRow(locked), saved, reason);
      return saved;
    });
  }

  /** Puts a build live and into the history; the live one becomes what a rollback goes back to. */
  set(name: RemoteName, release: ReleaseInput, actor: string) {
    return this.change(
      name,
      release.verified ? 'set' : 'set-unverified',
      actor,
      () => ({ entry: release.entry, version: release.version }),
      release.reason,
      async (tx, locked) => {
        // Else promoting the rollout later would silently replace this release.
        if (locked.rollout_version !== null)
          throw conflict(
            `${name} ${locked.rollout_version} is being rolled out: promote or abort it before setting another version`,
          );
        const id = await this.recordRelease(tx, name, release, actor);
        await tx.query('UPDATE remotes SET release_id = $2, integrity = $3 WHERE name = $1', [
          name,
          id,
          release.integrity,
        ]);
      },
    );
  }

  enable(name: RemoteName, actor: string, reason: string | null = null) {
    return this.change(name, 'enable', actor, () => ({ enabled: true }), reason);
  }

  disable(name: RemoteName, actor: string, reason: string | null = null) {
    return this.change(name, 'disable', actor, () => ({ enabled: false }), reason);
  }

  /**
   * Leaves the live version (marked rolled back, so later plain rollbacks skip it) for `to`: by default the
   * newest earlier version not itself rolled back, so two rollbacks in a row go two steps back.
   */
  rollback(name: RemoteName, actor: string, to?: string, reason: string | null = null) {
    let target: ReleaseDbRow | undefined;
    return this.change(
      name,
      'rollback',
      actor,
      () => ({ entry: (target as ReleaseDbRow).entry, version: (target as ReleaseDbRow).version }),
      reason,
      async (tx, locked) => {
        const liveId = locked.release_id === null ? null : Number(locked.release_id);
        target =
          to === undefined
            ? (
                await tx.query<ReleaseDbRow>(
                  `SELECT * FROM registry_releases WHERE remote = $1 AND id < $2 AND rolled_back_at IS NULL
                   ORDER BY id DESC LIMIT 1`,
                  [name, liveId ?? 0],
                )
              )[0]
            : (
                await tx.query<ReleaseDbRow>(
                  'SELECT * FROM registry_releases WHERE remote = $1 AND version = $2 ORDER BY id DESC LIMIT 1',
                  [name, to],
                )
              )[0];
        if (!target)
          throw to === undefined
            ? conflict(`${name} has no earlier good version to roll back to`)
            : notFound(`${name} has never released a version "${to}"`);
        if (Number(target.id) === liveId) throw conflict(`${name} ${to ?? ''} is already live`);
        await tx.query(
          'UPDATE registry_releases SET rolled_back_at = now(), rolled_back_by = $2 WHERE id = $1',
          [liveId, actor],
        );
        // A version rolled back to on purpose is good again.
        await tx.query(
          'UPDATE registry_releases SET rolled_back_at = NULL, rolled_back_by = NULL WHERE id = $1',
          [target.id],
        );
        await tx.query('UPDATE remotes SET release_id = $2, integrity = $3 WHERE name = $1', [
          name,
          target.id,
          target.integrity,
        ]);
      },
    );
  }

  schedule(name: RemoteName, window: ReleaseInput & { from: Date; to: Date }, actor: string) {
    return this.change(
      name,
      window.verified ? 'schedule' : 'schedule-unverified',
      actor,
      () => ({
        windowEntry: window.entry,
        windowVersion: window.version,
        windowFrom: window.from.toISOString(),
        windowTo: window.to.toISOString(),
      }),
      window.reason,
      async (tx) => {
        await tx.query('UPDATE remotes SET window_integrity = $2 WHERE name = $1', [name, window.integrity]);
      },
    );
  }

  unschedule(name: RemoteName, actor: string, reason: string | null = null) {
    return this.change(
      name,
      'unschedule',
      actor,
      () => ({ windowEntry: null, windowVersion: null, windowFrom: null, windowTo: null }),
      reason,
      async (tx) => {
        await tx.query('UPDATE remotes SET window_integrity = NULL WHERE name = $1', [name]);
      },
    );
  }

  /**
   * Starts a gradual rollout of a checked build (recorded in the history like any release): visitors whose bucket
   * is below the plan's share get it, the others keep the main version. One rollout per remote at a time.
   */
  startRollout(name: RemoteName, release: ReleaseInput & { plan: string; startedAt: Date }, actor: string) {
    return this.change(
      name,
      release.verified ? 'rollout' : 'rollout-unverified',
      actor,
      () => ({
        rolloutEntry: release.entry,
        rolloutVersion: release.version,
        rolloutPlan: release.plan,
        rolloutStartedAt: release.startedAt.toISOString(),
      }),
      release.reason,
      async (tx, locked) => {
        if (locked.rollout_version !== null)
          throw conflict(
            `${name} ${locked.rollout_version} is already being rolled out: promote or abort it first`,
          );
        if (locked.entry === release.entry) throw conflict(`${name} ${release.entry} is already live`);
        const id = await this.recordRelease(tx, name, release, actor);
        await tx.query('UPDATE remotes SET rollout_release_id = $2, rollout_integrity = $3 WHERE name = $1', [
          name,
          id,
          release.integrity,
        ]);
      },
    );
  }

  /**
   * Makes the rollout's version the main one for everyone. `onlyVersion` makes it conditional (the schedule's
   * promotion): a release manager may have promoted or aborted that rollout since the guard looked.
   */
  promote(name: RemoteName, actor: string, reason: string | null = null, onlyVersion?: string) {
    let rollout: DbRow | undefined;
    return this.change(
      name,
      'promote',
      actor,
      () => ({
        entry: (rollout as DbRow).rollout_entry as string,
        version: (rollout as DbRow).rollout_version as string,
        ...NO_ROLLOUT,
      }),
      reason,
      async (tx, locked) => {
        rollout = this.runningRollout(name, locked, onlyVersion);
        await tx.query(
          `UPDATE remotes SET release_id = rollout_release_id, integrity = rollout_integrity,
             rollout_release_id = NULL, rollout_integrity = NULL WHERE name = $1`,
          [name],
        );
      },
    );
  }

  /** Ends the rollout: everyone back on the main version, the rollout's release marked rolled back (not good). */
  abort(
    name: RemoteName,
    actor: string,
    reason: string | null = null,
    options: { action?: string; onlyVersion?: string } = {},
  ) {
    return this.change(
      name,
      options.action ?? 'abort',
      actor,
      () => NO_ROLLOUT,
      reason,
      async (tx, locked) => {
        const rollout = this.runningRollout(name, locked, options.onlyVersion);
        await tx.query(
          'UPDATE registry_releases SET rolled_back_at = now(), rolled_back_by = $2 WHERE id = $1',
          [rollout.rollout_release_id, actor],
        );
        await tx.query(
          'UPDATE remotes SET rollout_release_id = NULL, rollout_integrity = NULL WHERE name = $1',
          [name],
        );
      },
    );
  }

  private runningRollout(name: RemoteName, locked: DbRow, onlyVersion: string | undefined): DbRow {
    if (locked.rollout_version === null || locked.rollout_entry === null)
      throw conflict(`${name} has no rollout running`);
    if (onlyVersion !== undefined && locked.rollout_version !== onlyVersion)
      throw conflict(`${name} is rolling out ${locked.rollout_version}, not ${onlyVersion}`);
    return locked;
  }

  /** A remote's releases, newest first, the live one marked. */
  async history(name: RemoteName, limit: number): Promise<ReleaseRecord[]> {
    const live = await this.db.query<{ release_id: string | number | null }>(
      'SELECT release_id FROM remotes WHERE name = $1',
      [name],
    );
    if (!live[0]) throw notFound(`No remote "${name}" in the registry`);
    const rows = await this.db.query<ReleaseDbRow>(
      'SELECT * FROM registry_releases WHERE remote = $1 ORDER BY id DESC LIMIT $2',
      [name, limit],
    );
    const liveId = live[0].release_id === null ? null : Number(live[0].release_id);
    return rows.map((r) => toRelease(r, liveId));
  }

  async auditLog(limit: number): Promise<AuditEntry[]> {
    const rows = await this.db.query<{
      id: string | number;
      at: Date | string;
      remote: string;
      action: string;
      actor: string;
      reason: string | null;
      before: RegistryRow | null;
      after: RegistryRow | null;
    }>(
      'SELECT id, at, remote, action, actor, reason, before, after FROM registry_audit ORDER BY id DESC LIMIT $1',
      [limit],
    );
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      at: new Date(r.at).toISOString(),
      before: complete(r.before),
      after: complete(r.after),
    }));
  }

  private async change(
    name: RemoteName,
    action: string,
    actor: string,
    change: Change,
    reason: string | null = null,
    extra?: Extra,
  ): Promise<RegistryRow> {
    return this.db.transaction(async (tx) => {
      const locked = await tx.query<DbRow>('SELECT * FROM remotes WHERE name = $1 FOR UPDATE', [name]);
      if (!locked[0]) throw notFound(`No remote "${name}" in the registry`);
      const before = toRow(locked[0]);
      if (extra) await extra(tx, locked[0]);
      const after = { ...before, ...change(before) };
      const updated = await tx.query<DbRow>(
        `UPDATE remotes SET entry = $2, version = $3, enabled = $4, window_from = $5, window_to = $6,
           window_entry = $7, window_version = $8, previous_entry = $9, previous_version = $10,
           rollout_entry = $11, rollout_version = $12, rollout_plan = $13, rollout_started_at = $14,
           updated_at = now()
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
          after.rolloutEntry,
          after.rolloutVersion,
          after.rolloutPlan,
          after.rolloutStartedAt,
        ],
      );
      await this.withRollbackTarget(tx, updated[0] as DbRow);
      const saved = toRow((await tx.query<DbRow>(`${ROWS} WHERE r.name = $1`, [name]))[0] as DbRow);
      await this.audit(tx, name, action, actor, before, saved, reason);
      return saved;
    });
  }

  /** Sets previous_entry/version to where a plain rollback would go now (the newest earlier good version). */
  private async withRollbackTarget(tx: Queryable, row: DbRow): Promise<void> {
    const target = (
      await tx.query<ReleaseDbRow>(
        `SELECT * FROM registry_releases WHERE remote = $1 AND id < $2 AND rolled_back_at IS NULL
         ORDER BY id DESC LIMIT 1`,
        [row.name, row.release_id ?? 0],
      )
    )[0];
    if ((target?.entry ?? null) === row.previous_entry && (target?.version ?? null) === row.previous_version)
      return;
    await tx.query('UPDATE remotes SET previous_entry = $2, previous_version = $3 WHERE name = $1', [
      row.name,
      target?.entry ?? null,
      target?.version ?? null,
    ]);
  }

  private async recordRelease(
    tx: Queryable,
    name: RemoteName,
    release: ReleaseInput,
    actor: string,
  ): Promise<number> {
    const rows = await tx.query<{ id: string | number }>(
      `INSERT INTO registry_releases (remote, version, entry, integrity, verified, actor, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [name, release.version, release.entry, release.integrity, release.verified, actor, release.reason],
    );
    return Number((rows[0] as { id: string | number }).id);
  }

  private async audit(
    tx: Queryable,
    remote: string,
    action: string,
    actor: string,
    before: RegistryRow | null,
    after: RegistryRow | null,
    reason: string | null,
  ) {
    await tx.query(
      'INSERT INTO registry_audit (remote, action, actor, before, after, reason) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        remote,
        action,
        actor,
        before === null ? null : JSON.stringify(before),
        after === null ? null : JSON.stringify(after),
        reason,
      ],
    );
  }
}
