import type { Page } from '@playwright/test';
import {
  FALLBACK_FREE_BETS_MENU,
  FESTIVAL_PAGES,
  FOOTER_GROUPS,
  buildTopNav,
  festivalNav,
  type NavItem,
} from '../shared-contracts/src/index';
import { api, cspViolations, violations, watchCspViolations } from './support/checks';
import { expect, suppressPromotionPopUp, test } from './support/site';

/**
 * Issue 15: every link a visitor can follow from the navigation tree, the footer and the festival menus is a real
 * page at desktop and phone widths. The links are read from the rendered header and footer (sub-menus included,
 * open or not) and from the festival microsites' own menus, so a link added to the navigation is walked too.
 */

const NOT_FOUND = /Page not found|There is no .* page here|could not find/i;
const UNAVAILABLE = /unavailable right now/i;

/**
 * Real content in the page's main area, outside its own navigation: list items, table rows, articles, forms, or
 * (for a page of cards, like a festival's day-by-day features) at least two sub-headed sections of real text.
 */
function realContentCount(page: Page) {
  return page.locator('main').evaluate((main) => {
    const outsideNav = (el: Element) => !el.closest('nav');
    const items = Array.from(main.querySelectorAll('table tbody tr, article, form, li, dl dt')).filter(
      outsideNav,
    ).length;
    const subHeadings = Array.from(main.querySelectorAll('h2, h3')).filter(outsideNav).length;
    const text = (main.textContent ?? '').replace(/\s+/g, ' ').length;
    return items > 0 ? items : subHeadings >= 2 && text > 600 ? subHeadings : 0;
  });
}

/**
 * Member pages a visitor reaches from the navigation: for a visitor, the page is what the feature gives and a way
 * to sign in or register (they are walked signed in by their own specs).
 */
const MEMBER_ENTRY_PAGES = new Set(['/racing/my-stable', '/account/sign-in', '/account/register']);
const SIGN_IN = /^(log in|sign in|member log-in|register)/i;

async function internalLinks(page: Page, scope: string): Promise<string[]> {
  return page
    .locator(scope)
    .first()
    .evaluate((root) =>
      Array.from(root.querySelectorAll('a[href]'))
        .map((a) => a.getAttribute('href') ?? '')
        .filter((href) => href.startsWith('/') && !href.startsWith('//')),
    );
}

const flatten = (items: readonly NavItem[]): string[] =>
  items.flatMap((item) => [item.url, ...flatten(item.subNav ?? [])]);

/**
 * The navigation, footer and festival-menu paths of the site, each once: the whole tree (sub-menus are drawn only
 * when opened), as the contracts build it and as the page renders it, so neither can hide a link from the walk.
 */
async function sitePaths(page: Page, origin: string): Promise<string[]> {
  const tree = [
    ...buildTopNav({ freeBets: FALLBACK_FREE_BETS_MENU, royalAscotMicrosite: true }),
    festivalNav('cheltenham-festival'),
    festivalNav('royal-ascot'),
  ];
  const fromContracts = [
    ...flatten(tree),
    ...FOOTER_GROUPS.flatMap((group) => group.links.map((link) => link.url)),
  ].filter((href) => href.startsWith('/') && !href.startsWith('//'));
  await page.goto(origin);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeAttached();
  await expect(page.locator('footer a[href]').first()).toBeAttached();
  const paths = new Set<string>([
    ...fromContracts,
    ...(await internalLinks(page, 'header')),
    ...(await internalLinks(page, 'footer')),
  ]);
  for (const [festival, entries] of Object.entries(FESTIVAL_PAGES)) {
    paths.add(`/${festival}`);
    for (const entry of entries) paths.add(`/${festival}/${entry.path}`);
  }
  // The microsite's own menu, as rendered on the microsite.
  await page.goto(`${origin}/cheltenham-festival`);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeAttached();
  for (const href of await internalLinks(page, 'header')) paths.add(href);
  return [...paths].filter((path) => !path.startsWith('/oauth') && !path.startsWith('/amp'));
}

/**
 * The page as it is now (loaded, or resized after loading): a heading, real content, no placeholder, and (when
 * `withAxe`) axe clean.
 */
