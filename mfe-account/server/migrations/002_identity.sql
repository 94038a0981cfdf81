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
