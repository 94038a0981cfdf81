import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errors, jwtVerify } from 'jose';
import { KeysUnreachable, providerKeySet } from './provider-keys';
import { JWKS_CACHE_KEY } from './storage-keys';
import { MemoryStorage, NOW, testKeys, type TestKeys } from './test-support';

/** A provider's JWKS endpoint that can be switched to failing, as an account service outage would. */
function jwksServer(body: () => unknown) {
  const state = { status: 200, hits: 0 };
  const server: Server = createServer((_request, response) => {
    state.hits++;
    response.writeHead(state.status, { 'content-type': 'application/json' });
    response.end(state.status === 200 ? JSON.stringify(body()) : '{"error":"down"}');
  });
  return new Promise<{ url: URL; state: typeof state; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/openid/v1/jwks`),
        state,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

const verify = (token: string, keys: ReturnType<typeof providerKeySet>) =>
  jwtVerify(token, keys, { currentDate: new Date(NOW) });

let signer: TestKeys;
let other: TestKeys;
let rotatedKey: TestKeys;
beforeAll(async () => {
  signer = await testKeys();
  other = await testKeys();
  rotatedKey = await testKeys('k2');
});

describe("the provider's keys across an outage", () => {
  it('verifies from the keys a page saw before when the provider answers 503, and saves them only once fetched', async () => {
    const provider = await jwksServer(() => ({ keys: [signer.jwk] }));
    try {
      const storage = new MemoryStorage();
      const token = await signer.sign({ sub: 'member-1' });
      await verify(token, providerKeySet(provider.url, storage));
      expect(provider.state.hits).toBe(1);
      expect(JSON.parse(storage.getItem(JWKS_CACHE_KEY) ?? '{}')).toMatchObject({
        jwks: { keys: [{ kid: 'k1' }] },
      });

      provider.state.status = 503;
      // The next page load: a new key set, reading what the last one kept.
      const { payload } = await verify(token, providerKeySet(provider.url, storage));
      expect(payload.sub).toBe('member-1');
    } finally {
      await provider.close();
    }
  });

  it('says unreachable, not invalid, when the provider is down and no keys were kept', async () => {
    const provider = await jwksServer(() => ({ keys: [signer.jwk] }));
    provider.state.status = 502;
    try {
      const token = await signer.sign({ sub: 'member-1' });
      await expect(verify(token, providerKeySet(provider.url, new MemoryStorage()))).rejects.toBeInstanceOf(
        KeysUnreachable,
      );
    } finally {
      await provider.close();
    }
  });

  it('refuses a token the kept keys do not verify, whether or not the provider answers', async () => {
    const provider = await jwksServer(() => ({ keys: [signer.jwk] }));
    try {
      const storage = new MemoryStorage();
      await verify(await signer.sign({ sub: 'member-1' }), providerKeySet(provider.url, storage));
      const forged = await other.sign({ sub: 'member-1' });
      provider.state.status = 503;
      await expect(verify(forged, providerKeySet(provider.url, storage))).rejects.toBeInstanceOf(
        errors.JWSSignatureVerificationFailed,
      );
      provider.state.status = 200;
      await expect(verify(forged, providerKeySet(provider.url, storage))).rejects.toBeInstanceOf(
        errors.JWSSignatureVerificationFailed,
      );
    } finally {
      await provider.close();
    }
  });

  it('a token under a key id it has not seen: unreachable while the provider is down, refused once it answers without that key', async () => {
    const provider = await jwksServer(() => ({ keys: [signer.jwk] }));
    try {
      const storage = new MemoryStorage();
      await verify(await signer.sign({ sub: 'member-1' }), providerKeySet(provider.url, storage));
      // Fetched a minute ago: past jose's 30 s cool-down, so an unknown key id asks the provider again.
      const kept = JSON.parse(storage.getItem(JWKS_CACHE_KEY) ?? '{}') as { uat: number };
      storage.setItem(JWKS_CACHE_KEY, JSON.stringify({ ...kept, uat: Date.now() - 60_000 }));
      const rotated = await rotatedKey.sign({ sub: 'member-1' });
      provider.state.status = 503;
      await expect(verify(rotated, providerKeySet(provider.url, storage))).rejects.toBeInstanceOf(
        KeysUnreachable,
      );
      provider.state.status = 200;
      await expect(verify(rotated, providerKeySet(provider.url, storage))).rejects.toBeInstanceOf(
        errors.JWKSNoMatchingKey,
      );
    } finally {
      await provider.close();
    }
  });

  it('says unreachable when the provider does not answer at all', async () => {
    const provider = await jwksServer(() => ({ keys: [signer.jwk] }));
    const { url } = provider;
    await provider.close();
    const token = await signer.sign({ sub: 'member-1' });
    await expect(verify(token, providerKeySet(url, new MemoryStorage()))).rejects.toBeInstanceOf(
      KeysUnreachable,
    );
  });
});
