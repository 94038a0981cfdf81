import type { Db } from '@sl/server-kit';
import { testDatabases } from '@sl/server-kit/testing';
import { loadIdentityKeys } from './keys';
import { signInCaptcha } from './sign-in-captcha';
import {
  Browser,
  authorizeUrl,
  captchaChallengeFrom,
  csrfFrom,
  formAction,
  pkce,
  solveCaptcha,
} from './test-flow';
import { THROTTLE } from './throttle-policy';
import { startAccountForTest, type AccountApp } from './test-account';

// Many clients on one machine: the service believes the X-Forwarded-For its proxy on loopback adds, as it does
// behind the shell's gateway with TRUST_PROXY=127.0.0.1,::1. Jest gives each test file its own process.env.
process.env.TRUST_PROXY = '127.0.0.1,::1';

const form = (body: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body).toString(),
});

const hasScript = (html: string) => /<script\b/i.test(html);

describe.each(testDatabases())('sign-in captcha past the failure threshold on $label', ({ open }) => {
  let db: Db;
  let app: AccountApp;
  let base: string;
  let callback: string;

  beforeAll(async () => {
    db = await open();
    ({ app, base } = await startAccountForTest(db));
    callback = `${base}/oauth/sso`;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** A client (one forwarded address) with a login page open; each post keeps the page it got back. */
  async function loginForm(ip: string) {
    const browser = new Browser({ 'x-forwarded-for': ip });
    const first = await browser.follow(authorizeUrl(base, callback, pkce().challenge));
    const state = { page: first, html: await first.text() };
    const action = `${base}${formAction(state.html)}`;
    const csrf = csrfFrom(state.html);
    return {
      state,
      post: async (email: string, password: string, altcha?: string) => {
        const response = await browser.fetch(
          action,
          form({ csrf, email, password, ...(altcha === undefined ? {} : { altcha }) }),
        );
        state.page = response;
        state.html = response.status === 303 ? '' : await response.text();
        return response;
      },
    };
  }

  const failuresOf = async (client: string) =>
    Number(
      (
        await db.query<{ n: number | string }>(
          'SELECT count(*) AS n FROM sign_in_failures WHERE client = $1 AND NOT cleared',
          [client],
        )
      )[0]?.n,
    );

  it('keeps the page script-free below the threshold, and asks for the captcha once a client crosses it', async () => {
    expect(THROTTLE.captchaAfter).toBeLessThan(THROTTLE.clientFree);
    const client = await loginForm('203.0.113.61');
    expect(hasScript(client.state.html)).toBe(false);
    expect(client.state.html).not.toContain('altcha-widget');
    expect(client.state.page.headers.get('content-security-policy')).not.toContain('script-src');

    for (let i = 1; i < THROTTLE.captchaAfter; i++) {
      expect((await client.post(`nobody-${i}@example.com`, 'wrong-password-1')).status).toBe(401);
      expect(hasScript(client.state.html)).toBe(false);
      expect(client.state.page.headers.get('content-security-policy')).not.toContain('script-src');
    }
    // The failure that reaches the threshold: the page it gets back carries the widget for the next attempt.
    expect((await client.post('nobody-last@example.com', 'wrong-password-1')).status).toBe(401);
    const { html } = client.state;
    expect(html).toContain('<altcha-widget name="altcha" auto="onload" challenge="');
    expect(html).toContain('<script type="module" src="/openid/captcha/sign-in.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/openid/captcha/altcha.css">');
    // Its only script is that file: nothing inline, so the policy allows scripts from this origin and no more.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="module" src="/openid/captcha/sign-in.js">',
    ]);
    const csp = client.state.page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(
      /^default-src 'none'; script-src 'self'; worker-src 'self'; style-src 'self' 'nonce-/,
    );
    expect(csp).not.toMatch(/unsafe|blob:|data:|connect-src/);
    expect(JSON.parse(captchaChallengeFrom(html) ?? '{}')).toMatchObject({
      parameters: { algorithm: 'PBKDF2/SHA-256' },
    });

    // A new sign-in from the same client asks for it too; another client is not asked.
    const again = await loginForm('203.0.113.61');
    expect(again.state.html).toContain('<altcha-widget');
    const other = await loginForm('203.0.113.62');
    expect(hasScript(other.state.html)).toBe(false);
  });

  it('refuses an attempt without a good solution before the password check, and lets a solved one through once', async () => {
    const ip = '203.0.113.71';
    const client = await loginForm(ip);
    for (let i = 0; i < THROTTLE.captchaAfter; i++)
      expect((await client.post('migrated@example.com', `wrong-password-${i}`)).status).toBe(401);
    expect(await failuresOf(ip)).toBe(THROTTLE.captchaAfter);

    // No solution: refused with the page's error, even with the right password, and not counted as a failure.
    const missing = await client.post('migrated@example.com', 'migrated-member-1');
    expect(missing.status).toBe(400);
    expect(client.state.html).toContain('role="alert"');
    expect(client.state.html).toContain('Please wait for the check below to finish');
    expect(client.state.html).toContain('<altcha-widget');
    expect(await failuresOf(ip)).toBe(THROTTLE.captchaAfter);

    // Not a solution at all, and a tampered one: refused the same way.
    expect((await client.post('migrated@example.com', 'migrated-member-1', 'bm90IGpzb24=')).status).toBe(400);
    expect(client.state.html).toContain('The check below was not accepted');
    const challenge = captchaChallengeFrom(client.state.html)!;
    const tampered = JSON.parse(Buffer.from(await solveCaptcha(challenge), 'base64').toString()) as {
      solution: { counter: number };
    };
    tampered.solution.counter += 1;
    const forged = Buffer.from(JSON.stringify(tampered)).toString('base64');
    expect((await client.post('migrated@example.com', 'migrated-member-1', forged)).status).toBe(400);

    // A solved challenge reaches the password check: a wrong password is a 401 (and a failure).
    const solved = await solveCaptcha(captchaChallengeFrom(client.state.html)!);
    expect((await client.post('migrated@example.com', 'wrong-password-x', solved)).status).toBe(401);
    expect(await failuresOf(ip)).toBe(THROTTLE.captchaAfter + 1);
    // The same solution again is refused, right password or not.
    expect((await client.post('migrated@example.com', 'migrated-member-1', solved)).status).toBe(400);
    expect(client.state.html).toContain('The check below was not accepted');

    // A fresh solution with the right password signs in, and clears this client's failures at this account.
    const fresh = await solveCaptcha(captchaChallengeFrom(client.state.html)!);
    expect((await client.post('migrated@example.com', 'migrated-member-1', fresh)).status).toBe(303);
    expect(await failuresOf(ip)).toBe(0);
    const after = await loginForm(ip);
    expect(hasScript(after.state.html)).toBe(false);
  });

  it('refuses a solution to an expired challenge', async () => {
    const ip = '203.0.113.81';
    const client = await loginForm(ip);
    for (let i = 0; i < THROTTLE.captchaAfter; i++)
      expect((await client.post(`stale-${i}@example.com`, 'wrong-password-1')).status).toBe(401);
    // A challenge signed with the service's key that expired a minute ago (issued 11 minutes back).
    const { captchaKey } = await loadIdentityKeys(db);
    const past = signInCaptcha(db, captchaKey, () => new Date(Date.now() - 11 * 60_000));
    const stale = await solveCaptcha(JSON.stringify(await past.challenge()));
    expect((await client.post('free@example.com', 'free-member-1', stale)).status).toBe(400);
    expect(client.state.html).toContain('The check below was not accepted');
    // The same key's live challenge passes, so it was the expiry that refused it.
    const live = signInCaptcha(db, captchaKey);
    const good = await solveCaptcha(JSON.stringify(await live.challenge()));
    expect((await client.post('free@example.com', 'free-member-1', good)).status).toBe(303);
  });

  it('serves the widget module, its worker and its style from its own origin', async () => {
    const entry = await fetch(`${base}/openid/captcha/sign-in.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const source = await entry.text();
    expect(source).toContain("import './widget.js';");
    expect(source).toContain("new URL('./pbkdf2-worker.js', import.meta.url)");

    const widget = await fetch(`${base}/openid/captcha/widget.js`);
    expect(widget.status).toBe(200);
    expect(await widget.text()).toContain('altcha-widget');
    const worker = await fetch(`${base}/openid/captcha/pbkdf2-worker.js`);
    expect(worker.status).toBe(200);
    // The worker runs under its own response's policy: it needs nothing but WebCrypto.
    expect(worker.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(await worker.text()).toContain('crypto.subtle');
    const style = await fetch(`${base}/openid/captcha/altcha.css`);
    expect(style.status).toBe(200);
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    await style.body?.cancel();
    expect((await fetch(`${base}/openid/captcha/other.js`)).status).toBe(404);
  });
});
