-- Football tips as given (the whole tip as JSON, results filled in as the matches finish) and the days made.
CREATE TABLE football_tips (
  id text PRIMARY KEY,
  tip_date date NOT NULL,
  tipster_id text NOT NULL,
  result text NOT NULL,
  tip jsonb NOT NULL
);
CREATE INDEX football_tips_date ON football_tips (tip_date);
CREATE TABLE football_tip_days (
  tip_date date PRIMARY KEY,
  made_at timestamptz NOT NULL DEFAULT now()
);
