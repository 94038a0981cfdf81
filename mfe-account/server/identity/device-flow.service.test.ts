import { jest } from '@jest/globals';
import { RELEASE_CLI_CLIENT_ID, RELEASE_MANAGER_ROLE } from '@sl/contracts/release';
import type { Db } from '@sl/server-kit';
import { testDatabases } from '@sl/server-kit/testing';
import {
  Browser,
  DEVICE_GRANT,
  approveDevice,
  authorizeUrl,
  formPost,
  hiddenFields,
  openVerificationLink,
  pkce,
  pollDeviceToken,
  signIn,
  startDeviceFlow,
  submitForm,
} from './test-flow';
import { accessTokenFor } from '../subscriptions/test-tokens';
import { startAccountForTest, type AccountApp } from './test-account';

jest.setTimeout(60_000);

interface Tokens {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
}

/** The page's style nonce, and whether its policy names exactly that nonce and allows no script. */
function nonceOf(response: Response, html: string) {
  const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
  const csp = response.headers.get('content-security-policy') ?? '';
  return {
    nonce,
    policed:
      Boolean(nonce) &&
      csp.includes(`style-src 'nonce-${nonce}'`) &&
      csp.includes("default-src 'none'") &&
      csp.includes("frame-ancestors 'none'") &&
      !csp.includes('script-src') &&
      !html.includes('<script'),
  };
}

