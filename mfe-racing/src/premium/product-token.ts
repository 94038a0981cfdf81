import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

/** Kept in session storage under an sso_ key, so sign-out (which clears every oauth_ and sso_ key) drops it. */
export const PRODUCT_TOKEN_KEY = 'sso_product_token';

/** The site's brand the product token is for; without a brand there is no access (spec document 1, section 5). */
export const PRODUCT_BRAND = 'sporting-life';

const PRODUCT_TOKEN_PATH = '/api/horse-racing/v2/racing/auth';
const PRODUCT_KEY_PATH = '/api/horse-racing/v2/racing/auth/public-key';

export interface ProductTokenDeps {
  http: typeof fetch;
  storage: Storage;
  now: () => number;
  /** The page the request comes from (x-referrer). */
  referrer: () => string;
}

interface ProductTokenCheck {
  valid: boolean;
  hasAccess: boolean;
}

let publicKeys: Promise<JWTVerifyGetKey> | null = null;

/** Racing's published public key, fetched once per page. */
function productTokenKeys(http: typeof fetch): Promise<JWTVerifyGetKey> {
  publicKeys ??= http(PRODUCT_KEY_PATH)
    .then(async (response) => {
      if (!response.ok) throw new Error(`public key answered ${response.status}`);
      return createLocalJWKSet((await response.json()) as JSONWebKeySet);
    })
    .catch((error: unknown) => {
      publicKeys = null;
      throw error;
    });
  return publicKeys;
}

export function resetProductTokenKeys(): void {
  publicKeys = null;
}

/**
 * A product token is valid when its RS256 signature verifies with racing's public key, its name equals the
 * member's email and its exp is in the future (spec document 1, sections 4 and 5).
 */
async function checkProductToken(
  token: string,
  email: string,
  keys: JWTVerifyGetKey,
  nowMs: number,
): Promise<ProductTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, keys, { algorithms: ['RS256'], currentDate: new Date(nowMs) });
    const valid =
      typeof payload.name === 'string' &&
      payload.name.toLowerCase() === email.toLowerCase() &&
      typeof payload.exp === 'number' &&
      payload.exp * 1000 > nowMs;
    return { valid, hasAccess: valid && payload.hasAccess === true };
  } catch {
    return { valid: false, hasAccess: false };
  }
}

/** GET the product token with x-oauth, x-referrer and x-name; a rejection gives empty (null). */
async function fetchProductToken(
  accessToken: string,
  email: string,
  deps: ProductTokenDeps,
): Promise<string | null> {
  try {
    const response = await deps.http(PRODUCT_TOKEN_PATH, {
      headers: { 'x-oauth': accessToken, 'x-referrer': deps.referrer(), 'x-name': email },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { token?: unknown };
    return typeof body.token === 'string' ? body.token : null;
  } catch {
    return null;
  }
}

export interface MemberForToken {
  email: string;
  getAccessToken: () => Promise<string | null>;
}

/**
 * The product token to send with race data, or null for no access: missing brand or member means none. A stored
 * token is reused while valid for this member; otherwise a new one is fetched, checked and stored.
 */
export async function resolveProductToken(
  member: MemberForToken | null,
  brand: string | undefined,
  deps: ProductTokenDeps,
): Promise<string | null> {
  if (!member || !brand) return null;
  const keys = await productTokenKeys(deps.http).catch(() => null);
  if (!keys) return null;
  const stored = deps.storage.getItem(PRODUCT_TOKEN_KEY);
  if (stored) {
    const check = await checkProductToken(stored, member.email, keys, deps.now());
    if (check.valid) return check.hasAccess ? stored : null;
    deps.storage.removeItem(PRODUCT_TOKEN_KEY);
  }
  const accessToken = await member.getAccessToken();
  if (!accessToken) return null;
  const fresh = await fetchProductToken(accessToken, member.email, deps);
  if (!fresh) return null;
  const check = await checkProductToken(fresh, member.email, keys, deps.now());
  if (!check.valid) return null;
  deps.storage.setItem(PRODUCT_TOKEN_KEY, fresh);
  return check.hasAccess ? fresh : null;
}

/** A failed race data call clears the token, so the next call fetches a new one. */
export function clearProductToken(storage: Storage = sessionStorage): void {
  storage.removeItem(PRODUCT_TOKEN_KEY);
}
