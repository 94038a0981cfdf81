import type { Page } from '@playwright/test';
import { londonToday, overflow, violations } from './support/checks';
import { expect, suppressPromotionPopUp, test } from './support/site';

const ROOT = '[data-remote="football"]';

/** Every axe violation inside the football remote once its requests have settled, named by page. */
async function footballViolations(page: Page, path: string) {
  await page.waitForLoadState('networkidle');
  return (await violations(page, ROOT)).map((v) => `${path}: ${v}`);
}

/** The page is no wider than the screen (nothing pushes a phone sideways). */
async function fitsWidth(page: Page) {
  const { scrollWidth, width, out } = await overflow(page, 'body');
  expect(scrollWidth, out.join(', ')).toBeLessThanOrEqual(width + 1);
}

interface TipsAnswer {
  tips: Array<{ legs?: unknown[]; event: { id: string } }>;
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '360 px', width: 360, height: 740 },
]) {
  test.describe(`football sections at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.beforeEach(({ page }) => suppressPromotionPopUp(page));

    test('the tips centre shows the tips by match, the acca and the tipsters’ records', async ({
      page,
      site,
    }) => {
      const api = (await (
        await page.request.get(`${site.url}/api/football/v1/tips?date=${londonToday()}`)
      ).json()) as TipsAnswer;
      const response = await page.goto(`${site.url}/football/tips-centre`);
      expect(response?.status()).toBe(200);
      const root = page.locator(ROOT);
      await expect(root.getByRole('heading', { level: 1, name: 'Football tips centre' })).toBeVisible();
      const records = root.getByTestId('football-tipping-records');
      await expect(records.locator('tbody tr')).toHaveCount(3, { timeout: 60_000 });
      await expect(records).toContainText('Lucy Barnes');
      const singles = api.tips.filter((t) => !t.legs);
      if (singles.length) {
        await expect(root.getByRole('heading', { level: 2, name: "Today's tips" })).toBeVisible();
        // Today's section holds every single tip of the day, under its match.
        await expect(root.getByTestId('football-tip').first()).toBeVisible();
        expect(await root.locator('section h3 a').count()).toBeGreaterThanOrEqual(
          new Set(singles.map((t) => t.event.id)).size,
        );
        if (api.tips.some((t) => t.legs))
          await expect(root.getByTestId('football-acca').first()).toContainText('combined odds');
      } else {
        await expect(root.getByText(/No football tips today/)).toBeVisible();
      }
      await root.getByRole('button', { name: 'Last 14 days' }).click();
      await expect(records).toContainText('last 14 days');
      expect(await footballViolations(page, '/football/tips-centre')).toEqual([]);
      await fitsWidth(page);
    });

    test('the transfer centre lists deals and filters them by league', async ({ page, site }) => {
      const response = await page.goto(`${site.url}/football/transfer-centre`);
      expect(response?.status()).toBe(200);
      const root = page.locator(ROOT);
      await expect(root.getByRole('heading', { level: 1, name: 'Transfer centre' })).toBeVisible();
      const deals = root.getByTestId('transfer');
      await expect(deals.first()).toBeVisible();
      const all = await deals.count();
      const league = root.getByLabel('League');
      await league.selectOption({ label: 'Premier League' });
      await expect(page).toHaveURL(/league=2/);
      const api = (await (
        await page.request.get(`${site.url}/api/football/v1/transfers?league=2`)
      ).json()) as {
        transfers: unknown[];
      };
      await expect(deals).toHaveCount(api.transfers.length);
      expect(api.transfers.length).toBeLessThanOrEqual(all);
      for (const text of await deals.allTextContents()) expect(text).toMatch(/£|Loan|Free/);
      expect(await footballViolations(page, '/football/transfer-centre')).toEqual([]);
      await fitsWidth(page);
    });

    test('the vidiprinter prints the latest lines newest first with a polite live region', async ({
      page,
      site,
    }) => {
      const api = (await (await page.request.get(`${site.url}/api/football/v1/vidiprinter`)).json()) as {
        items: Array<{ text: string }>;
      };
      const response = await page.goto(`${site.url}/football/live/vidiprinter`);
      expect(response?.status()).toBe(200);
      const root = page.locator(ROOT);
      await expect(root.getByRole('heading', { level: 1, name: 'Vidiprinter' })).toBeVisible();
      await expect(root.locator('[role="status"][aria-live="polite"]')).toHaveCount(1);
      if (api.items.length) {
        const lines = root.getByTestId('vidiprinter').locator('li');
        await expect(lines.first()).toBeVisible();
        expect(await lines.count()).toBeGreaterThanOrEqual(api.items.length);
        await expect(root.getByTestId('vidiprinter')).toContainText(api.items[0]!.text);
      } else {
        await expect(root.getByText('There are no live matches at the moment.')).toBeVisible();
      }
      expect(await footballViolations(page, '/football/live/vidiprinter')).toEqual([]);
      await fitsWidth(page);
    });

    test('tournament pages show rounds, fixtures and the next draw; unknown ones are not found', async ({
      page,
      site,
    }) => {
      await page.goto(`${site.url}/football`);
      await page.locator(ROOT).getByRole('link', { name: 'Tournaments' }).click();
      const root = page.locator(ROOT);
      await expect(root.getByRole('heading', { level: 1, name: 'Football tournaments' })).toBeVisible();
      await expect(root.getByTestId('tournaments').locator('li')).toHaveCount(6);
      expect(await footballViolations(page, '/football/tournaments')).toEqual([]);

      await root.getByRole('link', { name: 'FA Cup' }).click();
      await expect(root.getByRole('heading', { level: 1, name: 'FA Cup' })).toBeVisible();
      await expect(root.getByTestId('tournament-round')).toHaveCount(8);
      await expect(root.getByRole('heading', { level: 3, name: 'Final', exact: true })).toBeVisible();
      expect(await footballViolations(page, '/football/tournaments/fa-cup')).toEqual([]);
      await fitsWidth(page);

      const ucl = await page.goto(`${site.url}/football/tournaments/champions-league`);
      expect(ucl?.status()).toBe(200);
      await expect(root.getByTestId('league-table')).toBeVisible();
      expect(await footballViolations(page, '/football/tournaments/champions-league')).toEqual([]);

      const euros = await page.goto(`${site.url}/football/euros`);
      expect(euros?.status()).toBe(200);
      await expect(root.getByTestId('tournament-round').first()).toBeVisible();
      expect(await footballViolations(page, '/football/euros')).toEqual([]);

      for (const path of [
        '/football/tournaments/premier-league',
        '/football/transfer-centre/rumours',
        '/football/tips-centre/old',
      ]) {
        const missing = await page.goto(`${site.url}${path}`);
        expect(missing?.status(), path).toBe(404);
      }
    });
  });
}
