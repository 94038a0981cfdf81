import type { Migration } from '@sl/server-kit';

export const featureMigrations: Migration[] = [
  {
    id: '001_feature_flags',
    sql: `
      CREATE TABLE feature_flags (
        name text PRIMARY KEY,
        enabled boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE feature_flag_audit (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        name text NOT NULL,
        actor text NOT NULL,
        before boolean,
        after boolean
      );
    `,
  },
  {
    // Issue 20: every change names the person (actor) and says why; older rows have no reason.
    id: '002_feature_flag_reason',
    sql: 'ALTER TABLE feature_flag_audit ADD COLUMN reason text',
  },
];
