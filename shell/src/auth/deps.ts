import type { JWTVerifyGetKey } from 'jose';

/** What the session needs from the outside world; tests swap these for fakes. */
export interface SessionDeps {
  storage: Storage;
  origin: string;
  now: () => number;
  http: typeof fetch;
  /** Full-page navigation (the redirect to the provider, the maintenance page). */
  assign: (url: string) => void;
  /** Whether the page runs inside the native app's web view (boot config). */
  webView: boolean;
  /** A local key set for tests; the browser uses the provider's JWKS. */
  keys?: JWTVerifyGetKey;
}

let overrides: Partial<SessionDeps> = {};

/** The browser's own objects, except where configureSession replaced one (read lazily: tests run without them). */
export function deps(): SessionDeps {
  return {
    storage: overrides.storage ?? sessionStorage,
    origin: overrides.origin ?? location.origin,
    now: overrides.now ?? (() => Date.now()),
    http: overrides.http ?? ((input, init) => fetch(input, init)),
    assign: overrides.assign ?? ((url) => location.assign(url)),
    webView: overrides.webView ?? false,
    keys: overrides.keys,
  };
}

export function configureSession(next: Partial<SessionDeps>): void {
  overrides = { ...overrides, ...next };
}
