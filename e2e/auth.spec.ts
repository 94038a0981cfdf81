import type { Page } from '@playwright/test';
import { axe, firstRaceCardPath, metricsText, openForm } from './support/checks';
import {
  DEMO_MEMBERS,
  expect,
  fillProviderLogin,
  openAmpSignIn,
  signIn,
  suppressPromotionPopUp,
  test,
  untilInteractive,
  waitForSignedIn,
} from './support/site';

const authKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('oauth_') || key.startsWith('sso_')),
  );

const decodePayload = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

async function forgedToken(claims: Record<string, unknown>): Promise<string> {
  const { SignJWT, generateKeyPair } = await import('jose');
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256' })
    .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
    .sign(privateKey);
}

test.describe('sign-in and paid access', () => {
  test('a tap on Sign in while the page is still starting is not lost: it goes through once React listens', async ({
    page,
    site,
  }) => {
    await page.context().clearCookies();
    // The shell's own chunks are held back: the server's page is on screen, main.js has run, nothing is hydrated.
    let letThrough: () => void = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    let heldChunks = 0;
    await page.route(/\/assets\/\d+\.[0-9a-f]+\.js$/, async (route) => {
      heldChunks += 1;
      await held;
      await route.continue();
    });
    await page.goto(`${site.url}/racing`, { waitUntil: 'commit' });
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    await expect.poll(() => heldChunks).toBeGreaterThan(0);
    await signIn.click();
    // Nothing can have happened yet: the page has no handler for the button.
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/racing');
    letThrough();
    await expect(page.getByRole('heading', { name: 'Log in to Sporting Life' })).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/openid\/interaction\//);
  });

  test("signs in through the provider's pages, back to the page it began on, and a reload keeps the session", async ({
    page,
    site,
  }) => {
    await page.context().clearCookies();
    await page.goto(`${site.url}/racing`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Log in to Sporting Life' })).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/openid\/interaction\//);
    const login = await axe(page).analyze();
    expect(login.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await fillProviderLogin(page, DEMO_MEMBERS.plus.email, 'wrong-password');
    await expect(page.getByRole('alert')).toContainText('The email address or password is not right');
    await fillProviderLogin(page, DEMO_MEMBERS.plus.email, DEMO_MEMBERS.plus.password);
    await waitForSignedIn(page);
    expect(new URL(page.url()).pathname).toBe('/racing');
    await expect(page.getByTestId('shell-member-name')).toHaveText(DEMO_MEMBERS.plus.name);
    const keys = await authKeys(page);
    expect(keys).toEqual(
      expect.arrayContaining(['oauth_access_token', 'oauth_id_token', 'oauth_refresh_token']),
    );

    await page.reload();
    await expect(page.getByTestId('shell-member-name')).toHaveText(DEMO_MEMBERS.plus.name);
    await page.goto(`${site.url}/account`);
    await expect(page.getByTestId('account-email')).toHaveText(DEMO_MEMBERS.plus.email);
    await expect(page.getByTestId('account-membership')).toHaveText('Sporting Life Plus');
  });

  test('a tampered id token in storage is not trusted', async ({ page, site }) => {
    await signIn(page, site.url, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password);
    await page.evaluate(() => {
      const [h, p, s] = (sessionStorage.getItem('oauth_id_token') ?? '').split('.');
      const claims = JSON.parse(atob((p ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<
        string,
        unknown
      >;
      const forged = btoa(JSON.stringify({ ...claims, name: 'Mallory', premium: true }))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      sessionStorage.setItem('oauth_id_token', `${h}.${forged}.${s}`);
      sessionStorage.setItem('oauth_silent_checked', 'true');
    });
    await page.reload();
    // The server's page shows Sign in before any script runs: the token is checked once the shell has started.
    await untilInteractive(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Mallory')).toHaveCount(0);
    expect(await authKeys(page)).toEqual([]);
  });

  test('a new tab signs in silently while the provider session lives; sign out clears storage and ends it', async ({
    page,
    site,
  }) => {
    await signIn(page, site.url, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password, '/football');
    const tab = await page.context().newPage();
    await tab.goto(`${site.url}/racing`);
    await waitForSignedIn(tab);
    await expect(tab.getByTestId('shell-member-name')).toHaveText(DEMO_MEMBERS.free.name);
    expect(new URL(tab.url()).pathname).toBe('/racing');
    expect(await tab.evaluate(() => sessionStorage.getItem('oauth_silent_checked'))).toBe('true');

    await tab.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(tab.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await authKeys(tab)).toEqual([]);
    await tab.waitForFunction(() => !document.cookie.includes('sl_sso_hint=1'));

    // The provider session is gone: signing in again asks for the password.
    await tab.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(tab.getByRole('heading', { name: 'Log in to Sporting Life' })).toBeVisible();
    await tab.close();
  });

  test('off-site return paths are refused: sign-in lands on the home page', async ({ page, site }) => {
    await suppressPromotionPopUp(page);
    for (const target of ['https://evil.example/steal', '//evil.example/steal', '%2F%2Fevil.example']) {
      await page.context().clearCookies();
      await openAmpSignIn(page, site.url, target);
      await fillProviderLogin(page, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password);
      await waitForSignedIn(page);
      expect(page.url()).toBe(`${site.url}/`);
      await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    }
  });

  test('a plus member sees the premium race card and a free member does not', async ({ page, site }) => {
    const racePath = await firstRaceCardPath(page, site.url);
    await signIn(page, site.url, DEMO_MEMBERS.plus.email, DEMO_MEMBERS.plus.password);
    const plusRace = page.waitForResponse((r) => r.url().includes('/v2/racing/race/'));
    await page.goto(`${site.url}${racePath}`);
    const plusResponse = await plusRace;
    expect(plusResponse.request().headers()['x-token']).toBeTruthy();
    expect(((await plusResponse.json()) as { premium: boolean }[])[0]?.premium).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('upgrade-prompt')).toHaveCount(0);
    const stored = await page.evaluate(() => sessionStorage.getItem('sso_product_token'));
    expect(decodePayload(stored ?? '')).toMatchObject({ name: DEMO_MEMBERS.plus.email, hasAccess: true });

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    expect(await page.evaluate(() => sessionStorage.getItem('sso_product_token'))).toBeNull();

    await signIn(page, site.url, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password);
    await page.goto(`${site.url}${racePath}`);
    await expect(page.getByTestId('upgrade-prompt')).toBeVisible();
  });

  test('a forged product token is refused by the browser and by the race data service', async ({
    page,
    site,
  }) => {
    const racePath = await firstRaceCardPath(page, site.url);
    const forged = await forgedToken({ name: DEMO_MEMBERS.free.email, hasAccess: true });
    const raceApi = `${site.url}/api/horse-racing/v2/racing/race/${/\/racecard\/(\d+)/.exec(racePath)![1]}`;
    const served = (await (await page.request.get(raceApi, { headers: { 'x-token': forged } })).json()) as {
      premium: boolean;
    }[];
    expect(served[0]?.premium).toBe(false);

    await signIn(page, site.url, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password);
    await page.evaluate((token) => sessionStorage.setItem('sso_product_token', token), forged);
    await page.goto(`${site.url}${racePath}`);
    await expect(page.getByTestId('upgrade-prompt')).toBeVisible();
    // The prompt is in the server's HTML already; the browser refuses the forged token once it has hydrated, and
    // asks the service for the member's own.
    const stored = () => page.evaluate(() => sessionStorage.getItem('sso_product_token'));
    await expect
      .poll(async () => {
        const now = await stored();
        return now !== null && now !== forged;
      })
      .toBe(true);
    const replaced = await stored();
    expect(replaced).not.toBe(forged);
    expect(decodePayload(replaced ?? '')).toMatchObject({ name: DEMO_MEMBERS.free.email, hasAccess: false });
  });

  test('single sign-on through the partner callback marks the member migrated', async ({ page, site }) => {
    await page.context().clearCookies();
    await page.goto(`${site.url}/oauth/skybet/loading?returnUri=%2Fracing`);
    await fillProviderLogin(page, DEMO_MEMBERS.migrated.email, DEMO_MEMBERS.migrated.password);
    await waitForSignedIn(page);
    expect(new URL(page.url()).pathname).toBe('/racing');
    expect(await page.evaluate(() => sessionStorage.getItem('sso_migrated'))).toBe('true');
    await expect(page.getByTestId('shell-member-name')).toHaveText(DEMO_MEMBERS.migrated.name);
  });

  test('a single sign-on mismatch clears the session and logs out', async ({ page, browser, site }) => {
    // A genuine details token, but for another member's session.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, site.url, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password);
    const otherDetails = await otherPage.evaluate(async () => {
      const [, payload] = (sessionStorage.getItem('oauth_id_token') ?? '').split('.');
      const { sid } = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as {
        sid: string;
      };
      const response = await fetch('/api/account/v2/sso/details', {
        headers: { Authorization: `Bearer ${sid}` },
      });
      return (await response.json()) as { validToken: boolean };
    });
    expect(otherDetails.validToken).toBe(true);
    await other.close();

    await page.route('**/api/account/v2/sso/details', (route) => route.fulfill({ json: otherDetails }));
    await page.context().clearCookies();
    await page.goto(`${site.url}/oauth/skybet/loading?returnUri=%2Fracing`);
    await fillProviderLogin(page, DEMO_MEMBERS.migrated.email, DEMO_MEMBERS.migrated.password);
    await page.waitForURL(`${site.url}/`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await authKeys(page)).toEqual(['oauth_silent_checked']);
    await page.unroute('**/api/account/v2/sso/details');
  });

  test('single sign-on told needsRedirect logs out and shows the maintenance page', async ({
    page,
    site,
  }) => {
    await page.context().clearCookies();
    await page.goto(`${site.url}/oauth/skybet/loading`);
    await fillProviderLogin(page, DEMO_MEMBERS.maintenance.email, DEMO_MEMBERS.maintenance.password);
    await page.waitForURL(/-maintenance$/);
    await expect(page.getByRole('heading', { name: 'Sign-in is under maintenance' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('the sign-in counters reach /metrics', async ({ page, site }) => {
    await signIn(page, site.url, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password);
    await expect
      .poll(() => metricsText(page, site.url))
      .toMatch(/sl_auth_token_fetch_total\{outcome="success"\} [1-9]/);
    const metrics = await metricsText(page, site.url);
    expect(metrics).toMatch(/sl_auth_authorize_redirect_total\{prompt="login"\} [1-9]/);
    expect(metrics).toMatch(/sl_auth_verifier_codes_total\{outcome="success"\} [1-9]/);
  });
});

/** Requests the page makes to refresh its tokens (grant_type refresh_token on the token endpoint). */
function recordRefreshCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (
      request.url().endsWith('/openid/v1/token') &&
      /grant_type=refresh_token/.test(request.postData() ?? '')
    )
      calls.push(request.url());
  });
  return calls;
}

/** The bookmakers a runner's price links go to, by name ("Sky Bet 5/1" is Sky Bet). */
async function bookmakerNames(page: Page, racePath: string, origin: string): Promise<string[]> {
  await page.goto(`${origin}${racePath}`);
  // The card in the HTML is the server's; a tap on it does something once racing runs in the browser.
  await expect(page.locator('main [data-slot="racing/RacingApp"]')).toHaveAttribute(
    'data-slot-state',
    'loaded',
  );
  const runner = page.locator('[data-testid="runner"][data-status="runner"]').first();
  const horse = (await runner.getByTestId('runner-name').textContent()) ?? '';
  await runner.getByRole('button', { name: `Show form for ${horse}` }).click();
  await expect(openForm(runner, horse)).toBeVisible();
  // Each link reads "{bookmaker} {price}": the bookmaker is its logo's alt text.
  const logos = runner.getByTestId('bookmaker-links').getByRole('link').getByRole('img');
  return (await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''))).sort();
}

test.describe('sign-in rules: link permissions, single sign-on, malformed tokens', () => {
  test('a member sees exactly the bookmaker links their provider-issued can_link_to ids allow', async ({
    page,
    site,
  }) => {
    const racePath = await firstRaceCardPath(page, site.url);
    const claimOf = async () =>
      decodePayload((await page.evaluate(() => sessionStorage.getItem('oauth_id_token'))) ?? '')[
        'com.sbgcore.can_link_to'
      ];

    await signIn(page, site.url, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password);
    expect(await claimOf()).toEqual(['15', '17']);
    expect(await bookmakerNames(page, racePath, site.url)).toEqual(['Sky Bet']);
    await expect(page.getByTestId('bookmaker-links-withheld').first()).toHaveText(
      '2 bookmakers are not available on your account.',
    );

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, site.url, DEMO_MEMBERS.plus.email, DEMO_MEMBERS.plus.password);
    expect(await claimOf()).toEqual(['4', '6', '15', '17']);
    expect(await bookmakerNames(page, racePath, site.url)).toEqual(['Betfair', 'Paddy Power', 'Sky Bet']);
    await expect(page.getByTestId('bookmaker-links-withheld')).toHaveCount(0);
  });

  test('ordinary sign-in runs the single sign-on details check and marks the member migrated', async ({
    page,
    site,
  }) => {
    await page.context().clearCookies();
    await suppressPromotionPopUp(page);
    const detailsFrom: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/account/v2/sso/details'))
        detailsFrom.push(new URL(request.frame().url()).pathname);
    });
    await page.goto(`${site.url}/racing`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await fillProviderLogin(page, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password);
    await waitForSignedIn(page);
    // The callback finishes single sign-on before it leaves /oauth/sso, so the call has been made by now.
    expect(detailsFrom).toEqual(['/oauth/sso']);
    expect(new URL(page.url()).pathname).toBe('/racing');
    expect(await page.evaluate(() => sessionStorage.getItem('sso_migrated'))).toBe('true');
    await expect(page.getByTestId('shell-member-name')).toHaveText(DEMO_MEMBERS.free.name);
  });

  test('ordinary sign-in whose single sign-on details say needsRedirect ends on the maintenance page, signed out', async ({
    page,
    site,
  }) => {
    await page.context().clearCookies();
    await suppressPromotionPopUp(page);
    await page.goto(`${site.url}/racing`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const callback = page.waitForURL((url) => url.pathname === '/oauth/sso');
    await fillProviderLogin(page, DEMO_MEMBERS.maintenance.email, DEMO_MEMBERS.maintenance.password);
    await callback;
    await page.waitForURL(/-maintenance$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Sign-in is under maintenance' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    const keys = await authKeys(page);
    expect(keys.filter((key) => key !== 'oauth_silent_checked')).toEqual([]);
  });

  for (const [why, corrupt] of [
    ['does not split into three parts', () => 'not-a-token.at-all'],
    ['has a payload that is not JSON', (token: string) => token.replace(/\.[^.]+\./, '.bm90IGpzb24.')],
  ] as const) {
    test(`an id token that ${why} is treated as empty: signed out, every oauth_/sso_ key gone, no refresh`, async ({
      page,
      site,
    }) => {
      await signIn(page, site.url, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password);
      expect(await authKeys(page)).toContain('oauth_refresh_token');
      const real = (await page.evaluate(() => sessionStorage.getItem('oauth_id_token'))) ?? '';
      await page.evaluate((token) => sessionStorage.setItem('oauth_id_token', token), corrupt(real));
      const refreshes = recordRefreshCalls(page);
      await page.reload();
      // The server's page shows Sign in before the browser has read the stored token: wait for the start-up.
      await untilInteractive(page);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByTestId('shell-member-name')).toHaveCount(0);
      expect(await authKeys(page)).toEqual([]);
      expect(refreshes).toEqual([]);
    });
  }
});

test.describe('a member across an account service outage', () => {
  test('stays signed in while the account service is down, says it is reconnecting, and is back without a sign-in', async ({
    page,
    site,
  }) => {
    await signIn(page, site.url, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password);
    await expect(page.getByTestId('shell-member-name')).toHaveText(DEMO_MEMBERS.free.name);
    await site.stopService('account');
    try {
      // The keys this page saw at sign-in check the token: still signed in, nothing to reconnect.
      await page.reload();
      await expect(page.getByTestId('shell-member-name')).toHaveText(DEMO_MEMBERS.free.name);
      expect(await authKeys(page)).toEqual(expect.arrayContaining(['oauth_id_token', 'oauth_refresh_token']));

      // Without kept keys nothing can check the token: it is kept, and the page says so.
      await page.evaluate(() => sessionStorage.removeItem('sl_provider_jwks'));
      await page.reload();
      await expect(page.getByTestId('reconnecting')).toContainText('Reconnecting to your account');
      expect(await authKeys(page)).toEqual(expect.arrayContaining(['oauth_id_token', 'oauth_refresh_token']));
    } finally {
      await site.startService('account');
    }
    // The shell's retries find the provider again: signed in without a reload or a sign-in.
    await expect(page.getByTestId('shell-member-name')).toHaveText(DEMO_MEMBERS.free.name, {
      timeout: 60_000,
    });
    await expect(page.getByTestId('reconnecting')).toHaveText('');
  });
});
