import type { Db } from '@sl/server-kit';
import { testDatabases } from '@sl/server-kit/testing';
import {
  Browser,
  authorizeUrl,
  captchaChallengeFrom,
  csrfFrom,
  formAction,
  pkce,
  signIn,
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

describe.each(testDatabases())('sign-in throttling on $label', ({ open }) => {
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

  /**
   * A client (one forwarded address) with a login page open: posts go to its form with its CSRF token. Like an
   * attacker who pays for each guess, it solves the captcha whenever the page it last got asks for one (past
   * THROTTLE.captchaAfter failures), so these tests reach the delays behind it.
   */
  async function loginForm(ip: string, headers: Record<string, string> = {}) {
    const browser = new Browser({ 'x-forwarded-for': ip, ...headers });
    const page = await browser.follow(authorizeUrl(base, callback, pkce().challenge));
    let last = await page.text();
    const action = `${base}${formAction(last)}`;
    const csrf = csrfFrom(last);
    return {
      browser,
      page,
      post: async (email: string, password: string) => {
        const challenge = captchaChallengeFrom(last);
        const altcha: Record<string, string> = challenge ? { altcha: await solveCaptcha(challenge) } : {};
        const response = await browser.fetch(action, form({ csrf, email, password, ...altcha }));
        last = response.status === 303 ? '' : await response.clone().text();
        return response;
      },
    };
  }

  async function signsIn(ip: string, email: string, password: string): Promise<boolean> {
    const browser = new Browser({ 'x-forwarded-for': ip });
    const { location } = await signIn(
      browser,
      base,
      authorizeUrl(base, callback, pkce().challenge),
      email,
      password,
    );
    return Boolean(location?.searchParams.get('code'));
  }

  it('throttles one client spraying 100 emails (429 with Retry-After) while another client signs in', async () => {
    const sprayer = await loginForm('203.0.113.10');
    const statuses: number[] = [];
    let throttled: Response | undefined;
    for (let i = 0; i < 100; i++) {
      const response = await sprayer.post(`spray-${i}@example.com`, 'Password123!');
      statuses.push(response.status);
      if (response.status === 429 && !throttled) throttled = response;
      else await response.body?.cancel();
    }
    // The free allowance is answered normally; after it, attempts are refused until the growing delay has passed.
    expect(statuses.slice(0, THROTTLE.clientFree)).toEqual(Array(THROTTLE.clientFree).fill(401));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(85);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(Number(throttled?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const html = await throttled!.text();
    expect(html).toContain('role="alert"');
    expect(html).toMatch(
      /Too many failed sign-in attempts\. Please wait \d+ (second|minute)s? and try again\./,
    );

    // A loaded machine can outlast a delay within the loop above, and the right password sent just as the delay
    // ends is checked (and lets the sprayer in). One more checked failure first starts a fresh delay, 2 s or more.
    const until = Date.now() + 60_000;
    for (let last = 0; last !== 401 && Date.now() < until;) {
      const response = await sprayer.post('spray-last@example.com', 'Password123!');
      last = response.status;
      statuses.push(last);
      await response.body?.cancel();
      if (last === 429) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(statuses.at(-1)).toBe(401);
    // Refused attempts never reach the password check: the right password is refused from the sprayer too.
    expect((await sprayer.post('free@example.com', 'free-member-1')).status).toBe(429);
    // Only checked attempts are failures in the audit trail.
    const rows = await db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM sign_in_failures WHERE client = $1',
      ['203.0.113.10'],
    );
    expect(Number(rows[0]?.n)).toBe(statuses.filter((s) => s === 401).length);

    expect(await signsIn('198.51.100.20', 'free@example.com', 'free-member-1')).toBe(true);
  });

  it('does not lock a member out: others failing at their account are slowed, the member on a clean device is not', async () => {
    const victim = 'excluded@example.com';
    // Ten clients guess once each (a botnet): each first guess is checked, and the account has ten failures.
    for (let i = 1; i <= 10; i++) {
      const attacker = await loginForm(`192.0.2.${i}`);
      expect((await attacker.post(victim, `guess-${i}-wrong`)).status).toBe(401);
    }
    // An attacker that has failed is now held at this account (the account's delay has grown to tens of seconds).
    const again = await loginForm('192.0.2.1');
    const refused = await again.post(victim, 'guess-again-wrong');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(5);
    // The member, on a client with no failures, signs in at once with the right password.
    expect(await signsIn('198.51.100.30', victim, 'excluded-member-1')).toBe(true);
    // And other members are untouched by the attack on this one.
    expect(await signsIn('198.51.100.31', 'plus@example.com', 'plus-member-1')).toBe(true);
  });

  it('takes a burst of parallel posts from one client one at a time, so the burst cannot outrun the count', async () => {
    const burst = await loginForm('203.0.113.50');
    // All posted from the first page, which asks for no captcha: only those checked before the failures reach the
    // captcha threshold get an answer; the rest are refused for want of a solution (400).
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const response = await burst.post(`burst-${i}@example.com`, 'Password123!');
        await response.body?.cancel();
        return response.status;
      }),
    );
    expect(statuses.filter((s) => s === 401).length).toBe(THROTTLE.captchaAfter);
    expect(statuses.filter((s) => s === 400).length).toBe(30 - THROTTLE.captchaAfter);
  });

  it('clears a client’s failures at an account once the member signs in there, so a typo costs nothing later', async () => {
    const member = await loginForm('198.51.100.40');
    expect((await member.post('migrated@example.com', 'not-my-password')).status).toBe(401);
    expect((await member.post('migrated@example.com', 'migrated-member-1')).status).toBe(303);
    const rows = await db.query<{ cleared: boolean }>(
      'SELECT cleared FROM sign_in_failures WHERE client = $1',
      ['198.51.100.40'],
    );
    expect(rows).toEqual([{ cleared: true }]);
  });

  it('over HTTPS: the SSO hint cookie is Secure, and pages and APIs carry HSTS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const member = await loginForm('198.51.100.50', https);
    expect(member.page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const response = await member.post('free@example.com', 'free-member-1');
    expect(response.status).toBe(303);
    const hint = response.headers.getSetCookie().find((c) => c.startsWith('sl_sso_hint='));
    expect(hint).toMatch(/; Secure$/);
    const ended = await member.browser.fetch(`${base}/openid/session/end`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(ended.headers.getSetCookie().find((c) => c.startsWith('sl_sso_hint='))).toMatch(
      /Max-Age=0; Secure$/,
    );
    expect(ended.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(ended.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");

    // Over plain HTTP the cookie is not Secure (a browser would drop it) and no HSTS is sent.
    const plain = await loginForm('198.51.100.51');
    expect(plain.page.headers.get('strict-transport-security')).toBeNull();
    const plainHint = (await plain.post('free@example.com', 'free-member-1')).headers
      .getSetCookie()
      .find((c) => c.startsWith('sl_sso_hint='));
    expect(plainHint).toBeDefined();
    expect(plainHint).not.toContain('Secure');
  });
});
