import type { Migration } from '@sl/server-kit';
import { tipsMigrations } from './tips/migrations';

export const racingMigrations: Migration[] = [
  {
    id: '001_meetings',
    sql: `
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
    `,
  },
  {
    // Full race cards (entries, horses, odds, analysis, result) as the feed gives them. Days the old generator
    // wrote have no cards, so they are dropped here and generated again at the next start.
    id: '002_race_cards',
    sql: `
      DELETE FROM meetings WHERE meeting_date IN (SELECT meeting_date FROM feed_days WHERE source = 'generator');
      DELETE FROM feed_days WHERE source = 'generator';
      CREATE TABLE race_cards (
        race_id bigint PRIMARY KEY REFERENCES races (race_id) ON DELETE CASCADE,
        meeting_date date NOT NULL,
        off_time timestamptz NOT NULL,
        card jsonb NOT NULL
      );
      CREATE INDEX race_cards_meeting_date ON race_cards (meeting_date);
    `,
  },
  ...tipsMigrations,
];
