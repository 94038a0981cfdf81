-- Each solved sign-in captcha is accepted once (docs/adr/0016-sign-in-throttling-without-lockout.md).
CREATE TABLE sign_in_captcha_used (
  id text PRIMARY KEY,
  used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_captcha_used_at ON sign_in_captcha_used (used_at);
