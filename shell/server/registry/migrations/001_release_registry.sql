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
