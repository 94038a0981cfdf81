CREATE TABLE plus_subscriptions (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  plan text NOT NULL CHECK (plan IN ('monthly', 'annual')),
  status text NOT NULL CHECK (status IN ('active', 'cancelled')),
  price_pence integer NOT NULL CHECK (price_pence >= 0),
  started_at timestamptz NOT NULL,
  -- active: when it renews; cancelled: when access ends
  current_period_end timestamptz NOT NULL,
  cancelled_at timestamptz,
  provider text NOT NULL,
  provider_reference text NOT NULL,
  idempotency_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A repeated join (same key) finds the membership it made instead of charging again.
  CONSTRAINT plus_subscriptions_one_attempt UNIQUE (account_id, idempotency_key)
);
-- At most one active subscription per member, even when two joins race.
CREATE UNIQUE INDEX plus_subscriptions_one_active ON plus_subscriptions (account_id)
  WHERE status = 'active';
CREATE INDEX plus_subscriptions_account ON plus_subscriptions (account_id, current_period_end);
