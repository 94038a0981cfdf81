-- Free-bet offers (issue 15): the rest of an offer's card (headline, value, eligibility, terms, link) in details.
CREATE TABLE free_bet_offers (
  slug text PRIMARY KEY,
  bookmaker_id integer NOT NULL,
  categories text[] NOT NULL,
  start_date timestamptz NOT NULL,
  end_date timestamptz,
  enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL,
  details jsonb NOT NULL
);
