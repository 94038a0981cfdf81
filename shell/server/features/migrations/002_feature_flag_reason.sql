-- Issue 20: every change names the person (actor) and says why; older rows have no reason.
ALTER TABLE feature_flag_audit ADD COLUMN reason text
