-- Fantasy football (issue 15): each saved selection plays from its gameweek until the member saves another.
CREATE TABLE fantasy_selections (
  member_sub text NOT NULL,
  season integer NOT NULL,
  from_gameweek integer NOT NULL,
  name text NOT NULL,
  picks jsonb NOT NULL,
  captain_id integer NOT NULL,
  saved_at timestamptz NOT NULL,
  PRIMARY KEY (member_sub, season, from_gameweek)
);
CREATE INDEX fantasy_selections_season ON fantasy_selections (season);
