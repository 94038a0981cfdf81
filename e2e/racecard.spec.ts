import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { racecardPath, type RacecardsDay } from '../shared-contracts/src/index';
import { ROOT } from '../scripts/src/start/packages';
import { addDays, api, firstRaceCardPath, londonToday, overflow, wcag22Violations } from './support/checks';
import { DEMO_MEMBERS, expect, signIn, suppressPromotionPopUp, test } from './support/site';

/**
 * Issue 16, the race card at depth: a visitor and a plus member see the meeting's races as tabs, silks, OR,
 * badges, people's form, the betting forecast, the verdict (plus only) and the odds grid, at a phone and a desktop
 * width in both schemes, with nothing sticking out and axe clean. Screenshots go to test-results/screens.
 */
const SCREENS = path.join(ROOT, 'test-results', 'screens');

async function checkCard(
  page: Page,
  origin: string,
  name: string,
  card: string,
  plus: boolean,
  width: number,
) {
  mkdirSync(SCREENS, { recursive: true });
  const problems: string[] = [];
  await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${origin}${card}`);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('runner').first()).toBeVisible();
  const tabs = main.getByRole('navigation', { name: /^Races at / });
  await expect(tabs.locator('a[aria-current="page"]')).toHaveCount(1);
  await expect(main.locator('[data-silk]').first()).toBeVisible();
  await expect(page.getByTestId('betting-forecast')).toContainText('Fav');
  await expect(page.getByTestId(plus ? 'race-verdict' : 'verdict-locked')).toBeVisible();
  await expect(page.getByTestId(plus ? 'verdict-locked' : 'race-verdict')).toHaveCount(0);
  await expect(page.getByTestId('runner-analysis').first()).toHaveCount(plus ? 1 : 0);
  await expect(page.getByTestId('odds-grid').locator('[data-best]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
      .toBe(scheme);
    await page.screenshot({ path: path.join(SCREENS, `${name}-${width}-${scheme}.png`), fullPage: true });
    const fit = await overflow(page, 'body');
    if (fit.scrollWidth > fit.width)
      problems.push(`${name} ${width} ${scheme}: page is ${fit.scrollWidth} px wide (${fit.out.join(', ')})`);
    for (const v of (await wcag22Violations(page)).violations)
      problems.push(`${name} ${width} ${scheme}: ${v}`);
  }
  expect(problems).toEqual([]);
}

test.describe('the race card at depth', () => {
  // One test per width: each draws and checks the card in both schemes, and the two can run side by side.
  for (const width of [360, 1280]) {
    test(`a visitor at ${width} px: silks, badges, forecast, odds grid and the locked verdict`, async ({
      page,
      site,
    }) => {
      await suppressPromotionPopUp(page);
      const card = await firstRaceCardPath(page, site.url);
      await checkCard(page, site.url, 'racecard-depth-visitor', card, false, width);
    });

    test(`a plus member at ${width} px: the analysis and the verdict`, async ({ page, site }) => {
      const card = await firstRaceCardPath(page, site.url);
      await signIn(page, site.url, DEMO_MEMBERS.plus.email, DEMO_MEMBERS.plus.password, card);
      await checkCard(page, site.url, 'racecard-depth-plus', card, true, width);
    });
  }

  test("yesterday's race shows its result at the top, no checkbox in front of it", async ({ page, site }) => {
    await suppressPromotionPopUp(page);
    const date = addDays(londonToday(), -1);
    const day = await api<RacecardsDay>(page, `${site.url}/api/horse-racing/v2/racing/racecards/${date}`);
    const meeting = day.meetings.find((m) => m.races.length > 1)!;
    const race = meeting.races[1]!;
    await page.goto(`${site.url}${racecardPath(date, meeting.courseName, race.raceId, race.title)}`);
    const result = page.getByTestId('race-result');
    await expect(result.locator('tbody tr').first()).toContainText(/\d/);
    await expect(page.getByRole('checkbox', { name: /result/i })).toHaveCount(0);
    const before = await result.evaluate(
      (el) => !!(el.compareDocumentPosition(document.querySelector('[aria-label="Runners"]')!) & 4),
    );
    expect(before).toBe(true);
    // The other races of the meeting are one tap away.
    const tabs = page.getByRole('navigation', { name: `Races at ${meeting.courseName}` });
    await expect(tabs.getByRole('link')).toHaveCount(meeting.races.length);
    await expect(tabs.locator('a[aria-current="page"]')).toHaveText(race.offTimeLocal);
  });
});
