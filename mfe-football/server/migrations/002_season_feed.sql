-- The thin slice's day lists give way to a season of matches whose progress the match clock derives.
DROP TABLE fixtures;
DROP TABLE feed_days;
CREATE TABLE competitions (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  sort_order integer NOT NULL,
  kind text NOT NULL,
  has_table boolean NOT NULL
);
CREATE TABLE teams (
  id integer PRIMARY KEY,
  name text NOT NULL,
  abbrev text NOT NULL,
  competition_id integer NOT NULL REFERENCES competitions (id),
  grp text
);
CREATE TABLE matches (
  id bigint PRIMARY KEY,
  competition_id integer NOT NULL REFERENCES competitions (id),
  match_date date NOT NULL,
  kick_off timestamptz NOT NULL,
  home_team_id integer NOT NULL REFERENCES teams (id),
  away_team_id integer NOT NULL REFERENCES teams (id),
  round_type text NOT NULL,
  round_number integer NOT NULL,
  grp text,
  knockout boolean NOT NULL
);
CREATE INDEX matches_date ON matches (match_date, kick_off);
CREATE INDEX matches_competition ON matches (competition_id, kick_off);
CREATE INDEX matches_home ON matches (home_team_id, kick_off);
CREATE INDEX matches_away ON matches (away_team_id, kick_off);
CREATE TABLE feed_loads (
  feed_key text PRIMARY KEY,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
