CREATE TABLE feedback (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  type text NOT NULL,
  score integer NOT NULL CHECK (score BETWEEN 0 AND 10),
  feedback text NOT NULL,
  current_url text NOT NULL,
  user_agent text NOT NULL,
  user_name text
);
CREATE TABLE contact_messages (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  current_url text NOT NULL,
  user_agent text NOT NULL
);
CREATE TABLE captcha_used (
  id text PRIMARY KEY,
  used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX captcha_used_at ON captcha_used (used_at);
