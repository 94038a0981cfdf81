-- Gradual rollouts: a new version for a share of visitors, with its release (history) and SRI like the main one.
ALTER TABLE remotes ADD COLUMN rollout_entry text;
ALTER TABLE remotes ADD COLUMN rollout_version text;
ALTER TABLE remotes ADD COLUMN rollout_release_id bigint;
ALTER TABLE remotes ADD COLUMN rollout_integrity text;
ALTER TABLE remotes ADD COLUMN rollout_plan text;
ALTER TABLE remotes ADD COLUMN rollout_started_at timestamptz;
