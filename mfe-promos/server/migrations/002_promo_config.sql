-- Replaces the thin table: the switches release managers already set (enabled, flags, order) carry over;
-- the full definition is filled in by the seed for rows that have none.
CREATE TABLE promo_config (
  name text PRIMARY KEY,
  enabled boolean NOT NULL DEFAULT false,
  hero boolean NOT NULL DEFAULT false,
  banner boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  definition jsonb,
  sign_post jsonb,
  nav_label text,
  sign_posting_enabled text NOT NULL DEFAULT 'false',
  start_date double precision,
  end_date double precision,
  priority integer NOT NULL DEFAULT 99,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO promo_config (name, enabled, hero, banner, sort_order)
  SELECT name, enabled, hero_banner, banner, sort_order FROM promos;
DROP TABLE promos;
CREATE TABLE site_settings (key text PRIMARY KEY, value text NOT NULL);
CREATE TABLE free_bets_menu (
  position integer PRIMARY KEY,
  name text NOT NULL,
  url_segment text NOT NULL,
  external_link text
);
CREATE TABLE cross_sell_partners (
  position integer PRIMARY KEY,
  partner jsonb NOT NULL
);
CREATE TABLE betting_partner_weights (
  profile text NOT NULL,
  partner text NOT NULL,
  weight double precision NOT NULL,
  PRIMARY KEY (profile, partner)
);
CREATE TABLE promo_audit (
  id serial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  before jsonb,
  after jsonb
);
