CREATE TABLE feed_days (
  meeting_date date PRIMARY KEY,
  source text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE meetings (
  meeting_id bigint PRIMARY KEY,
  meeting_date date NOT NULL,
  course_id integer NOT NULL,
  course_name text NOT NULL,
  country_code text NOT NULL,
  going text NOT NULL,
  UNIQUE (meeting_date, course_id)
);
CREATE TABLE races (
  race_id bigint PRIMARY KEY,
  meeting_id bigint NOT NULL REFERENCES meetings (meeting_id) ON DELETE CASCADE,
  race_number integer NOT NULL,
  off_time timestamptz NOT NULL,
  off_time_local text NOT NULL,
  title text NOT NULL,
  runners integer NOT NULL,
  UNIQUE (meeting_id, race_number)
);
CREATE INDEX races_off_time ON races (off_time);
