import type { Migration } from '@sl/server-kit';

export const footballMigrations: Migration[] = [
  {
    id: '001_fixtures',
    sql: `
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
    `,
  },
  {
    // The thin slice's day lists give way to a season of matches whose progress the match clock derives.
    id: '002_season_feed',
    sql: `
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
    `,
  },
  {
    // Fantasy football (issue 15): each saved selection plays from its gameweek until the member saves another.
    id: '003_fantasy',
    sql: `
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
    `,
  },
  {
    // Football tips as given (the whole tip as JSON, results filled in as the matches finish) and the days made.
    id: '004_football_tips',
    sql: `
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
    `,
  },
];
