/** Test helpers for the session: in-memory storage, a local provider key, signed tokens, a scripted fetch. */
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK, type JWTVerifyGetKey } from 'jose';

export class MemoryStorage implements Storage {
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

export const ORIGIN = 'https://site.test';
export const NOW = Date.parse('2026-11-22T12:00:00Z');

export interface TestKeys {
  keys: JWTVerifyGetKey;
  /** The public key, as a provider's JWKS lists it. */
  jwk: JWK;
  sign: (
    claims: Record<string, unknown>,
    options?: { expSeconds?: number; issuer?: string },
  ) => Promise<string>;
}

export async function testKeys(kid = 'k1'): Promise<TestKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256' };
  return {
    keys: createLocalJWKSet({ keys: [jwk] }),
    jwk,
    sign: (claims, options = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(options.issuer ?? `${ORIGIN}/openid`)
        .setAudience('sl-web')
        .setIssuedAt(Math.floor(NOW / 1000))
        .setExpirationTime(Math.floor(NOW / 1000) + (options.expSeconds ?? 2700))
        .sign(privateKey),
  };
}

export const memberClaims = {
  sub: 'member-1',
  email: 'member@example.com',
  name: 'Ada Lovelace',
  scopes: 'openid',
  sid: 'sid-1',
  premium: true,
  self_exclusion: ['bet'],
  'com.sbgcore.can_link_to': ['15'],
};

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A fetch that answers from a table of path → response factory and records every call. */
export function scriptedFetch(routes: Record<string, (init?: RequestInit) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const http = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const path = new URL(url).pathname;
    const route = routes[path];
    if (!route) return new Response(null, { status: 204 });
    return route(init);
  }) as typeof fetch;
  return { http, calls };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const formOf = (init: RequestInit | undefined) =>
  Object.fromEntries(new URLSearchParams(String(init?.body)));
