import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import {
  PRODUCT_TOKEN_KEY,
  clearProductToken,
  resetProductTokenKeys,
  resolveProductToken,
  type ProductTokenDeps,
} from './product-token';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const NOW = Date.parse('2026-11-22T12:00:00Z');
const EMAIL = 'plus@example.com';
let privateKey: CryptoKey;
let jwks: { keys: unknown[] };

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), alg: 'RS256' }] };
});

const sign = (claims: Record<string, unknown>, expSeconds = 600, key?: CryptoKey) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256' })
    .setExpirationTime(Math.floor(NOW / 1000) + expSeconds)
    .sign(key ?? privateKey);

function deps(issued: () => Promise<string | null> | string | null) {
  const calls: { path: string; headers: Record<string, string> }[] = [];
  const storage = new MemoryStorage();
  const http = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    calls.push({ path, headers: Object.fromEntries(new Headers(init?.headers)) });
    if (path.endsWith('/public-key')) return new Response(JSON.stringify(jwks), { status: 200 });
    const token = await issued();
    return token
      ? new Response(JSON.stringify({ token }), { status: 200 })
      : new Response('{}', { status: 401 });
  }) as typeof fetch;
  const d: ProductTokenDeps = { http, storage, now: () => NOW, referrer: () => 'https://site.test/racing' };
  return { d, calls, storage };
}

const member = (accessToken: string | null = 'access-1') => ({
  email: EMAIL,
  getAccessToken: async () => accessToken,
});
const tokenCalls = <T extends { path: string }>(calls: T[]) =>
  calls.filter((c) => c.path.endsWith('/racing/auth'));

beforeEach(() => resetProductTokenKeys());

describe('product token', () => {
  it('fetches with x-oauth, x-referrer and x-name, verifies it and keeps it under an sso_ key', async () => {
    const token = await sign({ name: EMAIL, hasAccess: true });
    const { d, calls, storage } = deps(() => token);
    expect(await resolveProductToken(member(), 'sporting-life', d)).toBe(token);
    expect(tokenCalls(calls)[0]?.headers).toMatchObject({
      'x-oauth': 'access-1',
      'x-referrer': 'https://site.test/racing',
      'x-name': EMAIL,
    });
    expect(PRODUCT_TOKEN_KEY.startsWith('sso_')).toBe(true);
    expect(storage.getItem(PRODUCT_TOKEN_KEY)).toBe(token);
  });

  it('reuses a stored token that is still valid for this member', async () => {
    const token = await sign({ name: EMAIL, hasAccess: true });
    const { d, calls, storage } = deps(() => null);
    storage.setItem(PRODUCT_TOKEN_KEY, token);
    expect(await resolveProductToken(member(), 'sporting-life', d)).toBe(token);
    expect(tokenCalls(calls)).toHaveLength(0);
  });

  it.each([
    ['expired', () => sign({ name: EMAIL, hasAccess: true }, -1)],
    ['for another member', () => sign({ name: 'free@example.com', hasAccess: true })],
    [
      'signed with another key',
      async () => sign({ name: EMAIL, hasAccess: true }, 600, (await generateKeyPair('RS256')).privateKey),
    ],
  ])('fetches a new one when the stored token is %s', async (_why, make) => {
    const fresh = await sign({ name: EMAIL, hasAccess: true });
    const { d, calls, storage } = deps(() => fresh);
    storage.setItem(PRODUCT_TOKEN_KEY, await make());
    expect(await resolveProductToken(member(), 'sporting-life', d)).toBe(fresh);
    expect(tokenCalls(calls)).toHaveLength(1);
  });

  it('gives no access for a token without hasAccess, a forged answer, or a rejection', async () => {
    const free = await sign({ name: EMAIL, hasAccess: false });
    expect(await resolveProductToken(member(), 'sporting-life', deps(() => free).d)).toBeNull();
    const forged = await sign(
      { name: EMAIL, hasAccess: true },
      600,
      (await generateKeyPair('RS256')).privateKey,
    );
    const forgedDeps = deps(() => forged);
    expect(await resolveProductToken(member(), 'sporting-life', forgedDeps.d)).toBeNull();
    expect(forgedDeps.storage.getItem(PRODUCT_TOKEN_KEY)).toBeNull();
    expect(await resolveProductToken(member(), 'sporting-life', deps(() => null).d)).toBeNull();
  });

  it('means no access without a member, a brand or an access token, and asks nothing', async () => {
    const { d, calls } = deps(() => 'x');
    expect(await resolveProductToken(null, 'sporting-life', d)).toBeNull();
    expect(await resolveProductToken(member(), '', d)).toBeNull();
    expect(calls).toHaveLength(0);
    expect(await resolveProductToken(member(null), 'sporting-life', d)).toBeNull();
    expect(tokenCalls(calls)).toHaveLength(0);
  });

  it('clearProductToken drops the stored token', () => {
    const storage = new MemoryStorage();
    storage.setItem(PRODUCT_TOKEN_KEY, 't');
    clearProductToken(storage);
    expect(storage.getItem(PRODUCT_TOKEN_KEY)).toBeNull();
  });
});
