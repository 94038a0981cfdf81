CREATE TABLE feed_days (
  match_date date PRIMARY KEY,
  source text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE fixtures (
  match_id bigint PRIMARY KEY,
  match_date date NOT NULL,
  competition_id integer NOT NULL,
  competition_name text NOT NULL,
  kick_off timestamptz NOT NULL,
  kick_off_local text NOT NULL,
  home_team text NOT NULL,
  away_team text NOT NULL
);
CREATE INDEX fixtures_date ON fixtures (match_date, kick_off);
