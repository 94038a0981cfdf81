import type { Page } from '@playwright/test';
import type { OffersAnswer } from '../shared-contracts/src/entries/offers';
import { overflow, violations } from './support/checks';
import { DEMO_MEMBERS, expect, signIn, suppressPromotionPopUp, test } from './support/site';

const PROMOS = '[data-remote="promos"]';
/** What this section draws: the free-bets pages and a festival's free-bets content (not the site-wide banners). */
const FREE_BETS = '[data-testid="free-bets-app"], [data-testid="festival-offers"]';

async function offersFor(page: Page, origin: string, category = 'all'): Promise<OffersAnswer> {
  const response = await page.request.get(`${origin}/api/promos/v1/offers?category=${category}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OffersAnswer;
}

test.describe('free bets', () => {
  test.beforeEach(async ({ page }) => suppressPromotionPopUp(page));

  test('offer cards on /free-bets and each category page match the offers service, with 18+, terms and a sponsored claim link', async ({
    page,
    site,
  }) => {
    const all = await offersFor(page, site.url);
    expect(all.offers.length).toBeGreaterThanOrEqual(10);
    expect((await page.goto(`${site.url}/free-bets`))?.status()).toBe(200);
    const section = page.locator(PROMOS);
    await expect(section.getByRole('heading', { level: 1 })).toContainText('Free Bets');
    const cards = section.getByTestId('offer-card');
    await expect(cards).toHaveCount(all.offers.length);
    for (const [i, offer] of all.offers.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toContainText(
        `${offer.bookmakerName}: ${offer.headline}`,
      );
      await expect(card.getByTestId('offer-age')).toContainText('18+');
      await expect(card.getByRole('list', { name: 'Key terms' })).toContainText(
        `Free bets expire after ${offer.terms.expiryDays} days`,
      );
      const claim = card.getByTestId('claim-offer');
      await expect(claim).toHaveAttribute('href', offer.link);
      await expect(claim).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    }
    await expect(section.getByTestId('safer-gambling')).toContainText('GamCare');
    expect(await violations(page, FREE_BETS)).toEqual([]);

    for (const [path, category] of [
      ['/free-bets/racing', 'racing'],
      ['/free-bets/racing/cheltenham', 'cheltenham'],
      ['/free-bets/racing/grand-national', 'grand-national'],
      ['/free-bets/sports/world-darts', 'world-darts'],
    ] as const) {
      const expected = await offersFor(page, site.url, category);
      expect([path, expected.offers.length > 0]).toEqual([path, true]);
      expect((await page.goto(`${site.url}${path}`))?.status()).toBe(200);
      await expect(section.getByTestId('offer-card')).toHaveCount(expected.offers.length);
      await expect(section.getByTestId('offer-card').first()).toContainText(expected.offers[0]!.headline);
    }

    await page.goto(`${site.url}/free-bets/betting-sites`);
    const table = section.getByRole('table', { name: /Bookmakers compared/ });
    // Rows are named by their bookmaker; the SVG wordmark beside each name is hidden from screen readers.
    const rowHeaders = table.getByRole('rowheader');
    await expect(rowHeaders).toHaveCount(3);
    for (const [i, name] of ['Betfair', 'Paddy Power', 'Sky Bet'].entries())
      await expect(rowHeaders.nth(i)).toHaveAccessibleName(name);
    expect(await violations(page, FREE_BETS)).toEqual([]);

    // The festival microsites' free-bets pages show the festival's own offers.
    const cheltenham = await offersFor(page, site.url, 'cheltenham');
    expect((await page.goto(`${site.url}/cheltenham-festival/free-bets`))?.status()).toBe(200);
    await expect(section.getByTestId('festival-offers').getByTestId('offer-card')).toHaveCount(
      cheltenham.offers.length,
    );
    expect(await violations(page, FREE_BETS)).toEqual([]);
  });

  test('an offer page each; unknown offers and pages answer 404', async ({ page, site }) => {
    const all = await offersFor(page, site.url);
    const offer = all.offers[0]!;
    await page.goto(`${site.url}/free-bets`);
    const section = page.locator(PROMOS);
    await section
      .getByTestId('offer-card')
      .first()
      .getByRole('link', { name: /Full terms/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/free-bets/offer/${offer.slug}$`));
    await expect(section.getByRole('heading', { level: 1 })).toHaveText(
      `${offer.bookmakerName}: ${offer.headline}`,
    );
    await expect(section.getByTestId('offer-page')).toContainText(offer.description);
    await expect(section.getByTestId('offer-age')).toContainText('18+');
    await expect(section.getByTestId('claim-offer')).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(await violations(page, FREE_BETS)).toEqual([]);
    expect((await page.request.get(`${site.url}/free-bets/offer/${offer.slug}`)).status()).toBe(200);

    const missing = await page.goto(`${site.url}/free-bets/offer/no-such-offer`);
    expect(missing?.status()).toBe(404);
    await expect(section.getByTestId('offer-not-found')).toBeVisible();
    expect((await page.request.get(`${site.url}/free-bets/nowhere`)).status()).toBe(404);
  });

  test('at 360 px the free bets pages fit the screen and axe finds nothing', async ({ page, site }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const offer = (await offersFor(page, site.url)).offers[0]!;
    for (const path of ['/free-bets', `/free-bets/offer/${offer.slug}`, '/free-bets/betting-sites']) {
      await page.goto(`${site.url}${path}`);
      const section = page.locator(PROMOS);
      await expect(section.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(section.getByTestId('claim-offer').first()).toBeVisible();
      const wide = await overflow(page);
      expect([path, wide.scrollWidth, wide.out]).toEqual([path, wide.width, []]);
      expect([path, await violations(page, FREE_BETS)]).toEqual([path, []]);
    }
  });

  test('members see what their claims allow: can_link_to bookmakers only, nothing when self-excluded', async ({
    browser,
    page,
    site,
  }) => {
    const { free, excluded } = DEMO_MEMBERS;
    await signIn(page, site.url, free.email, free.password, '/free-bets');
    const section = page.locator(PROMOS);
    const cards = section.getByTestId('offer-card');
    await expect(cards.first()).toBeVisible();
    // The free demo member may be linked to Sky Bet (ids 15 and 17) only.
    const names = await cards.getByRole('heading', { level: 3 }).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.startsWith('Sky Bet:'))).toBe(true);
    await expect(section.getByText(/Offers from 2 more bookmakers are not shown/)).toBeVisible();

    // A fresh browser for the second member, so nothing of the first session is left.
    const context = await browser.newContext();
    const other = await context.newPage();
    await signIn(other, site.url, excluded.email, excluded.password, '/free-bets');
    const theirs = other.locator(PROMOS);
    await expect(theirs.getByTestId('offers-withheld')).toHaveText(
      'Free bet offers are not shown on your account.',
    );
    await expect(theirs.getByTestId('offer-card')).toHaveCount(0);
    await context.close();
  });
});
