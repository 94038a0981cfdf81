import { jest } from '@jest/globals';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import type { Db } from '@sl/server-kit';
import { testDatabases } from '@sl/server-kit/testing';
import { buildAccountApp } from '../app';
import {
  Browser,
  authorizeUrl,
  captchaChallengeFrom,
  csrfFrom,
  formAction,
  freePort,
  pkce,
  signIn,
  solveCaptcha,
} from './test-flow';
import { THROTTLE } from './throttle-policy';

jest.setTimeout(60_000);

type App = Awaited<ReturnType<typeof buildAccountApp>>;

async function start(db: Db, port: number): Promise<App> {
  const issuer = `http://127.0.0.1:${port}/openid`;
  const app = await buildAccountApp({
    db,
    allowedOrigins: [`http://127.0.0.1:${port}`],
    issuer,
    distDir: '/nonexistent',
  });
  app.log.level = 'silent';
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

const form = (body: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body).toString(),
});

describe.each(testDatabases())('identity provider on $label', ({ open }) => {
  let db: Db;
  let app: App;
  let base: string;
  let port: number;
  let callback: string;

  beforeAll(async () => {
    db = await open();
    port = await freePort();
    app = await start(db, port);
    base = `http://127.0.0.1:${port}`;
    callback = `${base}/oauth/sso`;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  async function codeFor(email: string, password: string, browser = new Browser()) {
    const { challenge, verifier } = pkce();
    const { location } = await signIn(
      browser,
      base,
      authorizeUrl(base, callback, challenge),
      email,
      password,
    );
    const code = location?.searchParams.get('code');
    if (!code) throw new Error(`no code: ${location?.href}`);
    return { code, verifier, browser };
  }

  const exchange = (body: Record<string, string>) => fetch(`${base}/openid/v1/token`, form(body));

  async function tokensFor(email: string, password: string) {
    const { code, verifier, browser } = await codeFor(email, password);
    const response = await exchange({
      grant_type: 'authorization_code',
      redirect_uri: callback,
      client_id: 'sl-web',
      code_verifier: verifier,
      code,
    });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as {
      access_token: string;
      id_token: string;
      refresh_token: string;
    };
    return { ...tokens, browser };
  }

  it('publishes discovery with the spec routes and JWKS under the issuer', async () => {
    const response = await fetch(`${base}/openid/.well-known/openid-configuration`);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: `${base}/openid`,
      token_endpoint: `${base}/openid/v1/token`,
      introspection_endpoint: `${base}/openid/v1/token_info`,
      jwks_uri: `${base}/openid/v1/jwks`,
      code_challenge_methods_supported: ['S256'],
      // The code flow is all the provider does: no implicit or hybrid response types are advertised.
      response_types_supported: ['code'],
    });
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    const jwks = (await (await fetch(`${base}/openid/v1/jwks`)).json()) as {
      keys: { kty: string; d?: string }[];
    };
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA' });
    expect(jwks.keys[0]?.d).toBeUndefined();
  });

  it('refuses the implicit and hybrid response types it does not advertise', async () => {
    for (const responseType of ['id_token', 'code id_token', 'token']) {
      const url = authorizeUrl(base, callback, pkce().challenge, { response_type: responseType, nonce: 'n' });
      const response = await new Browser().fetch(url);
      const location = new URL(response.headers.get('location') ?? '', base);
      // An unsupported response type is answered in the fragment or query, never with tokens.
      const answer = new URLSearchParams(location.hash.slice(1) || location.search);
      expect(answer.get('error')).toBe('unsupported_response_type');
      expect(answer.get('id_token')).toBeNull();
    }
  });

  it('serves the login page with a nonced style under a strict policy, and no script', async () => {
    const page = await new Browser().follow(authorizeUrl(base, callback, pkce().challenge));
    const html = await page.text();
    const csp = page.headers.get('content-security-policy') ?? '';
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(html).not.toContain('<script');
    expect(page.headers.get('permissions-policy')).toContain('microphone=()');
    // A second page gets a fresh nonce.
    const again = await new Browser().follow(authorizeUrl(base, callback, pkce().challenge));
    expect(again.headers.get('content-security-policy')).not.toContain(nonce);
    // Plain HTTP here: no HSTS.
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it("renders the provider's own error page under the same strict policy, its style nonced", async () => {
    const url = new URL(authorizeUrl(base, callback, pkce().challenge));
    url.searchParams.set('client_id', 'no-such-client');
    const response = await new Browser().fetch(url.href);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Sign-in problem');
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(csp).toContain("default-src 'none'");
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('refuses an authorization request without a S256 code challenge', async () => {
    const url = new URL(authorizeUrl(base, callback, 'x'));
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const response = await new Browser().fetch(url.href);
    const location = new URL(response.headers.get('location') ?? '', base);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('signs in through its login page and issues verified id tokens with the member claims and sid', async () => {
    const tokens = await tokensFor('plus@example.com', 'plus-member-1');
    const jwks = createRemoteJWKSet(new URL(`${base}/openid/v1/jwks`));
    const { payload } = await jwtVerify(tokens.id_token, jwks, {
      issuer: `${base}/openid`,
      audience: 'sl-web',
    });
    expect(payload).toMatchObject({
      email: 'plus@example.com',
      name: 'Priya Plus',
      premium: true,
      scopes: 'openid',
    });
    expect(typeof payload.sid).toBe('string');
    expect(payload.exp! - payload.iat!).toBe(45 * 60);
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('issues hasAccess (the plus product) and expires (the token expiry) in the id token, as spec doc 1 section 3 lists', async () => {
    const jwks = createRemoteJWKSet(new URL(`${base}/openid/v1/jwks`));
    const verified = async (email: string, password: string) => {
      const tokens = await tokensFor(email, password);
      const { payload } = await jwtVerify(tokens.id_token, jwks, {
        issuer: `${base}/openid`,
        audience: 'sl-web',
      });
      return { payload, tokens };
    };
    const plus = await verified('plus@example.com', 'plus-member-1');
    const free = await verified('free@example.com', 'free-member-1');
    expect(plus.payload.hasAccess).toBe(true);
    expect(free.payload.hasAccess).toBe(false);
    for (const { payload } of [plus, free]) {
      for (const claim of ['sub', 'scopes', 'email', 'exp', 'sid', 'name', 'expires', 'hasAccess'])
        expect(payload).toHaveProperty([claim]);
      // expires is the id token's own expiry, in the same epoch seconds as exp.
      expect(typeof payload.expires).toBe('number');
      expect(Math.abs((payload.expires as number) - payload.exp!)).toBeLessThanOrEqual(1);
    }

    // A refreshed id token carries them too, with the new expiry.
    const refreshed = await exchange({
      grant_type: 'refresh_token',
      client_id: 'sl-web',
      refresh_token: plus.tokens.refresh_token,
    });
    const { payload } = await jwtVerify(((await refreshed.json()) as { id_token: string }).id_token, jwks);
    expect(payload.hasAccess).toBe(true);
    expect(Math.abs((payload.expires as number) - payload.exp!)).toBeLessThanOrEqual(1);
  });

  it('refuses the code without a verifier and with a wrong verifier', async () => {
    const { code } = await codeFor('free@example.com', 'free-member-1');
    const base = { grant_type: 'authorization_code', redirect_uri: callback, client_id: 'sl-web', code };
    const missing = await exchange(base);
    expect(missing.status).toBe(400);
    const wrong = await exchange({ ...base, code_verifier: pkce().verifier });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('rotates refresh tokens: the new one works, the used one is refused', async () => {
    const tokens = await tokensFor('free@example.com', 'free-member-1');
    const refresh = (token: string) =>
      exchange({ grant_type: 'refresh_token', client_id: 'sl-web', refresh_token: token });
    const first = await refresh(tokens.refresh_token);
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as { refresh_token: string; access_token: string; id_token: string };
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect(rotated.id_token).toBeTruthy();
    const reused = await refresh(tokens.refresh_token);
    expect(reused.status).toBe(400);
  });

  it('answers exp from token_info, and inactive for a tampered token', async () => {
    const tokens = await tokensFor('free@example.com', 'free-member-1');
    const info = async (token: string) =>
      (await (
        await fetch(
          `${base}/openid/v1/token_info`,
          form({ client_id: 'sl-web', token, token_type_hint: 'access_token' }),
        )
      ).json()) as { active: boolean; exp?: number };
    const live = await info(tokens.access_token);
    expect(live.active).toBe(true);
    expect(live.exp! * 1000).toBeGreaterThan(Date.now());
    expect((await info(`${tokens.access_token}x`)).active).toBe(false);
  });

  it('refuses tampered and expired id tokens at verification', async () => {
    const tokens = await tokensFor('free@example.com', 'free-member-1');
    const jwks = createRemoteJWKSet(new URL(`${base}/openid/v1/jwks`));
    const [h, , s] = tokens.id_token.split('.');
    const claims = { ...decodeJwt(tokens.id_token), premium: true };
    const forged = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`;
    await expect(jwtVerify(forged, jwks)).rejects.toThrow();
    const later = new Date(Date.now() + 46 * 60_000);
    await expect(jwtVerify(tokens.id_token, jwks, { currentDate: later })).rejects.toThrow(/exp/);
    const userinfo = await fetch(`${base}/openid/v1/me`, {
      headers: { authorization: `Bearer ${tokens.access_token.slice(0, -2)}zz` },
    });
    expect(userinfo.status).toBe(401);
  });

  it('signs in silently with prompt=none while the provider session lives, and not after it ends', async () => {
    const { browser } = await tokensFor('free@example.com', 'free-member-1');
    const silent = await browser.follow(authorizeUrl(base, callback, pkce().challenge, { prompt: 'none' }));
    expect(new URL(silent.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy();

    const ended = await browser.fetch(`${base}/openid/session/end`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(ended.status).toBe(200);
    const after = await browser.follow(authorizeUrl(base, callback, pkce().challenge, { prompt: 'none' }));
    expect(new URL(after.headers.get('location') ?? '').searchParams.get('error')).toBe('login_required');
  });

  it('shows field errors, refuses a wrong CSRF token, and audits failures without a lockout', async () => {
    const browser = new Browser();
    const page = await browser.follow(authorizeUrl(base, callback, pkce().challenge));
    const html = await page.text();
    expect(html).toContain('<label for="field-email">Email address</label>');
    const action = `${base}${formAction(html)}`;
    const csrf = csrfFrom(html);

    const forged = await browser.fetch(
      action,
      form({ csrf: 'nope', email: 'free@example.com', password: 'x' }),
    );
    expect(forged.status).toBe(403);

    const empty = await browser.fetch(action, form({ csrf, email: 'not-an-email', password: '' }));
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain('aria-describedby="field-email-error"');
    expect(emptyHtml).toContain('Enter a valid email address');

    // Wrong passwords are recorded for the audit trail (a keyed hash, never the email), then the member signs in
    // from here with the right one (solving the captcha the failures brought in): the success clears this client's
    // failures at this account.
    const email = 'part@example.com';
    const statuses: number[] = [];
    let lastPage = '';
    for (let i = 0; i < THROTTLE.captchaAfter; i++) {
      const failed = await browser.fetch(action, form({ csrf, email, password: 'wrong-password' }));
      statuses.push(failed.status);
      lastPage = await failed.text();
    }
    expect(statuses).toEqual(Array(THROTTLE.captchaAfter).fill(401));
    const stored = await db.query<{ reason: string; cleared: boolean }>(
      'SELECT reason, cleared FROM sign_in_failures ORDER BY id',
    );
    expect(stored.map((r) => r.reason)).toEqual(Array(THROTTLE.captchaAfter).fill('wrong_password'));
    expect(JSON.stringify(stored)).not.toContain('part@');
    const altcha = await solveCaptcha(captchaChallengeFrom(lastPage) ?? '');
    const right = await browser.fetch(action, form({ csrf, email, password: 'part-member-1', altcha }));
    expect(right.status).toBe(303);
    const after = await db.query<{ cleared: boolean }>('SELECT cleared FROM sign_in_failures');
    expect(after.every((r) => r.cleared)).toBe(true);
  });

  it('registers a new member from registration step 1 and signs them in', async () => {
    const browser = new Browser();
    const { challenge } = pkce();
    const page = await browser.follow(authorizeUrl(base, callback, challenge, { screen: 'register' }));
    const html = await page.text();
    expect(html).toContain('Step 1 of 2');
    const response = await browser.fetch(
      `${base}${formAction(html)}`,
      form({
        csrf: csrfFrom(html),
        name: 'New Member',
        email: 'new@example.com',
        password: 'long-enough-pw',
      }),
    );
    expect(response.status).toBe(303);
    const after = await browser.follow(new URL(response.headers.get('location') ?? '', base).href);
    expect(new URL(after.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy();
    const stored = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM accounts WHERE email = $1',
      ['new@example.com'],
    );
    expect(stored[0]?.password_hash).toMatch(/^scrypt\$/);
  });

  it('answers single sign-on details for a live session id, and not for a wrong one', async () => {
    const tokens = await tokensFor('migrated@example.com', 'migrated-member-1');
    const { sid, sub } = decodeJwt(tokens.id_token);
    const details = async (bearer: string) =>
      (await (
        await fetch(`${base}/api/account/v2/sso/details`, { headers: { authorization: `Bearer ${bearer}` } })
      ).json()) as { validToken: boolean; DetailsJwtToken: string | null; needsRedirect: boolean };
    const good = await details(String(sid));
    expect(good.validToken).toBe(true);
    const jwks = createRemoteJWKSet(new URL(`${base}/openid/v1/jwks`));
    const { payload } = await jwtVerify(good.DetailsJwtToken!, jwks);
    expect(payload).toMatchObject({ sub, sid, email: 'migrated@example.com' });
    expect(await details('not-a-session')).toMatchObject({ validToken: false, needsRedirect: false });

    const maintenance = await tokensFor('maintenance@example.com', 'maintenance-member-1');
    expect(await details(String(decodeJwt(maintenance.id_token).sid))).toMatchObject({
      validToken: false,
      needsRedirect: true,
    });
    const none = await fetch(`${base}/api/account/v2/sso/details`);
    expect(none.status).toBe(401);
  });

  it('marks the account migrated when single sign-on succeeds, so its later tokens say so', async () => {
    const first = await tokensFor('excluded@example.com', 'excluded-member-1');
    const { sid, migrated } = decodeJwt(first.id_token);
    expect(migrated).toBe(false);
    const answer = await fetch(`${base}/api/account/v2/sso/details`, {
      headers: { authorization: `Bearer ${String(sid)}` },
    });
    expect(((await answer.json()) as { validToken: boolean }).validToken).toBe(true);
    const stored = await db.query<{ migrated: boolean }>('SELECT migrated FROM accounts WHERE email = $1', [
      'excluded@example.com',
    ]);
    expect(stored[0]?.migrated).toBe(true);
    const later = await tokensFor('excluded@example.com', 'excluded-member-1');
    expect(decodeJwt(later.id_token).migrated).toBe(true);
  });

  it('serves verifier codes whose challenge is the S256 of the verifier', async () => {
    const response = await fetch(`${base}/api/account/v1/auth/codes`);
    const { verifier, challenge } = (await response.json()) as { verifier: string; challenge: string };
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps sessions, refresh tokens and signing keys across a restart', async () => {
    const tokens = await tokensFor('free@example.com', 'free-member-1');
    const jwksBefore = await (await fetch(`${base}/openid/v1/jwks`)).text();
    await app.close();
    app = await start(db, port);
    // The client's pooled keep-alive socket died with the old server: the first call may need one retry.
    const jwksAfter = await fetch(`${base}/openid/v1/jwks`).catch(() => fetch(`${base}/openid/v1/jwks`));
    expect(await jwksAfter.text()).toBe(jwksBefore);
    const refreshed = await exchange({
      grant_type: 'refresh_token',
      client_id: 'sl-web',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const silent = await tokens.browser.follow(
      authorizeUrl(base, callback, pkce().challenge, { prompt: 'none' }),
    );
    expect(new URL(silent.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy();
  });
});
