import { promos } from './support/promos';
import { seriousViolations, waitForCaptcha } from './support/checks';
import { focusEscapes } from './support/dialog';
import { DEMO_MEMBERS, expect, seedSession, signIn, test } from './support/site';

test.describe('site shell on desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the menu, its sub-navigation and section pages', async ({ page, site }) => {
    await page.goto(site.url);
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Racing', 'Football', 'Greyhounds', 'Sports', 'Tips Centre', 'Cheltenham']) {
      await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Free Bets carries the new-updates dot until it is visited.
    const freeBets = main.getByRole('link', { name: /^Free Bets/ });
    await expect(freeBets.getByTestId('free-bets-dot')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Royal Ascot' })).toHaveCount(0);

    await main.getByRole('link', { name: 'Greyhounds', exact: true }).click();
    await expect(page).toHaveURL(/\/greyhounds\/racecards$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Greyhound Racecards' })).toBeVisible();
    await expect(page).toHaveTitle('Racecards | Greyhounds | Sporting Life');
    const sub = page.getByTestId('sub-nav');
    await sub.getByRole('link', { name: 'Fast Results' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Greyhound Fast Results' })).toBeVisible();

    await main.getByRole('link', { name: 'Sports', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    await page.getByTestId('sub-nav').getByRole('link', { name: 'Darts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Darts' })).toBeVisible();
    await expect(page).toHaveTitle('Darts | Sporting Life');

    // The Free Bets menu is built from the promos service's entries and ends with Back to Main Site.
    await freeBets.click();
    await expect(page).toHaveURL(/\/free-bets$/);
    await expect(main.getByTestId('free-bets-dot')).toHaveCount(0);
    await expect(page.getByTestId('sub-nav').getByRole('link', { name: 'Back to Main Site' })).toBeVisible();

    // Top bar links land on real pages.
    await expect(page.getByTestId('top-bar').getByRole('link', { name: 'Racecards' })).toHaveAttribute(
      'href',
      '/racing/racecards',
    );
  });

  test('register opens the promo dropdown, dims the content and locks scrolling', async ({ page, site }) => {
    await page.goto(site.url);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Register' }).click();
    const dropdown = page.getByTestId('register-dropdown');
    await expect(dropdown).toContainText('£20');
    await expect(dropdown).toContainText('5p stake');
    await expect(dropdown).toContainText('18+');
    await expect(page.locator('#main')).toHaveCSS('opacity', '0.5');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dropdown).toHaveCount(0);
    await expect(page.locator('#main')).toHaveCSS('opacity', '1');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('unknown paths answer 404 with a real not-found page', async ({ page, site }) => {
    const response = await page.goto(`${site.url}/no-such-page/at-all`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Sporting Life');
    const known = await page.goto(`${site.url}/privacy`);
    expect(known?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  });

  test('the theme follows the festival', async ({ page, site }) => {
    await page.goto(`${site.url}/cheltenham-festival`);
    await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'cheltenham');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Back to Main Site' }),
    ).toBeVisible();
    await page.goto(`${site.url}/grand-national`);
    await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'grand-national');
    await page.goto(`${site.url}/royal-ascot`);
    await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'default');
    await page.getByRole('banner').getByRole('link', { name: 'Sporting Life home' }).click();
    await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'default');

    // With the Royal Ascot microsite switched on (by the promos CLI: the server renders with the real setting),
    // its pages turn blue and its menu appears.
    await promos(site.env, 'royal-ascot', 'true');
    try {
      await page.goto(`${site.url}/royal-ascot/racing/tips`);
      await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'royal-ascot');
      await page.goto(site.url);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Royal Ascot' }),
      ).toBeVisible();
    } finally {
      await promos(site.env, 'royal-ascot', 'false');
    }
  });

  test('feedback form end to end: captcha solved in the browser, stored, thanked', async ({ page, site }) => {
    await page.goto(site.url);
    await page.getByRole('button', { name: 'Send us feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    const options = await dialog
      .getByLabel('What is your feedback about?')
      .locator('option')
      .allTextContents();
    expect(options.slice(1)).toEqual([
      'Something I like',
      'Something I think could be better',
      'I have a technical issue',
      'Something else',
    ]);
    await dialog.getByLabel('What is your feedback about?').selectOption('I have a technical issue');
    await dialog.getByRole('radio', { name: '7' }).check();
    await dialog.getByLabel('Your comments').fill('The racecards are great on my phone.');
    await waitForCaptcha(dialog);
    const stored = page.waitForResponse((r) => r.url().endsWith('/api/shell/v1/feedback'));
    await submit.click();
    expect((await stored).status()).toBe(201);
    await expect(dialog.getByRole('status')).toHaveText('Thank you for your feedback.');
    await expect(dialog.getByRole('button', { name: /Sent/ })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a failed feedback send shows the spec message', async ({ page, site }) => {
    await page.route('**/api/shell/v1/feedback', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto(site.url);
    await page.getByRole('button', { name: 'Send us feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await dialog.getByLabel('What is your feedback about?').selectOption('Something else');
    await dialog.getByRole('radio', { name: '0', exact: true }).check();
    await dialog.getByLabel('Your comments').fill('Test');
    await waitForCaptcha(dialog);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      "We're sorry, but there has been an error and your feedback could not be sent. Please try again.",
    );
  });

  test('the empty-named footer link opens the contact form; it sends, and Escape closes it', async ({
    page,
    site,
  }) => {
    await page.goto(site.url);
    const opener = page.getByTestId('contact-link');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    expect(await focusEscapes(page, dialog)).toEqual([]);
    await dialog.getByLabel('Name').fill('Ada Lovelace');
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByLabel('Subject').fill('Racecards');
    await dialog.getByLabel('Message').fill('Could you add more going reports?');
    await waitForCaptcha(dialog);
    const stored = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/' && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await stored).status()).toBe(201);
    await expect(dialog.getByRole('status')).toContainText('Thank you for your message');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('the footer: groups, auth buttons and slogan, featured link hidden on its own page, axe clean', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/grand-national`);
    const footer = page.getByTestId('site-footer');
    for (const title of ['Featured Events', 'About Us', 'Help', 'Betting & Free Bets', 'Tips']) {
      await expect(footer.getByRole('heading', { name: title })).toBeVisible();
    }
    const featured = page.getByTestId('footer-group-featured-events');
    await expect(featured.getByRole('link', { name: 'Grand National' })).toHaveCount(0);
    await expect(featured.getByRole('link', { name: 'Cheltenham Festival' })).toBeVisible();
    await expect(footer).toContainText('© Sporting Life 2024');
    await expect(footer.getByTestId('footer-slogan')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Register for free' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Privacy Preference Centre' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'GamCare' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await seedSession(page, site.url, 'Ada Lovelace');
    await page.goto(site.url);
    await expect(footer.getByRole('link', { name: 'Log Out' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'My Area' })).toBeVisible();
    await expect(footer.getByTestId('footer-slogan')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(page.getByTestId('top-bar').getByLabel('plus')).toBeVisible();
  });

  test('in the app web view the footer is hidden and the page sends bridge clicks', async ({
    page,
    site,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-app': 'ios' });
    await page.goto(`${site.url}/privacy`);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await expect(page.locator('[data-web-view]')).toHaveAttribute('data-web-view', 'true');
  });

  test('widgets render without site chrome', async ({ page, site }) => {
    await page.goto(`${site.url}/widgets/racing/RacingQuickLinks`);
    await expect(page.locator('[data-slot="racing/RacingQuickLinks"]')).toBeAttached();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
  });
});

test.describe('a self-excluded member', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('loses betting, odds and free-bets items in every menu, the top bar and the footer', async ({
    page,
    site,
  }) => {
    const main = page.getByRole('navigation', { name: 'Main' });
    const footer = page.getByTestId('site-footer');
    const signposts = page.getByRole('navigation', { name: 'Event sign-posting' });
    // A visitor sees every one of them, so the member's check below can fail.
    await page.goto(`${site.url}/football`);
    await expect(main.getByRole('link', { name: /^Free Bets/ })).toBeVisible();
    await expect(page.getByTestId('sub-nav').getByRole('link', { name: 'Latest Odds' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Betting Guides' })).toBeVisible();
    await expect(signposts.getByRole('link', { name: 'Free Bets' })).toBeVisible();

    const { email, password } = DEMO_MEMBERS.excluded;
    await signIn(page, site.url, email, password, '/football');
    await expect(page.getByTestId('shell-member-name')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Racing', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Free Bets/ })).toHaveCount(0);
    await expect(page.getByTestId('sub-nav').getByRole('link', { name: 'Fixtures & Results' })).toBeVisible();
    await expect(page.getByTestId('sub-nav').getByRole('link', { name: 'Latest Odds' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Betting Guides' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Free Bets' })).toHaveCount(0);
    await expect(signposts.getByRole('link', { name: 'Cheltenham' })).toBeVisible();
    await expect(signposts.getByRole('link', { name: 'Free Bets' })).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu.getByRole('link', { name: 'Racing' }).first()).toBeVisible();
    await expect(menu.getByRole('link', { name: /Free Bets/ })).toHaveCount(0);
  });
});

test.describe('feature flags', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a release manager switches customisable navigation off and new visitors get the short list', async ({
    browser,
    site,
    releaseSession,
  }) => {
    const flag = (enabled: boolean) =>
      fetch(`${site.url}/admin/features/customisableNavigation`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${releaseSession.accessToken()}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ enabled, reason: 'e2e: the short list' }),
      });
    const quickList = async () => {
      // A fresh context: nothing cached, as a new visitor.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      await page.goto(site.url);
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByTestId('mobile-menu');
      await expect(menu.getByRole('heading', { name: 'Quick links' })).toBeVisible();
      const texts = await menu.locator('ul').first().getByRole('link').allTextContents();
      await context.close();
      return texts;
    };
    expect(await quickList()).toContain('Dogs');
    expect((await flag(false)).status).toBe(200);
    try {
      await expect.poll(quickList, { timeout: 20_000 }).not.toContain('Dogs');
      expect((await quickList()).join(' ')).toMatch(/Cheltenham/);
    } finally {
      expect((await flag(true)).status).toBe(200);
    }
  });
});

test.describe('site shell on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('burger menu locks scrolling, navigates and closes; icon navigation on the home page', async ({
    page,
    site,
  }) => {
    await page.goto(site.url);
    await expect(page.getByTestId('mobile-icon-nav')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    // Racecards is hidden on mobile for logged-out visitors.
    await expect(page.getByTestId('top-bar-racecards')).toBeHidden();

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    expect(await menu.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('470px');
    await menu.getByRole('button', { name: 'Tips Centre' }).click();
    await menu.getByRole('link', { name: 'Tipping Records' }).click();
    await expect(page).toHaveURL(/\/tips\/tipping-records$/);
    await expect(menu).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(page.getByRole('heading', { level: 1, name: 'Tipping Records' })).toBeVisible();
    await expect(page.getByTestId('mobile-icon-nav')).toHaveCount(0);
  });

  test('an AMP page opens its sidebar menu as a dialog and closes it with Escape', async ({ page, site }) => {
    await page.goto(`${site.url}/amp/racing/news`);
    const menuButton = page.getByTestId('amp-page').getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const sidebar = page.getByRole('dialog', { name: 'Sporting Life' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/amp/?returnUri=%2Famp%2Fracing%2Fnews',
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(await focusEscapes(page, sidebar)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sidebar).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Football' }).click();
    await expect(page).toHaveURL(/\/football$/);
  });

  test('footer groups collapse, featured events open first, social slider wraps', async ({ page, site }) => {
    await page.goto(`${site.url}/privacy`);
    const featured = page.getByRole('button', { name: 'Featured Events' });
    const about = page.getByRole('button', { name: 'About Us' });
    await expect(featured).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'About Sporting Life' })).toBeHidden();
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'About Sporting Life' })).toBeVisible();
    await featured.click();
    await expect(page.getByRole('link', { name: 'Cheltenham Festival' })).toBeHidden();

    const brands = page.getByTestId('social-brand');
    const current = () => page.locator('[data-testid="social-brand"][data-current="true"] h3').textContent();
    expect(await current()).toBe('Sporting Life');
    await expect(brands.nth(1)).toBeHidden();
    const next = page.getByRole('button', { name: 'Next brand' });
    await next.click();
    expect(await current()).toBe('Sporting Life Racing');
    await next.click();
    await next.click();
    expect(await current()).toBe('Sporting Life');
    await page.getByRole('button', { name: 'Previous brand' }).click();
    expect(await current()).toBe('Sporting Life Football');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
