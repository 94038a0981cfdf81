-- Remotes registered at runtime: the container name of their builds, their sections and their API. The built-in
-- remotes keep routes null (the shell's code routes them) and scope = name.
ALTER TABLE remotes ADD COLUMN scope text;
ALTER TABLE remotes ADD COLUMN routes jsonb;
ALTER TABLE remotes ADD COLUMN api_prefix text;
ALTER TABLE remotes ADD COLUMN api_upstream text;
