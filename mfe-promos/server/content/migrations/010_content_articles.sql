CREATE TABLE articles (
  id text PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  standfirst text NOT NULL,
  body jsonb NOT NULL,
  author_id text NOT NULL,
  author_name text NOT NULL,
  sport text NOT NULL,
  categories text[] NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  status text NOT NULL CHECK (status IN ('draft', 'scheduled', 'published', 'unpublished')),
  published_at timestamptz,
  updated_at timestamptz NOT NULL,
  hero jsonb,
  source text NOT NULL DEFAULT 'editor'
);
CREATE INDEX articles_by_published ON articles (published_at DESC);
CREATE TABLE content_audit (
  id serial PRIMARY KEY,
  at timestamptz NOT NULL,
  actor text NOT NULL,
  action text NOT NULL,
  article_id text NOT NULL,
  slug text NOT NULL,
  detail jsonb
);
