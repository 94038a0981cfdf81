-- Every version ever released per remote, so a rollback can go to the last good one or any earlier one.
CREATE TABLE registry_releases (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  version text NOT NULL,
  entry text NOT NULL,
  integrity text,
  verified boolean NOT NULL,
  actor text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  reason text,
  rolled_back_at timestamptz,
  rolled_back_by text
);
CREATE INDEX registry_releases_remote ON registry_releases (remote, id DESC);
ALTER TABLE remotes ADD COLUMN release_id bigint;
ALTER TABLE remotes ADD COLUMN integrity text;
ALTER TABLE remotes ADD COLUMN window_integrity text;
ALTER TABLE registry_audit ADD COLUMN reason text;
-- Rows from before history was kept: their previous entry, then their live entry, become the first releases.
INSERT INTO registry_releases (remote, version, entry, verified, actor, reason)
  SELECT name, coalesce(previous_version, 'previous'), previous_entry, false, 'migration', 'kept from before release history'
  FROM remotes WHERE previous_entry IS NOT NULL ORDER BY name;
INSERT INTO registry_releases (remote, version, entry, verified, actor, reason)
  SELECT name, version, entry, false, 'migration', 'kept from before release history' FROM remotes ORDER BY name;
UPDATE remotes SET release_id = (SELECT max(id) FROM registry_releases h WHERE h.remote = remotes.name);
