import type { Page } from '@playwright/test';
import { firstRaceCardPath, violations } from './support/checks';
import { backdropColour, focusEscapes } from './support/dialog';
import {
  expect,
  fillProviderLogin,
  openAmpSignIn,
  suppressPromotionPopUp,
  test,
  untilInteractive,
  waitForSignedIn,
} from './support/site';

const idTokenClaims = (page: Page) =>
  page.evaluate(() => {
    const token = sessionStorage.getItem('oauth_id_token') ?? '';
    const payload = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(payload)) as Record<string, unknown>;
  });

/** The racing sub-menu's TF Live item, which only premium members get (spec document 2, section 6). */
async function tfLiveCount(page: Page, origin: string, count: 0 | 1) {
  await page.goto(`${origin}/racing`);
  // The session is restored (its id token verified) before the menus are judged.
  await expect(page.getByTestId('shell-member-name')).toBeVisible();
  const racing = page.getByRole('navigation', { name: 'Racing sections' });
  await expect(racing.getByRole('link').first()).toBeAttached();
  await expect(racing.locator('a[href="/racing/timeform-live"]')).toHaveCount(count);
}

/**
 * A member of its own (the site is shared by every spec, so the demo members stay as they are): registered for
 * free through the provider's registration step 1, then signed out again.
 */
async function registerMember(page: Page, origin: string) {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const member = { name: 'Paula Punter', email: `plus-${unique}@example.com`, password: 'e2e-password-1' };
  await page.context().clearCookies();
  await suppressPromotionPopUp(page);
  await openAmpSignIn(page, origin, '/');
  await page.getByRole('link', { name: 'Register for free' }).click();
  await page.getByLabel('Full name').fill(member.name);
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Create a password').fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await waitForSignedIn(page);
  // Back from the provider, the page is the server's until the start-up has run: Sign out needs React.
  await untilInteractive(page);
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.context().clearCookies();
  return member;
}

test.describe('Sporting Life Plus', () => {
  test('a member signs in from the Plus page, joins, is Plus after the session renews, and cancels', async ({
    page,
    site,
  }) => {
    const member = await registerMember(page, site.url);
    const racePath = await firstRaceCardPath(page, site.url);

    // A visitor: the price, what Plus adds, the FAQ, the test-mode statement, and a way to sign in.
    await page.goto(`${site.url}/sporting-life-plus`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sporting Life Plus' })).toBeVisible();
    await expect(page.getByTestId('plus-prices')).toContainText('£4.99 a month');
    await expect(page.getByTestId('plus-prices')).toContainText('£49.99 a year');
    await expect(page.getByTestId('plus-test-mode')).toHaveText('Test mode: no card is charged');
    await expect(page.getByTestId('plus-benefits').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('heading', { name: 'Can I cancel?' })).toBeVisible();
    expect(await violations(page, 'main')).toEqual([]);
    // /plus serves the same page.
    await page.goto(`${site.url}/plus`);
    await expect(page.getByTestId('plus-prices')).toContainText('£4.99 a month');

    // Signing in comes back to the join form.
    await page.getByRole('button', { name: 'Log in to join' }).click();
    await fillProviderLogin(page, member.email, member.password);
    await waitForSignedIn(page);
    await expect(page).toHaveURL(`${site.url}/plus/join`);
    expect(await idTokenClaims(page)).toMatchObject({ hasAccess: false, upgradable: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Join Sporting Life Plus' })).toBeVisible();
    await tfLiveCount(page, site.url, 0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Join Sporting Life Plus' })).toBeVisible();
    expect(await violations(page, 'main')).toEqual([]);

    // Errors are tied to their fields and announced; the decline number is declined with a clear message.
    await page.getByRole('button', { name: /^Join Plus for/ }).click();
    await expect(page.getByTestId('plus-join-errors')).toContainText('Enter the name on the card.');
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Annual: £49.99 a year').check();
    await page.getByLabel('Monthly: £4.99 a month').check();
    await page.getByLabel('Name on card').fill(member.name);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Join Plus for £4.99 a month' }).click();
    await expect(page.getByTestId('plus-join-errors')).toContainText('Your card was declined');
    expect(await violations(page, 'main')).toEqual([]);

    // A test card that is approved: the session renews through the provider and comes back as Plus.
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Join Plus for £4.99 a month' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Sporting Life Plus' }),
    ).toBeVisible();
    await expect(page).toHaveURL(`${site.url}/plus/welcome`);
    await expect(page.getByTestId('plus-plan')).toHaveText('Monthly, £4.99 a month');
    expect(await idTokenClaims(page)).toMatchObject({ hasAccess: true, premium: true, upgradable: false });
    expect(await violations(page, 'main')).toEqual([]);
    await tfLiveCount(page, site.url, 1);

    // Racing issues a product token with access from the renewed session: the race analysis shows.
    const race = page.waitForResponse((r) => r.url().includes('/v2/racing/race/'));
    await page.goto(`${site.url}${racePath}`);
    expect(((await (await race).json()) as { premium: boolean }[])[0]?.premium).toBe(true);
    await expect(page.getByTestId('upgrade-prompt')).toHaveCount(0);

    // The member's page: plan and a cancel button; the dialog keeps focus, Escape closes it.
    await page.goto(`${site.url}/sporting-life-plus`);
    const panel = page.getByTestId('plus-membership');
    await expect(panel).toHaveAttribute('data-state', 'active');
    const open = panel.getByRole('button', { name: 'Cancel membership' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Sporting Life Plus?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep Plus' })).toBeFocused();
    expect(await violations(page, 'main', 'dialog')).toEqual([]);
    expect(await focusEscapes(page, dialog)).toEqual([]);
    expect(await backdropColour(dialog)).not.toBe('rgba(0, 0, 0, 0)');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await open.click();
    await dialog.getByRole('button', { name: 'Cancel membership' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(panel).toHaveAttribute('data-state', 'cancelled');
    await expect(page.getByRole('status').filter({ hasText: 'Your membership is cancelled' })).toBeVisible();
    await expect(page.getByTestId('plus-cancelled')).toContainText('you keep Plus until');
    expect(await violations(page, 'main')).toEqual([]);

    // Cancelled, with paid time left: the next tokens still say Plus (access runs to the period end).
    await page.reload();
    await expect(panel).toHaveAttribute('data-state', 'cancelled');
    await tfLiveCount(page, site.url, 1);
  });

  test('an unknown Plus address shows not found', async ({ page, site }) => {
    await page.goto(`${site.url}/sporting-life-plus/no-such-page`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