async function checkRendered(page: Page, path: string, timeout: number, withAxe: boolean): Promise<string[]> {
  const problems: string[] = [];
  const main = page.locator('main');
  try {
    await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout });
    if (MEMBER_ENTRY_PAGES.has(path))
      await expect(
        main
          .getByRole('button', { name: SIGN_IN })
          .or(main.getByRole('link', { name: SIGN_IN }))
          .first(),
      ).toBeVisible({ timeout });
    else await expect.poll(() => realContentCount(page), { timeout }).toBeGreaterThan(0);
  } catch {
    problems.push(
      MEMBER_ENTRY_PAGES.has(path)
        ? 'no heading or no way to sign in'
        : 'no heading or no real content (list, table, article or form)',
    );
  }
  if ((await main.locator('[data-testid="section-page"]').count()) > 0)
    problems.push('placeholder section page');
  if ((await main.getByText(NOT_FOUND).count()) > 0) problems.push('not-found text');
  if ((await main.getByText(UNAVAILABLE).count()) > 0) problems.push('section unavailable');
  if (withAxe) for (const v of await violations(page, 'main')) problems.push(`axe ${v}`);
  return problems;
}

const DESKTOP = { name: 'desktop', width: 1280, height: 900 };
const PHONE = { name: 'phone', width: 360, height: 780 };

// The pages are shared out among parts that run in parallel across the workers: one test of 60-odd pages, each
// checked twice with axe, passed its fifteen minutes when two workers shared two cores.
const PARTS = 4;

test.describe('every page', () => {
  test.describe.configure({ mode: 'parallel' });
  for (let part = 0; part < PARTS; part++)
    test(`every navigation, footer and festival link is a real page at desktop and phone widths, axe clean at the first, no style or script blocked by the page's CSP (part ${part + 1} of ${PARTS})`, async ({
      page,
      site,
    }) => {
      test.setTimeout(600_000);
      await suppressPromotionPopUp(page);
      await watchCspViolations(page);
      // A fresh site's news desk writes its first racing articles from the racing feed once that is up and has
      // drawn the days it reads (results of past days among them): about a minute after a first start on two busy
      // cores. Before that the news pages rightly say there are no stories yet; the walk checks the site as it
      // runs, so it waits for them.
      await expect
        .poll(
          async () =>
            (
              await api<{ articles: unknown[] }>(
                page,
                `${site.url}/api/content/v1/articles?sport=racing&category=features`,
              )
            ).articles.length,
          { timeout: 180_000, intervals: [2_000] },
        )
        .toBeGreaterThan(0);
      await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
      const paths = await sitePaths(page, site.url);
      expect(paths.length, paths.join(' ')).toBeGreaterThan(60);
      const failures: string[] = [];
      // One load per page, checked at both widths (the second by resizing, as a phone turned on its side does);
      // the width a page is loaded at alternates, so pages are also first drawn on a phone. axe runs at the width
      // the page was loaded at, so half the pages are checked at each: axe at both doubled the suite's longest
      // test, and the design-screens spec runs it on the main pages at every width in both schemes.
      for (const [i, path] of paths.entries()) {
        if (i % PARTS !== part) continue;
        const [first, second] = i % 2 === 0 ? [DESKTOP, PHONE] : [PHONE, DESKTOP];
        await page.setViewportSize({ width: first.width, height: first.height });
        const response = await page.goto(`${site.url}${path}`);
        const atFirst = await checkRendered(page, path, 15_000, true);
        if (response?.status() !== 200) atFirst.unshift(`HTTP ${response?.status()}`);
        if (atFirst.length > 0) failures.push(`${path} (${first.name}): ${atFirst.join('; ')}`);
        await page.setViewportSize({ width: second.width, height: second.height });
        // Loaded already: a resize redraws at once, so a page that lacked content a moment ago is not waited for.
        const atSecond = await checkRendered(page, path, 2_000, false);
        for (const violation of await cspViolations(page)) atSecond.push(`CSP: ${violation}`);
        if (atSecond.length > 0) failures.push(`${path} (${second.name}): ${atSecond.join('; ')}`);
      }
      expect(failures).toEqual([]);
    });
});

test('unknown pages inside every section answer 404', async ({ page, site }) => {
  for (const path of [
    '/racing/no-such-page',
    '/football/no-such-page',
    '/greyhounds/no-such-page',
    '/tips/no-such-page',
    '/sports/no-such-page',
    '/darts/no-such-page',
    '/free-bets/no-such-page/deeper',
    '/sporting-life-plus/no-such-page',
    '/privacy/no-such-page',
  ]) {
    const response = await page.request.get(`${site.url}${path}`);
    expect([path, response.status()]).toEqual([path, 404]);
  }
});
