import type { Page } from '@playwright/test';
import { COMPETITION_PRIORITY, type FootballCompetition } from '@sl/contracts';
import { openForm } from './support/checks';
import { acceptFunctionalCookies, expect, test, untilInteractive } from './support/site';

/**
 * Spec rules and constants that only count when something on the page obeys them: the UK/Ireland geography
 * rule, the mobile-app user agent, the competition order.
 */

/** Sends the CDN's country header on every request to the shell's origin (the page and its /api gateway). */
async function viewFrom(page: Page, origin: string, country: string) {
  await page.route(`${origin}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'cloudfront-viewer-country': country } }),
  );
}

/** Today's first race card with a priced runner, opened from the racecards page; returns that runner. */
async function openPricedRunner(page: Page, origin: string) {
  await page.goto(`${origin}/racing/racecards`);
  await page.getByTestId('meeting').first().getByRole('link').first().click();
  const runner = page.locator('[data-testid="runner"][data-status="runner"]').first();
  const horse = (await runner.getByTestId('runner-name').textContent()) ?? '';
  await untilInteractive(page);
  await runner.getByRole('button', { name: `Show form for ${horse}` }).click();
  await expect(openForm(page, horse)).toBeVisible();
  return { runner, horse };
}

test.describe('betting content for UK and Ireland viewers only (CDN country header)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a viewer in GB gets the Free Bets menu, free-bet offers and bookmaker links', async ({
    page,
    site,
  }) => {
    await viewFrom(page, site.url, 'GB');
    await page.goto(`${site.url}/free-bets`);
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: /^Free Bets/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
    await expect(page.getByTestId('uk-ireland-only')).toHaveCount(0);
    const { runner, horse } = await openPricedRunner(page, site.url);
    const links = runner.getByRole('list', { name: `Bookmaker odds for ${horse}` });
    await expect(links.getByRole('link').first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Our other products' }).getByRole('link').first(),
    ).toBeAttached();
  });

  test('a viewer in FR gets no Free Bets menu, no free-bet offers and no bookmaker links', async ({
    page,
    site,
  }) => {
    await viewFrom(page, site.url, 'FR');
    await page.goto(`${site.url}/free-bets`);
    await expect(page.getByTestId('uk-ireland-only')).toContainText(
      'only available to visitors in the UK and Ireland',
    );
    await expect(page.getByRole('region', { name: 'Offers' })).toHaveCount(0);
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Racing', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Free Bets/ })).toHaveCount(0);
    const { runner } = await openPricedRunner(page, site.url);
    // The runner is still priced on the card; only the bookmakers' links are withheld.
    await expect(runner.getByTestId('runner-odds')).not.toHaveText('');
    await expect(runner.getByTestId('bookmaker-links')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Our other products' })).toHaveCount(0);
    await expect(page.locator('a[rel~="sponsored"]')).toHaveCount(0);
  });
});

test.describe('the mobile app web view, told by its user agent', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 SportingLifeiOS/9.1',
  });

  test('shows no footer inside the app', async ({ page, site }) => {
    await page.goto(`${site.url}/racing`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[data-web-view="true"]')).toHaveCount(1);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
  });
});

test.describe('a mobile browser outside the app', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });

  test('shows the footer', async ({ page, site }) => {
    await page.goto(`${site.url}/racing`);
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.locator('[data-web-view="false"]')).toHaveCount(1);
  });
});

test.describe('competition order', () => {
  test('the league tables list the prioritised competitions in order, then the others (100) by name', async ({
    page,
    site,
  }) => {
    const response = await page.request.get(`${site.url}/api/football/v2/competitions`);
    const competitions = (await response.json()) as FootballCompetition[];
    const others = competitions.filter((c) => !(c.name in COMPETITION_PRIORITY));
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((c) => c.sort_order === 100)).toBe(true);
    const expected = competitions
      .filter((c) => c.hasTable)
      .sort(
        (a, b) =>
          (COMPETITION_PRIORITY[a.name] ?? 100) - (COMPETITION_PRIORITY[b.name] ?? 100) ||
          a.name.localeCompare(b.name),
      )
      .map((c) => c.name);
    await page.goto(`${site.url}/football/league-tables`);
    await expect(page.getByRole('heading', { name: 'Football league tables', level: 1 })).toBeVisible();
    const list = page.getByRole('region', { name: 'Competitions' }).getByRole('link');
    await expect(list.first()).toBeVisible();
    const shown = (await list.allTextContents()).map((t) => t.trim());
    expect(shown).toEqual(expected);
    expect(shown.at(-1)).toBe('Belgian Pro League');
  });
});

test.describe('local preferences take effect', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("horseOddsBookmakerId: the race card shows the chosen bookmaker's prices and remembers the choice", async ({
    page,
    site,
  }) => {
    await acceptFunctionalCookies(page);
    const { runner, horse } = await openPricedRunner(page, site.url);
    await expect(page.getByLabel('Odds from')).toHaveValue('0');
    const links = runner.getByRole('list', { name: `Bookmaker odds for ${horse}` });
    const price = async (bookmaker: string) =>
      ((await links.getByRole('link', { name: new RegExp(`^${bookmaker} `) }).textContent()) ?? '')
        .replace(bookmaker, '')
        .trim();
    const betfair = await price('Betfair');
    const paddyPower = await price('Paddy Power');
    await page.getByLabel('Odds from').selectOption({ label: 'Betfair' });
    await expect(runner.getByTestId('runner-odds')).toHaveText(betfair);
    await page.getByLabel('Odds from').selectOption({ label: 'Paddy Power' });
    await expect(runner.getByTestId('runner-odds')).toHaveText(paddyPower);
    await page.reload();
    await expect(page.getByLabel('Odds from')).toHaveValue('6');
    const stored = await page.evaluate(() => localStorage.getItem('sl-preferences'));
    expect(JSON.parse(stored ?? '{}').state.horseOddsBookmakerId).toBe(6);
  });
});
