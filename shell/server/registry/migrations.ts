import type { Migration } from '@sl/server-kit';

export const registryMigrations: Migration[] = [
  {
    id: '001_release_registry',
    sql: `
      CREATE TABLE remotes (
        name text PRIMARY KEY,
        entry text NOT NULL,
        version text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        window_from timestamptz,
        window_to timestamptz,
        window_entry text,
        window_version text,
        previous_entry text,
        previous_version text,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE registry_audit (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        remote text NOT NULL,
        action text NOT NULL,
        actor text NOT NULL,
        before jsonb,
        after jsonb
      );
      CREATE INDEX registry_audit_at ON registry_audit (at DESC);
    `,
  },
  {
    // Every version ever released per remote, so a rollback can go to the last good one or any earlier one.
    id: '002_release_history',
    sql: `
      CREATE TABLE registry_releases (
        id bigserial PRIMARY KEY,
        remote text NOT NULL,
        version text NOT NULL,
        entry text NOT NULL,
        integrity text,
        verified boolean NOT NULL,
        actor text NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        reason text,
        rolled_back_at timestamptz,
        rolled_back_by text
      );
      CREATE INDEX registry_releases_remote ON registry_releases (remote, id DESC);
      ALTER TABLE remotes ADD COLUMN release_id bigint;
      ALTER TABLE remotes ADD COLUMN integrity text;
      ALTER TABLE remotes ADD COLUMN window_integrity text;
      ALTER TABLE registry_audit ADD COLUMN reason text;
      -- Rows from before history was kept: their previous entry, then their live entry, become the first releases.
      INSERT INTO registry_releases (remote, version, entry, verified, actor, reason)
        SELECT name, coalesce(previous_version, 'previous'), previous_entry, false, 'migration', 'kept from before release history'
        FROM remotes WHERE previous_entry IS NOT NULL ORDER BY name;
      INSERT INTO registry_releases (remote, version, entry, verified, actor, reason)
        SELECT name, version, entry, false, 'migration', 'kept from before release history' FROM remotes ORDER BY name;
      UPDATE remotes SET release_id = (SELECT max(id) FROM registry_releases h WHERE h.remote = remotes.name);
    `,
  },
  {
    // Gradual rollouts: a new version for a share of visitors, with its release (history) and SRI like the main one.
    id: '003_rollouts',
    sql: `
      ALTER TABLE remotes ADD COLUMN rollout_entry text;
      ALTER TABLE remotes ADD COLUMN rollout_version text;
      ALTER TABLE remotes ADD COLUMN rollout_release_id bigint;
      ALTER TABLE remotes ADD COLUMN rollout_integrity text;
      ALTER TABLE remotes ADD COLUMN rollout_plan text;
      ALTER TABLE remotes ADD COLUMN rollout_started_at timestamptz;
    `,
  },
];
