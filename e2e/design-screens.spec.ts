import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { IN_PLAY_STATES, matchPath, type FootballMatch } from '../shared-contracts/src/index';
import { ROOT } from '../scripts/src/start/packages';
import {
  addDays,
  api,
  COLOUR_RULES,
  firstRaceCardPath,
  londonToday,
  overflow,
  wcag22Violations,
} from './support/checks';
import { DEMO_MEMBERS, expect, signIn, suppressPromotionPopUp, test } from './support/site';

/**
 * Issue 16: the pages a punter uses most, at a phone, a tablet and a desktop width, in the light and the dark
 * scheme (the site follows the device until the reader chooses, so the device's preference is emulated). Each is
 * saved as a screenshot to look at, and must fit the screen, show no broken image and pass axe's WCAG 2.2 AA
 * rules with target size. One page load per width; the scheme switches on the loaded page.
 */

const SCREENS = path.join(ROOT, 'test-results', 'screens');
const WIDTHS = [360, 768, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;
const HEIGHT: Record<(typeof WIDTHS)[number], number> = { 360: 780, 768: 1024, 1280: 900 };

/** Image responses that did not answer 200, as they arrive. */
function watchImages(page: Page): string[] {
  const broken: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() !== 200)
      broken.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'image') broken.push(`failed ${request.url()}`);
  });
  return broken;
}

/** Every <img> on the page loaded with real pixels (lazy ones are asked to load first). */
function brokenImgElements(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
    // An image that never answers is reported below as not loaded, not waited for until the test times out.
    const settled = Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    return images
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src || img.outerHTML.slice(0, 120));
  });
}

async function setScheme(page: Page, scheme: (typeof SCHEMES)[number]) {
  await page.emulateMedia({ colorScheme: scheme });
  // The design system writes the scheme in force on the root element: the page has repainted in it.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
    .toBe(scheme);
}

/**
 * Loads `pathname` at each width and checks it in both schemes, returning every problem found (a page that does
 * not load is one problem, and the other pages are still checked).
 */
