import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import path from 'node:path';
import { migrate, migrationsIn, type Db, type Migration } from '@sl/server-kit';

/** The product-token key pair lives in racing's database, in its own table and migrations (./migrations). */
const productTokenMigrations: Migration[] = migrationsIn(path.join(import.meta.dirname, 'migrations'));

export interface ProductTokenKeys {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
  publicKey: CryptoKey;
}

/**
 * Racing's own RS256 key pair for product tokens: generated at first start and kept in the database, so every
 * replica signs with, and publishes, the same key. Two replicas racing at first start agree on the first insert.
 */
export async function loadProductTokenKeys(db: Db): Promise<ProductTokenKeys> {
  await migrate(db, productTokenMigrations);
  const read = () =>
    db.query<{ id: string; private_jwk: string }>(
      'SELECT id, private_jwk FROM product_token_keys ORDER BY created_at LIMIT 1',
    );
  let rows = await read();
  if (!rows[0]) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = randomBytes(8).toString('hex');
    await db.query(
      `INSERT INTO product_token_keys (id, private_jwk)
       SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM product_token_keys)`,
      [kid, JSON.stringify(await exportJWK(privateKey))],
    );
    rows = await read();
  }
  const row = rows[0];
  if (!row) throw new Error('no product token key could be kept');
  const privateJwk = JSON.parse(row.private_jwk) as JWK;
  const { kty, n, e } = privateJwk;
  const publicJwk: JWK = { kty, n, e, kid: row.id, alg: 'RS256', use: 'sig' };
  return {
    kid: row.id,
    privateKey: (await importJWK({ ...privateJwk, alg: 'RS256' }, 'RS256')) as CryptoKey,
    publicJwk,
    publicKey: (await importJWK(publicJwk, 'RS256')) as CryptoKey,
  };
}
