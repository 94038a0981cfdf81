import type { Locator, Page } from '@playwright/test';
import { promoViolations, promos } from './support/promos';
import { expect, test, untilInteractive } from './support/site';

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

/** How far a slide sits from the left edge of its slider's visible window (0 when it is the one showing). */
async function offsetInSlider(slider: Locator, promo: string): Promise<number> {
  const frame = await slider.locator('.slick-list').boundingBox();
  const slide = await slider.locator(`[data-promo="${promo}"]`).boundingBox();
  if (!frame || !slide) throw new Error(`no box for the slider or ${promo}`);
  return Math.round(slide.x - frame.x);
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

test.describe('hero carousel on a desktop viewport', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('three hero promos on home make one slider whose labelled arrows move the slides', async ({
    page,
    site,
  }) => {
    await withPromos(site.env, ['ascot', 'grand-national'], async () => {
      await page.goto(site.url);
      // The slider's clicks reach it once the promos slot has hydrated: the server's HTML alone does not move.
      await untilInteractive(page);
      const slider = page.getByRole('region', { name: 'Featured promotions' });
      await expect(slider).toHaveAttribute('data-mode', 'slider');
      await expect(slider.locator('[data-promo]')).toHaveCount(3);
      const prev = slider.getByRole('button', { name: 'Previous promotion' });
      const next = slider.getByRole('button', { name: 'Next promotion' });
      await expect(prev).toHaveAttribute('aria-disabled', 'true');
      await expect(next).toBeEnabled();
      await expect.poll(() => offsetInSlider(slider, 'cheltenham')).toBe(0);
      await expect(slider.getByRole('group', { name: 'Promotion 1 of 3' })).toBeVisible();

      await next.click();
      await expect.poll(() => offsetInSlider(slider, 'ascot')).toBe(0);
      await expect(slider.getByRole('group', { name: 'Promotion 2 of 3' })).toBeVisible();

      // By keyboard: the arrows are ordinary buttons in the tab order.
      await next.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => offsetInSlider(slider, 'grand-national')).toBe(0);
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await prev.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => offsetInSlider(slider, 'ascot')).toBe(0);

      // The slide on show is reachable; the ones off screen are out of the tab order and the accessibility tree.
      await expect(slider.getByRole('link', { name: 'Royal Ascot', exact: true })).toBeVisible();
      await expect(slider.getByRole('link', { name: 'Grand National', exact: true })).toHaveCount(0);
      expect(await promoViolations(page)).toEqual([]);

      await slider.getByRole('button', { name: 'Previous promotion' }).click();
      await expect.poll(() => offsetInSlider(slider, 'cheltenham')).toBe(0);
      await page.screenshot({ path: '/tmp/shots/home-hero-slider-1280.png' });
    });
  });

  test('exactly two hero promos on home sit side by side, without slider controls', async ({
    page,
    site,
  }) => {
    await withPromos(site.env, ['grand-national'], async () => {
      await page.goto(site.url);
      const carousel = page.getByTestId('promo-carousel');
      await expect(carousel).toHaveAttribute('data-mode', 'dual');
      const first = await carousel.locator('[data-promo="cheltenham"]').boundingBox();
      const second = await carousel.locator('[data-promo="grand-national"]').boundingBox();
      expect(first && second && Math.round(first.y) === Math.round(second.y)).toBe(true);
      expect(first && second && second.x >= first.x + first.width).toBe(true);
      await expect(page.getByRole('button', { name: /promotion$/ })).toHaveCount(0);
    });
  });
});

test.describe('hero carousel on a mobile viewport', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('three hero promos on home make a slider showing 1.05 slides, swiped not clicked', async ({
    page,
    site,
  }) => {
    await withPromos(site.env, ['ascot', 'grand-national'], async () => {
      await page.goto(site.url);
      // The slider's clicks reach it once the promos slot has hydrated: the server's HTML alone does not move.
      await untilInteractive(page);
      const slider = page.getByRole('region', { name: 'Featured promotions' });
      await expect(slider).toHaveAttribute('data-mode', 'slider');
      await expect(slider).toHaveAttribute('data-slides-to-show', '1.05');
      await expect(slider.locator('[data-promo]')).toHaveCount(3);
      await expect(slider.getByRole('button', { name: /^(Previous|Next) promotion$/ })).toHaveCount(0);
      const frame = await slider.locator('.slick-list').boundingBox();
      const first = await slider.locator('[data-promo="cheltenham"]').boundingBox();
      const second = await slider.locator('[data-promo="ascot"]').boundingBox();
      if (!frame || !first || !second) throw new Error('no slide boxes');
      // 1.05 slides: the first fills the frame bar a twentieth, where the second peeks in.
      expect(first.width / frame.width).toBeGreaterThan(0.9);
      expect(second.x).toBeGreaterThan(frame.x + frame.width * 0.9);
      expect(second.x).toBeLessThan(frame.x + frame.width);
      // The dots still move it, and are named.
      await slider.getByRole('button', { name: 'Show promotion 2 of 3' }).click();
      await expect.poll(() => offsetInSlider(slider, 'ascot')).toBe(0);
      // The last slide stops flush right (slick's 1.95), and is the live one: its links take focus.
      await slider.getByRole('button', { name: 'Show promotion 3 of 3' }).click();
      const lastTitle = slider.locator('[data-promo="grand-national"] h2 a');
      await expect.poll(() => offsetInSlider(slider, 'grand-national')).toBeLessThan(30);
      await lastTitle.focus();
      await expect(lastTitle).toBeFocused();
      await slider.getByRole('button', { name: 'Show promotion 1 of 3' }).click();
      await expect.poll(() => offsetInSlider(slider, 'cheltenham')).toBe(0);
      expect(await promoViolations(page)).toEqual([]);
      await page.screenshot({ path: '/tmp/shots/home-hero-slider-390.png' });
    });
  });
});
