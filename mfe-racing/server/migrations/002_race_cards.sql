-- Full race cards (entries, horses, odds, analysis, result) as the feed gives them. Days the old generator
-- wrote have no cards, so they are dropped here and generated again at the next start.
DELETE FROM meetings WHERE meeting_date IN (SELECT meeting_date FROM feed_days WHERE source = 'generator');
DELETE FROM feed_days WHERE source = 'generator';
CREATE TABLE race_cards (
  race_id bigint PRIMARY KEY REFERENCES races (race_id) ON DELETE CASCADE,
  meeting_date date NOT NULL,
  off_time timestamptz NOT NULL,
  card jsonb NOT NULL
);
CREATE INDEX race_cards_meeting_date ON race_cards (meeting_date);
