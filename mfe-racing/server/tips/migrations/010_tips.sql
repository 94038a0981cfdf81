CREATE TABLE tip_days (
  tip_date date PRIMARY KEY,
  source text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE tips (
  tip_id text PRIMARY KEY,
  tip_date date NOT NULL REFERENCES tip_days (tip_date) ON DELETE CASCADE,
  tipster_id text NOT NULL,
  race_id bigint NOT NULL,
  off_time timestamptz NOT NULL,
  nap boolean NOT NULL,
  draft jsonb NOT NULL,
  result text NOT NULL DEFAULT 'pending'
    CHECK (result IN ('pending', 'won', 'lost', 'placed', 'void')),
  starting_price text,
  profit numeric(8, 2),
  settled_at timestamptz,
  UNIQUE (tip_date, tipster_id, race_id)
);
CREATE INDEX tips_pending ON tips (off_time) WHERE result = 'pending';
CREATE INDEX tips_tipster_date ON tips (tipster_id, tip_date);