describe.each(testDatabases())('device flow for the release tool on $label', ({ open }) => {
  let db: Db;
  let app: AccountApp;
  let base: string;

  beforeAll(async () => {
    db = await open();
    ({ app, base } = await startAccountForTest(db));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const userinfo = async (accessToken: string) => {
    const response = await fetch(`${base}/openid/v1/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { sub: string; email: string; roles?: unknown };
  };

  /** The release tool's whole sign-in, approved in a browser by the person with this email. */
  async function deviceTokens(email: string, password: string): Promise<Tokens> {
    const device = await startDeviceFlow(base);
    const done = await approveDevice(new Browser(), base, device.verification_uri_complete, email, password);
    expect(done.status).toBe(200);
    const response = await pollDeviceToken(base, device.device_code);
    expect(response.status).toBe(200);
    return (await response.json()) as Tokens;
  }

  it('lists the device authorization endpoint and grant in discovery', async () => {
    const discovery = (await (await fetch(`${base}/openid/.well-known/openid-configuration`)).json()) as {
      device_authorization_endpoint?: string;
      grant_types_supported?: string[];
    };
    expect(discovery.device_authorization_endpoint).toBe(`${base}/openid/v1/device/auth`);
    expect(discovery.grant_types_supported).toContain(DEVICE_GRANT);
  });

  it('signs a release manager in the release tool: pending, approved, tokens with the role, refresh', async () => {
    const device = await startDeviceFlow(base);
    expect(device.verification_uri).toBe(`${base}/openid/v1/device`);
    expect(device.user_code).toMatch(/^[B-DF-HJ-NP-TV-XZ]{4}-[B-DF-HJ-NP-TV-XZ]{4}$/);
    expect(device.expires_in).toBeGreaterThan(500);

    const pending = await pollDeviceToken(base, device.device_code);
    expect(pending.status).toBe(400);
    expect(((await pending.json()) as { error: string }).error).toBe('authorization_pending');

    const browser = new Browser();
    const confirm = await openVerificationLink(browser, base, device.verification_uri_complete);
    expect(confirm.status).toBe(200);
    const confirmHtml = await confirm.text();
    expect(confirmHtml).toContain('Sign in the release tool');
    expect(confirmHtml).toContain('<strong>the release tool</strong>');
    expect(confirmHtml).toContain(`<p class="user-code">${device.user_code}</p>`);
    expect(confirmHtml).toContain('<button type="submit">Continue</button>');
    expect(confirmHtml).toContain(
      '<button type="submit" name="abort" value="yes" class="secondary">Cancel</button>',
    );
    expect(nonceOf(confirm, confirmHtml).policed).toBe(true);
    expect(hiddenFields(confirmHtml)).toMatchObject({ user_code: device.user_code, confirm: 'yes' });
    expect(confirmHtml).toContain('You will log in next.');

    // Continue leads to the provider's own login page; logging in there ends the flow on the success page.
    const continued = await submitForm(browser, base, confirmHtml);
    expect(continued.status).toBe(303);
    const loginPage = await browser.follow(new URL(continued.headers.get('location') ?? '', base).href);
    const loginHtml = await loginPage.text();
    expect(loginHtml).toContain('Log in to Sporting Life');
    expect(await (await pollDeviceToken(base, device.device_code)).json()).toMatchObject({
      error: 'authorization_pending',
    });
    const loggedIn = await submitForm(browser, base, loginHtml, {
      email: 'release@example.com',
      password: 'release-manager-1',
    });
    expect(loggedIn.status).toBe(303);
    const success = await browser.follow(new URL(loggedIn.headers.get('location') ?? '', base).href);
    expect(success.status).toBe(200);
    const successHtml = await success.text();
    expect(successHtml).toContain('You have signed in the release tool');
    expect(nonceOf(success, successHtml).policed).toBe(true);

    const answered = await pollDeviceToken(base, device.device_code);
    expect(answered.status).toBe(200);
    const tokens = (await answered.json()) as Tokens;
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeTruthy();
    expect(await userinfo(tokens.access_token)).toMatchObject({
      email: 'release@example.com',
      roles: [RELEASE_MANAGER_ROLE],
    });

    const refreshed = await fetch(
      `${base}/openid/v1/token`,
      formPost({
        grant_type: 'refresh_token',
        client_id: RELEASE_CLI_CLIENT_ID,
        refresh_token: tokens.refresh_token ?? '',
      }),
    );
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as Tokens;
    expect(renewed.access_token).toBeTruthy();
    expect(renewed.access_token).not.toBe(tokens.access_token);
    expect(await userinfo(renewed.access_token)).toMatchObject({ roles: [RELEASE_MANAGER_ROLE] });

    // The device code answers once: a replay is refused, and revokes what it gave (the code may have leaked).
    const replay = await pollDeviceToken(base, device.device_code);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
    const revoked = await fetch(`${base}/openid/v1/me`, {
      headers: { authorization: `Bearer ${renewed.access_token}` },
    });
    expect(revoked.status).toBe(401);
  });

  it('gives a member who is not a release manager no roles', async () => {
    const tokens = await deviceTokens('free@example.com', 'free-member-1');
    const claims = await userinfo(tokens.access_token);
    expect(claims.email).toBe('free@example.com');
    expect(claims.roles).toEqual([]);
  });

  it('asks nothing more than Continue of a person already signed in to the site, naming their account', async () => {
    const browser = new Browser();
    const { location } = await signIn(
      browser,
      base,
      authorizeUrl(base, `${base}/oauth/sso`, pkce().challenge),
      'release@example.com',
      'release-manager-1',
    );
    expect(location?.searchParams.get('code')).toBeTruthy();
    const device = await startDeviceFlow(base);
    const confirm = await openVerificationLink(browser, base, device.verification_uri_complete);
    const confirmHtml = await confirm.text();
    expect(confirmHtml).toContain('You are logged in as <strong>release@example.com</strong>');
    const done = await submitForm(browser, base, confirmHtml);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You have signed in the release tool');
    const tokens = (await (await pollDeviceToken(base, device.device_code)).json()) as Tokens;
    expect(await userinfo(tokens.access_token)).toMatchObject({ roles: [RELEASE_MANAGER_ROLE] });
  });

  it("ends the release tool's session with the browser's: signing out of the site there refuses its refresh", async () => {
    const device = await startDeviceFlow(base);
    const browser = new Browser();
    const done = await approveDevice(
      browser,
      base,
      device.verification_uri_complete,
      'release@example.com',
      'release-manager-1',
    );
    expect(done.status).toBe(200);
    const tokens = (await (await pollDeviceToken(base, device.device_code)).json()) as Tokens;
    expect(tokens.id_token).toBeTruthy();
    const refresh = (token: string) =>
      fetch(
        `${base}/openid/v1/token`,
        formPost({ grant_type: 'refresh_token', client_id: RELEASE_CLI_CLIENT_ID, refresh_token: token }),
      );
    const first = await refresh(tokens.refresh_token ?? '');
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as Tokens;
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);

    const ended = await browser.fetch(`${base}/openid/session/end`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(ended.status).toBe(200);
    const after = await refresh(rotated.refresh_token ?? '');
    expect(after.status).toBe(400);
    expect(((await after.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('ends the flow with access_denied when the person cancels', async () => {
    const device = await startDeviceFlow(base);
    const browser = new Browser();
    const confirm = await openVerificationLink(browser, base, device.verification_uri_complete);
    const cancelled = await submitForm(browser, base, await confirm.text(), { abort: 'yes' });
    const html = await cancelled.text();
    expect(html).toContain('You cancelled, so the release tool is not signed in.');
    expect(nonceOf(cancelled, html).policed).toBe(true);
    const answer = await pollDeviceToken(base, device.device_code);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toBe('access_denied');
  });

  it('serves the code page with a labelled field under a nonce policy, and escapes a refused code', async () => {
    const browser = new Browser();
    const page = await browser.fetch(`${base}/openid/v1/device`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Sign in the release tool</h1>');
    expect(html).toContain('<label for="field-user_code">Code from the release tool</label>');
    expect(html).toMatch(/<input id="field-user_code" name="user_code" type="text"/);
    expect(hiddenFields(html).xsrf).toBeTruthy();
    expect(html).not.toContain('onfocus');
    const { nonce, policed } = nonceOf(page, html);
    expect(policed).toBe(true);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cache-control')).toContain('no-store');
    const again = await browser.fetch(`${base}/openid/v1/device`);
    expect(again.headers.get('content-security-policy')).not.toContain(nonce);

    const unknown = await submitForm(browser, base, await again.text(), {
      user_code: '"><script>alert(1)</script>',
    });
    expect(unknown.status).toBe(400);
    const refused = await unknown.text();
    expect(refused).toContain('That code is not right');
    expect(refused).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(refused).not.toContain('<script>');
    expect(nonceOf(unknown, refused).policed).toBe(true);
  });

  it('refuses a code post with a wrong form token, or without the session cookie, on a page and not with a 500', async () => {
    const device = await startDeviceFlow(base);
    const browser = new Browser();
    await browser.fetch(`${base}/openid/v1/device`);
    const forged = await browser.fetch(
      `${base}/openid/v1/device`,
      formPost({ xsrf: 'forged', user_code: device.user_code }),
    );
    expect(forged.status).toBe(400);
    const forgedHtml = await forged.text();
    expect(forgedHtml).toContain('Something went wrong. Please start again in the release tool.');
    expect(forgedHtml).not.toContain('class="user-code"');
    expect(nonceOf(forged, forgedHtml).policed).toBe(true);

    // A cross-site post carries no session cookie (SameSite=Lax).
    const cookieless = await fetch(
      `${base}/openid/v1/device`,
      formPost({ xsrf: 'forged', user_code: device.user_code }),
    );
    expect(cookieless.status).toBe(400);
    const cookielessHtml = await cookieless.text();
    expect(cookielessHtml).toContain('did not send its cookie back');
    expect(nonceOf(cookieless, cookielessHtml).policed).toBe(true);

    // Neither touched the code: the person can still approve it.
    const done = await approveDevice(
      new Browser(),
      base,
      device.verification_uri_complete,
      'release@example.com',
      'release-manager-1',
    );
    expect(done.status).toBe(200);
    expect((await pollDeviceToken(base, device.device_code)).status).toBe(200);
  });

  it("also gives the role to the web client's userinfo (the site session's token), and none to a member", async () => {
    const web = async (email: string, password: string) =>
      userinfo(await accessTokenFor(base, email, password));
    expect(await web('release@example.com', 'release-manager-1')).toMatchObject({
      roles: [RELEASE_MANAGER_ROLE],
    });
    expect((await web('plus@example.com', 'plus-member-1')).roles).toEqual([]);
  });

  it('will not let the web client start a device flow', async () => {
    const response = await fetch(
      `${base}/openid/v1/device/auth`,
      formPost({ client_id: 'sl-web', scope: 'openid' }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error_description: string }).error_description).toContain(
      'not allowed for this client',
    );
  });
});
