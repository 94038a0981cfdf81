import { authStore } from '@sl/contracts';
import { hydrateSession, signOut } from './session';

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

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: Record<string, unknown>) => `${b64({ alg: 'RS256' })}.${b64(claims)}.signature`;
const NOW = Date.parse('2026-11-22T12:00:00Z');
const future = NOW / 1000 + 600;

describe('session hydration', () => {
  beforeEach(() => authStore.getState().reset());

  it('restores a stored session with a valid payload', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      'oauth_id_token',
      token({ sub: 'u1', scopes: 'openid', email: 'a@example.com', exp: future, name: 'Ada' }),
    );
    hydrateSession(storage, NOW);
    expect(authStore.getState()).toMatchObject({
      loggedIn: true,
      user: { sub: 'u1', email: 'a@example.com', name: 'Ada' },
    });
  });

  it.each([
    ['expired', token({ sub: 'u1', scopes: 'openid', email: 'a@example.com', exp: NOW / 1000 - 1 })],
    ['missing scopes', token({ sub: 'u1', email: 'a@example.com', exp: future })],
    ['not three parts', 'abc.def'],
    ['not JSON', 'a.b.c'],
  ])('clears every oauth_ and sso_ key for a token that is %s', (_why, idToken) => {
    const storage = new MemoryStorage();
    storage.setItem('oauth_id_token', idToken);
    storage.setItem('oauth_refresh_token', 'r');
    storage.setItem('sso_migrated', 'true');
    storage.setItem('theme', 'keep me');
    hydrateSession(storage, NOW);
    expect(authStore.getState().loggedIn).toBe(false);
    expect([
      storage.getItem('oauth_id_token'),
      storage.getItem('oauth_refresh_token'),
      storage.getItem('sso_migrated'),
    ]).toEqual([null, null, null]);
    expect(storage.getItem('theme')).toBe('keep me');
  });

  it('signs out by clearing storage and resetting the shared store', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      'oauth_id_token',
      token({ sub: 'u1', scopes: 'openid', email: 'a@example.com', exp: future }),
    );
    hydrateSession(storage, NOW);
    signOut(storage);
    expect(storage.length).toBe(0);
    expect(authStore.getState().loggedIn).toBe(false);
  });
});
