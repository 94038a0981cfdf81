import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '@sl/server-kit';

/**
 * A value generated once and kept in the database. Two replicas starting together may both generate one; the
 * insert that lands first wins and both read it back, so they always agree.
 */
async function generatedOnce(db: Db, key: string, generate: () => Promise<string>): Promise<string> {
  const existing = await db.query<{ value: string }>('SELECT value FROM service_meta WHERE key = $1', [key]);
  if (existing[0]) return existing[0].value;
  await db.query('INSERT INTO service_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    key,
    await generate(),
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM service_meta WHERE key = $1', [key]);
  if (!rows[0]) throw new Error(`could not keep ${key}`);
  return rows[0].value;
}

export interface IdentityKeys {
  signing: JWK;
  cookieKeys: string[];
  csrfSecret: string;
  /** Signs the sign-in captcha's challenges (its own key: a leak of one secret does not forge the other's values). */
  captchaKey: string;
}

/**
 * The provider's RS256 signing key, cookie keys, the CSRF secret and the captcha key: generated at first start,
 * kept in the DB (every replica signs and verifies with the same ones).
 */
export async function loadIdentityKeys(db: Db): Promise<IdentityKeys> {
  const signing = await generatedOnce(db, 'oidc_signing_jwk', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return JSON.stringify({ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') });
  });
  const cookieKeys = await generatedOnce(db, 'oidc_cookie_keys', async () =>
    JSON.stringify([randomBytes(32).toString('base64url')]),
  );
  const csrfSecret = await generatedOnce(db, 'csrf_secret', async () =>
    randomBytes(32).toString('base64url'),
  );
  const captchaKey = await generatedOnce(db, 'sign_in_captcha_key', async () =>
    randomBytes(32).toString('base64url'),
  );
  return {
    signing: JSON.parse(signing) as JWK,
    cookieKeys: JSON.parse(cookieKeys) as string[],
    csrfSecret,
    captchaKey,
  };
}
