-- Racing's product-token key pair: one row, made at first start (keys.ts), that every replica signs with.
CREATE TABLE product_token_keys (
  id text PRIMARY KEY,
  private_jwk text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
