CREATE TABLE subscriptions (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  subscription_type text NOT NULL
    CHECK (subscription_type IN ('HORSE', 'JOCKEY', 'TRAINER', 'RACE', 'FOOTBALL_MATCH')),
  subscription_id text NOT NULL,
  display_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Following twice keeps one row, even when two requests race.
  CONSTRAINT subscriptions_one_follow UNIQUE (account_id, subscription_type, subscription_id)
);
CREATE TABLE subscription_devices (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  push_id text NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, push_id)
);
