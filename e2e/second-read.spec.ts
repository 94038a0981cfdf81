import type { Request, Route } from '@playwright/test';
import { londonToday, metric, waitForCaptcha } from './support/checks';
import { DEMO_MEMBERS, expect, signIn, suppressPromotionPopUp, test, untilInteractive } from './support/site';

/**
 * Issue 13, second read: rules that were implemented but untested, seen on the real site as a visitor sees them.
 */

/** A request held by page.route until the test lets it go. */
function holdRequests() {
  const held: Route[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    held,
    release,
    hold: async (route: Route, then: (route: Route) => Promise<void>) => {
      held.push(route);
      await released;
      await then(route);
    },
  };
}

test.describe('second read: sign-in counters and client errors', () => {
  test('an expired access token is refreshed by the provider on the next authorised call, and the refresh counter reaches /metrics', async ({
    page,
    site,
  }) => {
    await signIn(page, site.url, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password);
    const sample = 'sl_auth_token_refresh_total{outcome="success"}';
    const before = await metric(page, site.url, sample);
    const oldRefreshToken = await page.evaluate(() => sessionStorage.getItem('oauth_refresh_token'));
    await page.evaluate(() => sessionStorage.setItem('oauth_expires_at', '1'));

    const refresh = page.waitForRequest(
      (r) => r.url().endsWith('/openid/v1/token') && /grant_type=refresh_token/.test(r.postData() ?? ''),
    );
    // My Stable loads the member's follows with an access token.
    await page.goto(`${site.url}/racing/my-stable`);
    expect((await (await refresh).response())?.status()).toBe(200);
    await expect(page.getByTestId('shell-member-name')).toHaveText(DEMO_MEMBERS.free.name);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('oauth_refresh_token')))
      .not.toBe(oldRefreshToken);
    await expect.poll(() => metric(page, site.url, sample)).toBeGreaterThan(before);
  });

  test('a script error on the page is reported to GET /1x1.gif with type, Cache-Bust and the agent with two stack lines, and counted', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/privacy`);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    // The error reporter is the started shell's, not the server's page's.
    await untilInteractive(page);
    const before = await metric(page, site.url, 'sl_shell_client_errors_total{type="error"}');
    const pixel = page.waitForRequest((r) => new URL(r.url()).pathname === '/1x1.gif');
    await page.evaluate(() => {
      function inner() {
        throw new Error('second-read boom');
      }
      function outer() {
        inner();
      }
      setTimeout(outer, 0);
    });
    const request = await pixel;
    expect(request.method()).toBe('GET');
    const params = new URL(request.url()).searchParams;
    expect([...params.keys()]).toEqual(['type', 'Cache-Bust', 'message']);
    expect(params.get('type')).toBe('error');
    expect(params.get('Cache-Bust')).toMatch(/^\d{13}$/);
    const agent = await page.evaluate(() => navigator.userAgent);
    const message = params.get('message') ?? '';
    expect(message.startsWith(`${agent} `)).toBe(true);
    expect(message).toContain('second-read boom');
    // The first two stack lines: the error and where it was thrown, not its caller.
    expect(message).toMatch(/Error: second-read boom \| +at inner/);
    expect(message).not.toContain('at outer');
    expect((await request.response())?.status()).toBe(200);
    await expect
      .poll(() => metric(page, site.url, 'sl_shell_client_errors_total{type="error"}'))
      .toBeGreaterThan(before);
  });

  test('a browser that gives no user agent is reported as Not Available', async ({ page, site }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => '', configurable: true }),
    );
    await page.goto(`${site.url}/privacy`);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    // The error reporter is the started shell's, not the server's page's.
    await untilInteractive(page);
    const pixel = page.waitForRequest((r) => new URL(r.url()).pathname === '/1x1.gif');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('no agent here');
      }, 0);
    });
    const message = new URL((await pixel).url()).searchParams.get('message') ?? '';
    expect(message).toMatch(/^Not Available .*no agent here/);
  });
});

test.describe('second read: forms', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a signed-in member's feedback carries the name the provider gave them", async ({ page, site }) => {
    await signIn(page, site.url, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password, '/privacy');
    await page.getByRole('button', { name: 'Send us feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await dialog.getByLabel('What is your feedback about?').selectOption('Something I like');
    await dialog.getByRole('radio', { name: '9' }).check();
    await dialog.getByLabel('Your comments').fill('Signed-in feedback');
    await waitForCaptcha(dialog);
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/shell/v1/feedback') && r.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const request = await sent;
    expect(request.postDataJSON()).toMatchObject({
      name: DEMO_MEMBERS.free.name,
      type: 'Something I like',
      score: 9,
      feedback: 'Signed-in feedback',
      current_url: `${site.url}/privacy`,
    });
    expect((await request.response())?.status()).toBe(201);
    await expect(dialog.getByRole('status')).toHaveText('Thank you for your feedback.');
  });

  test('a visitor’s feedback carries no name', async ({ page, site }) => {
    await page.goto(`${site.url}/privacy`);
    await page.getByRole('button', { name: 'Send us feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await dialog.getByLabel('What is your feedback about?').selectOption('Something else');
    await dialog.getByRole('radio', { name: '3' }).check();
    await dialog.getByLabel('Your comments').fill('Visitor feedback');
    await waitForCaptcha(dialog);
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/shell/v1/feedback') && r.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect(Object.keys((await sent).postDataJSON() as object)).not.toContain('name');
  });

  test('Escape does not close the contact form while it is sending; once sent, it does', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/privacy`);
    const opener = page.getByTestId('contact-link');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await dialog.getByLabel('Name').fill('Ada Lovelace');
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByLabel('Subject').fill('Going');
    await dialog.getByLabel('Message').fill('More going reports, please.');
    await waitForCaptcha(dialog);
    const post = holdRequests();
    await page.route(`${site.url}/`, (route) =>
      route.request().method() === 'POST' ? post.hold(route, (r) => r.continue()) : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => post.held.length).toBe(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    post.release();
    await expect(dialog.getByRole('status')).toContainText('Thank you for your message');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test.describe('second read: web view, progress bar', () => {
  test('the web-view back button shows only after in-app navigation, and goes once back on the first page', async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url}/privacy`);
    const back = page.getByRole('banner').getByRole('button', { name: 'Back' });
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    // Not in the web view: never.
    await page.getByRole('link', { name: 'Sporting Life home' }).click();
    await expect(page).toHaveURL(`${site.url}/`);
    await expect(back).toHaveCount(0);

    await page.setExtraHTTPHeaders({ 'x-app': 'ios' });
    await page.goto(`${site.url}/privacy`);
    await expect(page.locator('[data-web-view]')).toHaveAttribute('data-web-view', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    await expect(back).toHaveCount(0);
    // A link followed before hydration is a full page load, not the in-app navigation this is about.
    await untilInteractive(page);
    await page.getByRole('link', { name: 'Sporting Life home' }).click();
    await expect(page).toHaveURL(`${site.url}/`);
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(`${site.url}/privacy`);
    await expect(back).toHaveCount(0);
  });

  test('the progress bar runs while a route change loads, and a failed one stops it', async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.url}/privacy`);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    // A route change is the started shell's: before it, the link loads the next page from the server.
    await untilInteractive(page);
    // The football remote's files are held, then fail: the route change cannot complete.
    const football = holdRequests();
    await page.route(`${site.origin('football')}/**`, (route) => football.hold(route, (r) => r.abort()));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Football', exact: true })
      .click();
    await expect(page).toHaveURL(/\/football$/);
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    await expect(page.locator('[data-slot="football/FootballApp"]')).toHaveAttribute(
      'data-slot-state',
      'loading',
    );
    football.release();
    await expect(page.locator('[data-slot="football/FootballApp"]')).toHaveAttribute(
      'data-slot-state',
      'unavailable',
      { timeout: 30_000 },
    );
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('second read: polled strips and buttons on failure', () => {
  test('the football quick-links strip is hidden when its call fails', async ({ page, site }) => {
    // The strip lists the day's matches; on a quiet summer weekday there are none, so the browser's clock is set
    // to the first day ahead that has some (its timers keep running, so the strip still polls).
    let day = londonToday();
    for (let ahead = 0; ahead < 14; ahead++) {
      day = new Date(Date.parse(`${londonToday()}T12:00:00Z`) + ahead * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const links = await (await page.request.get(`${site.url}/api/football/v2/quick-links/${day}`)).json();
      if ((links as unknown[]).length > 0) break;
    }
    if (day !== londonToday()) await page.clock.setFixedTime(new Date(`${day}T12:00:00Z`));
    await page.goto(`${site.url}/football`);
    const strip = page.getByRole('navigation', { name: 'Football quick links' });
    await expect(strip).toBeVisible();

    await page.route('**/api/football/v2/quick-links/**', (route) =>
      route.fulfill({ status: 503, json: {} }),
    );
    const failed = page.waitForResponse((r) => r.url().includes('/api/football/v2/quick-links/'));
    await page.reload();
    expect((await failed).status()).toBe(503);
    await expect(page.locator('[data-slot="football/FootballQuickLinks"]')).toHaveAttribute(
      'data-slot-state',
      'loaded',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
    await expect(strip).toHaveCount(0);
  });

  test('the racing quick-links strip is hidden when its call fails', async ({ page, site }) => {
    await page.goto(`${site.url}/racing`);
    const strip = page.getByTestId('racing-quick-links');
    await expect(strip).toBeVisible();

    const calls: Request[] = [];
    await page.route('**/api/horse-racing/v2/racing/quick-links/**', (route) => {
      calls.push(route.request());
      return route.fulfill({ status: 503, json: {} });
    });
    await page.reload();
    await expect(page.locator('[data-slot="racing/RacingQuickLinks"]')).toHaveAttribute(
      'data-slot-state',
      'loaded',
    );
    // The first call and its one retry both fail.
    await expect.poll(() => calls.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await expect(strip).toHaveCount(0);
  });

  test('the next-match button shows nothing when its call fails', async ({ page, site }) => {
    await page.goto(`${site.url}/football/team/arsenal/1000`);
    await expect(page.getByTestId('next-match')).toBeVisible();

    await page.route('**/api/football/v2/team/next-match/**', (route) =>
      route.fulfill({ status: 503, json: {} }),
    );
    const failed = page.waitForResponse((r) => r.url().includes('/api/football/v2/team/next-match/'));
    await page.reload();
    expect((await failed).status()).toBe(503);
    await expect(page.getByRole('heading', { name: 'Arsenal', level: 1 })).toBeVisible();
    await expect(page.getByTestId('next-match')).toHaveCount(0);
  });
});

test.describe('second read: football empty lists and the date format', () => {
  test('a day and a competition month without matches show the spec messages', async ({ page, site }) => {
    await page.goto(`${site.url}/football/fixtures-results?date=2001-01-06`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Football fixtures and results' }),
    ).toBeVisible();
    await expect(page.getByText('There are no fixtures to show.', { exact: true })).toBeVisible();

    await page.goto(`${site.url}/football/fixtures-results/competitions/premier-league/2?month=2001-01`);
    await expect(
      page.getByText('There are no fixtures or results to show for this month.', { exact: true }),
    ).toBeVisible();
  });

  test('fast results say when they were last updated, as DD-MM-YYYY HH:mm in London time', async ({
    page,
    site,
  }) => {
    await suppressPromotionPopUp(page);
    await page.goto(`${site.url}/racing/fast-results`);
    const line = page.getByTestId('fast-results-updated');
    await expect(line).toHaveText(/^Last updated \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    const [y, m, d] = londonToday().split('-');
    await expect(line.locator('time')).toHaveText(new RegExp(`^${d}-${m}-${y} `));
  });
});