async function checkScreens(
  page: Page,
  testInfo: TestInfo,
  origin: string,
  name: string,
  pathname: string,
  ready: (page: Page) => Promise<void> = async () => {},
): Promise<string[]> {
  mkdirSync(SCREENS, { recursive: true });
  const broken = watchImages(page);
  const problems: string[] = [];
  for (const width of WIDTHS) {
    try {
      await page.setViewportSize({ width, height: HEIGHT[width] });
      await page.emulateMedia({ colorScheme: 'light' });
      broken.length = 0;
      const response = await page.goto(`${origin}${pathname}`);
      expect(response?.status(), `${name}: ${pathname}`).toBe(200);
      await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await ready(page);
      await page.waitForLoadState('networkidle');
      for (const scheme of SCHEMES) {
        const where = `${name} at ${width} px, ${scheme}`;
        await setScheme(page, scheme);
        const file = path.join(SCREENS, `${name}-${width}-${scheme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`${name}-${width}-${scheme}`, { path: file, contentType: 'image/png' });

        const fit = await overflow(page, 'body');
        if (fit.scrollWidth > fit.width)
          problems.push(`${where}: page is ${fit.scrollWidth} px wide (${fit.out.join(', ')})`);
        // The page's markup is the same in both schemes: the dark one is checked again for what colour decides.
        const { violations, ran } = await wcag22Violations(
          page,
          scheme === 'dark' ? COLOUR_RULES : undefined,
        );
        if (!ran.has(scheme === 'dark' ? 'color-contrast' : 'target-size'))
          problems.push(`${where}: axe did not run ${scheme === 'dark' ? 'color-contrast' : 'target-size'}`);
        for (const v of violations) problems.push(`${where}: axe ${v}`);
      }
      for (const src of await brokenImgElements(page))
        problems.push(`${name} at ${width} px: broken <img> ${src}`);
      for (const b of broken) problems.push(`${name} at ${width} px: image answered ${b}`);
    } catch (error) {
      problems.push(`${name} at ${width} px (${pathname}): ${(error as Error).message.split('\n')[0]}`);
    }
  }
  return problems;
}

type ApiMatch = FootballMatch;
const matchesOn = (page: Page, origin: string, date: string, at?: Date) =>
  api<{ matches: ApiMatch[] }>(
    page,
    `${origin}/api/football/v2/matches/date/${date}${at ? `?at=${at.toISOString()}` : ''}`,
  ).then((r) => r.matches);
const pathOf = (m: ApiMatch) =>
  matchPath(m.match_reference.id, m.team_score_a.team.name, m.team_score_b.team.name);

/** A match that finished, from today back over the last week, as the football API lists it. */
async function finishedMatch(page: Page, origin: string): Promise<ApiMatch> {
  for (let back = 0; back < 8; back++) {
    const found = (await matchesOn(page, origin, addDays(londonToday(), -back))).find(
      (m) => m.state === 'FULLTIME',
    );
    if (found) return found;
  }
  throw new Error('no finished match in the last week');
}

/**
 * A match in play: one playing now if there is one, else a match of the last week seen mid-game through the API's
 * documented `at` instant (the page's football requests then ask for that instant too).
 */
async function inPlayMatch(page: Page, origin: string): Promise<{ match: ApiMatch; at?: Date }> {
  const today = londonToday();
  // Held at this instant: a clock that ran on between the widths would no longer show the minute it read.
  const now = new Date();
  const live = (await matchesOn(page, origin, today, now)).find((m) => IN_PLAY_STATES.has(m.state));
  if (live) return { match: live, at: now };
  for (let back = 0; back < 8; back++) {
    const date = addDays(today, -back);
    for (const m of await matchesOn(page, origin, date)) {
      if (m.state !== 'FULLTIME') continue;
      // An hour and a quarter after kick-off is the second half: goals and cards have happened, the clock runs.
      const at = new Date(Date.parse(m.kick_off) + 75 * 60_000);
      const then = (await matchesOn(page, origin, date, at)).find(
        (x) => x.match_reference.id === m.match_reference.id,
      );
      if (then && IN_PLAY_STATES.has(then.state)) return { match: then, at };
    }
  }
  throw new Error('no match in play now or mid-game in the last week');
}

/** The page's football requests ask for the in-play instant, so the match stands still at it. */
async function travelTo(page: Page, at: Date | undefined) {
  if (!at) return;
  await page.route('**/api/football/v2/**', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('at', at.toISOString());
    return route.continue({ url: url.toString() });
  });
}

// One test a page, run in parallel across the workers: seven pages at three widths in two schemes were more than
// one test's ten minutes when two workers shared two cores. A page's test still collects all its problems, so a
// failing width does not hide the other screenshots.
test.describe('design screens (issue 16): visitor pages', () => {
  test.describe.configure({ mode: 'parallel' });
  test.beforeEach(async ({ page }) => suppressPromotionPopUp(page));
  const EVERY = 'fits, shows whole images and passes axe at 360, 768 and 1280 px in both schemes';

  for (const [name, pathname] of [
    ['home', '/'],
    ['racecards', '/racing/racecards'],
    ['results', '/racing/results'],
    ['football', '/football'],
    ['free-bets', '/free-bets'],
  ] as const)
    test(`${name} ${EVERY}`, async ({ page, site }, info) => {
      test.setTimeout(300_000);
      expect(await checkScreens(page, info, site.url, name, pathname)).toEqual([]);
    });

  test(`a finished match ${EVERY}`, async ({ page, site }, info) => {
    test.setTimeout(300_000);
    const finished = await finishedMatch(page, site.url);
    expect(await checkScreens(page, info, site.url, 'match-finished', pathOf(finished))).toEqual([]);
  });

  test(`a match in play ${EVERY}`, async ({ page, site }, info) => {
    test.setTimeout(300_000);
    const live = await inPlayMatch(page, site.url);
    await travelTo(page, live.at);
    const problems = await checkScreens(page, info, site.url, 'match-live', pathOf(live.match), async (p) => {
      await expect(p.locator('main')).toContainText(live.match.clock);
    });
    expect(problems).toEqual([]);
  });
});

test.describe('design screens (issue 16): members', () => {
  test.beforeEach(async ({ page }) => suppressPromotionPopUp(page));

  test('member pages (race card as a member and as a plus member, My Stable) at every width in both schemes', async ({
    page,
    site,
  }, info) => {
    test.setTimeout(900_000);
    const card = await firstRaceCardPath(page, site.url);
    // The session is restored from its verified id token (the member's name sits in the menu on a phone).
    const signedIn = async (p: Page) => {
      await p.waitForFunction(() => !!sessionStorage.getItem('oauth_id_token'));
      await expect(p.getByTestId('shell-member-name')).toBeAttached();
    };
    const problems: string[] = [];
    await signIn(page, site.url, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password, card);
    problems.push(...(await checkScreens(page, info, site.url, 'racecard-member', card, signedIn)));
    problems.push(
      ...(await checkScreens(page, info, site.url, 'my-stable', '/racing/my-stable', async (p) => {
        await signedIn(p);
        await expect(p.getByTestId('my-stable-visitor')).toHaveCount(0);
      })),
    );
    await signIn(page, site.url, DEMO_MEMBERS.plus.email, DEMO_MEMBERS.plus.password, card);
    problems.push(...(await checkScreens(page, info, site.url, 'racecard-plus', card, signedIn)));
    expect(problems).toEqual([]);
  });
});
