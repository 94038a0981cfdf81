import type { Migration } from '@sl/server-kit';

/** The account database; identity and subscriptions add their tables in later migrations. */
export const accountMigrations: Migration[] = [
  {
    id: '001_account_meta',
    sql: `CREATE TABLE service_meta (key text PRIMARY KEY, value text NOT NULL);`,
  },
  {
    id: '002_identity',
    sql: `
      CREATE TABLE accounts (
        id text PRIMARY KEY,
        email text NOT NULL UNIQUE,
        name text NOT NULL,
        password_hash text NOT NULL,
        premium boolean NOT NULL DEFAULT false,
        self_exclusion text[] NOT NULL DEFAULT '{}',
        sensitive_audience boolean NOT NULL DEFAULT false,
        upgradable boolean NOT NULL DEFAULT true,
        registration text NOT NULL DEFAULT 'first',
        migrated boolean NOT NULL DEFAULT false,
        can_link_to text[] NOT NULL DEFAULT '{}',
        sso_needs_redirect boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE login_failures (
        email text PRIMARY KEY,
        failures integer NOT NULL DEFAULT 0,
        locked_until timestamptz,
        last_failure_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE oidc_payloads (
        model text NOT NULL,
        id text NOT NULL,
        payload jsonb NOT NULL,
        grant_id text,
        user_code text,
        uid text,
        expires_at timestamptz,
        consumed_at timestamptz,
        PRIMARY KEY (model, id)
      );
      CREATE INDEX oidc_payloads_grant ON oidc_payloads (grant_id);
      CREATE INDEX oidc_payloads_uid ON oidc_payloads (uid);
      CREATE INDEX oidc_payloads_expires ON oidc_payloads (expires_at);
    `,
  },
  {
    // The per-email lockout let anyone lock a member out; failures are now an audit trail that sign-in throttling
    // counts per client and per account (docs/adr/0016-sign-in-throttling-without-lockout.md).
    id: '003_sign_in_failures',
    sql: `
      DROP TABLE IF EXISTS login_failures;
      CREATE TABLE sign_in_failures (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        client text NOT NULL,
        email_hash text NOT NULL,
        reason text NOT NULL,
        cleared boolean NOT NULL DEFAULT false
      );
      CREATE INDEX sign_in_failures_client ON sign_in_failures (client, at);
      CREATE INDEX sign_in_failures_account ON sign_in_failures (email_hash, at);
      CREATE INDEX sign_in_failures_at ON sign_in_failures (at);
    `,
  },
  {
    // Each solved sign-in captcha is accepted once (docs/adr/0016-sign-in-throttling-without-lockout.md).
    id: '004_sign_in_captcha_used',
    sql: `
      CREATE TABLE sign_in_captcha_used (
        id text PRIMARY KEY,
        used_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sign_in_captcha_used_at ON sign_in_captcha_used (used_at);
    `,
  },
];
