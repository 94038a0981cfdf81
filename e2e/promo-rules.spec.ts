import type { Page } from '@playwright/test';
import { promoViolations, promos } from './support/promos';
import { expect, test } from './support/site';

/**
 * The banner display rules of spec document 1 §2 and the slider constants of §9, on the real built pages with the
 * promos config served by the promos service and switched by the promos CLI.
 */

const pageBanners = (page: Page) => page.locator('main [data-slot="promos/Banners"]');
const promoBar = (page: Page) => page.getByTestId('promo-bar');

/** Runs `body` with these promos switched on, and switches them off again whatever happens. */
async function withPromos(env: Record<string, string>, names: string[], body: () => Promise<void>) {
  for (const name of names) await promos(env, 'enable', name);
  try {
    await body();
  } finally {
    for (const name of names) await promos(env, 'disable', name);
  }
}

test.describe('banner display rules', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Royal Ascot tips carries no banner of any kind, by a direct load or through the festival menu', async ({
    page,
    site,
  }) => {
    await promos(site.env, 'royal-ascot', 'true');
    try {
      await page.goto(`${site.url}/royal-ascot`);
      await expect(page.getByRole('heading', { level: 1, name: 'Royal Ascot' })).toBeVisible();
      // A racing page: the live racing promo shows here, in the page and in the promo bar.
      await expect(pageBanners(page).locator('[data-promo="cheltenham"]')).toHaveAttribute(
        'data-kind',
        'thin',
      );
      await expect(promoBar(page).locator('[data-promo="cheltenham"]')).toBeVisible();

      // A client-side move keeps the loaded promos, so what renders for the tips page is the rule's answer.
      await page
        .getByRole('navigation', { name: 'Royal Ascot', exact: true })
        .getByRole('link', { name: 'Tips', exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Royal Ascot Tips' })).toBeVisible();
      await expect(page.locator('main [data-promo]')).toHaveCount(0);
      await expect(promoBar(page).locator('[data-promo]')).toHaveCount(0);

      await page.goto(`${site.url}/royal-ascot/racing/tips`);
      await expect(page.getByRole('heading', { level: 1, name: 'Royal Ascot Tips' })).toBeVisible();
      // The shell holds no banner space here either (it asks the same rules at page time).
      await expect(pageBanners(page)).toHaveCSS('min-height', '0px');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main [data-promo]')).toHaveCount(0);
      await expect(promoBar(page).locator('[data-promo]')).toHaveCount(0);
    } finally {
      await promos(site.env, 'royal-ascot', 'false');
    }
  });

  test('thin banners only on matching pages; the promo bar leaves racecards and fast results', async ({
    page,
    site,
  }) => {
    // Cheltenham (racing, hero) and the Premier League (football, not hero): not all hero, so thin everywhere.
    await withPromos(site.env, ['epl'], async () => {
      const thin = (name: string) => pageBanners(page).locator(`[data-promo="${name}"][data-kind="thin"]`);
      const anyOf = (name: string) => pageBanners(page).locator(`[data-promo="${name}"]`);

      await page.goto(site.url);
      await expect(thin('cheltenham')).toBeVisible();
      await expect(thin('epl')).toBeVisible();
      await expect(thin('epl').getByRole('link', { name: /every matchday/ })).toHaveAttribute(
        'href',
        '/football/fixtures-results',
      );

      await page.goto(`${site.url}/racing/racecards`);
      await expect(thin('cheltenham')).toBeVisible();
      await expect(anyOf('epl')).toHaveCount(0);
      await expect(promoBar(page).locator('[data-slot]')).toHaveCount(0);

      await page.goto(`${site.url}/racing/fast-results`);
      await expect(
        thin('cheltenham').getByRole('link', { name: 'New to Racing? Check out how you can win here.' }),
      ).toHaveAttribute('href', '/cheltenham-festival');
      await expect(anyOf('epl')).toHaveCount(0);
      await expect(promoBar(page).locator('[data-slot]')).toHaveCount(0);

      await page.goto(`${site.url}/football/fixtures-results`);
      await expect(thin('epl')).toBeVisible();
      await expect(anyOf('cheltenham')).toHaveCount(0);
      await expect(promoBar(page).locator('[data-promo="epl"]')).toHaveAttribute('data-kind', 'top-bar');
    });
  });

  test('a festival page shows its promo once, as a thin banner linking to the festival page', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/cheltenham-festival`);
    await expect(page.getByTestId('festival-countdown')).toBeVisible();
    const banner = pageBanners(page).locator('[data-promo="cheltenham"]');
    await expect(banner).toHaveAttribute('data-kind', 'thin');
    await expect(banner.getByRole('link', { name: /Tips, racecards and free bets/ })).toHaveAttribute(
      'href',
      '/cheltenham-festival',
    );
    await expect(page.locator('main [data-promo="cheltenham"]')).toHaveCount(1);

    await page
      .getByRole('navigation', { name: 'Cheltenham Festival', exact: true })
      .getByRole('link', { name: 'Tips', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cheltenham Festival Tips' })).toBeVisible();
    await expect(page.locator('main [data-promo="cheltenham"]')).toHaveCount(1);
    expect(await promoViolations(page)).toEqual([]);
  });
});
