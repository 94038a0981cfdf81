CREATE TABLE promos (
  name text PRIMARY KEY,
  sport text NOT NULL,
  title text NOT NULL,
  text text NOT NULL,
  link text NOT NULL,
  hero_banner boolean NOT NULL DEFAULT false,
  banner boolean NOT NULL DEFAULT true,
  enabled boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0
);
