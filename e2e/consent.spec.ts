import type { Page } from '@playwright/test';
import { seriousViolations } from './support/checks';
import { expect, test } from './support/site';

/** Local-storage keys that may be stored without consent (shell/src/consent/catalogue.ts). */
const ESSENTIAL_KEYS = ['sl-consent', 'sl_skybet_v2'];

/** What the browser really holds: the stored keys (named properties), not what the page's gate answers. */
const storedKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).sort());
const storedRecord = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('sl-consent') ?? 'null') as unknown);

async function nonEssentialCookies(page: Page) {
  return (await page.context().cookies())
    .map((c) => c.name)
    .filter((name) => name.startsWith('_ga') || name === '_gid');
}

test.describe('cookie consent', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('nothing non-essential is stored until Accept all; withdrawing on the cookies policy removes it', async ({
    page,
    site,
  }) => {
    await page.goto(site.url);
    const banner = page.getByRole('region', { name: 'Cookies on Sporting Life' });
    await banner.scrollIntoViewIfNeeded();
    await expect(banner).toBeVisible();
    // The page caches its feature configuration: the write happens (the page reads it back), yet nothing is stored.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('featureConfig')), { timeout: 15_000 })
      .not.toBeNull();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Free Bets/ })
      .click();
    await expect(page).toHaveURL(/\/free-bets$/);
    expect((await storedKeys(page)).filter((k) => !ESSENTIAL_KEYS.includes(k))).toEqual([]);
    expect(await nonEssentialCookies(page)).toEqual([]);
    // The page still behaves as if stored: the gate holds the values in memory for this page view.
    // (The free-bets remote marks the visit once it has loaded: wait for it, the page may still be loading it.)
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('freeBetsVisited')))
      .toMatch(/^\d+$/);

    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toHaveCount(0);
    expect(await storedRecord(page)).toMatchObject({
      version: 1,
      categories: { functional: true, analytics: true },
    });
    const keys = await storedKeys(page);
    expect(keys).toEqual(
      expect.arrayContaining(['sl-consent', 'sl-preferences', 'featureConfig', 'freeBetsVisited']),
    );
    const prefs = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('sl-preferences') ?? '{}'),
    );
    expect(prefs.state.cookieAccepted).toBe(true);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookies on Sporting Life' })).toHaveCount(0);

    // The footer's preference centre leads to the cookies policy and its controls.
    await page.getByTestId('site-footer').getByRole('button', { name: 'Privacy Preference Centre' }).click();
    await expect(page).toHaveURL(/\/cookies-policy$/);
    const panel = page.getByTestId('consent-panel');
    await expect(panel.getByTestId('consent-status')).toContainText('functional on, analytics on');
    await panel.getByRole('button', { name: 'Withdraw consent (essential only)' }).click();
    await expect(panel.getByRole('status')).toContainText('Consent withdrawn');
    expect(await storedKeys(page)).toEqual(['sl-consent']);
    expect(await storedRecord(page)).toMatchObject({ categories: { functional: false, analytics: false } });

    // Answered: no banner after a reload, and still nothing non-essential stored.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Cookies Policy' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies on Sporting Life' })).toHaveCount(0);
    await expect(panel.getByRole('checkbox', { name: 'Functional' })).not.toBeChecked();
    expect(await storedKeys(page)).toEqual(['sl-consent']);
  });
});

test.describe('cookie consent on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Manage choices: a dialog with labelled toggles, Escape and focus return, axe clean', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/racing`);
    const banner = page.getByRole('region', { name: 'Cookies on Sporting Life' });
    await banner.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    const manage = banner.getByRole('button', { name: 'Manage choices' });
    await manage.click();
    const dialog = page.getByRole('dialog', { name: 'Manage cookie choices' });
    await expect(dialog.getByRole('checkbox', { name: 'Essential (always on)' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Functional' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(manage).toBeFocused();

    await manage.click();
    await dialog.getByRole('checkbox', { name: 'Functional' }).check();
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await expect(banner).toHaveCount(0);
    expect(await storedRecord(page)).toMatchObject({ categories: { functional: true, analytics: false } });
    expect(await storedKeys(page)).toEqual(expect.arrayContaining(['sl-consent', 'sl-preferences']));
  });
});
