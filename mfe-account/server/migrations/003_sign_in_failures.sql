-- The per-email lockout let anyone lock a member out; failures are now an audit trail that sign-in throttling
-- counts per client and per account (docs/adr/0016-sign-in-throttling-without-lockout.md).
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
