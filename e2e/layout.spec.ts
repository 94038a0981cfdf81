import type { Page } from '@playwright/test';
import { BREAKPOINTS, DEFAULT_FEATURE_FLAGS, buildTopNav, navForViewer } from '../shared-contracts/src/index';
import { api, seriousViolations } from './support/checks';
import { expect, suppressPromotionPopUp, test, untilInteractive } from './support/site';

/** A visitor's top-level menu, straight from the nav tree (the default site settings: no Royal Ascot microsite). */
const TOP_LEVEL = navForViewer(buildTopNav({ freeBets: [], royalAscotMicrosite: false }), {
  premium: false,
  selfExcluded: false,
  features: DEFAULT_FEATURE_FLAGS,
}).map((item) => ({ id: item.id, text: item.text, path: item.url.split('?')[0]! }));

const NAV_WIDTHS = [320, 390, 860, 1024, 1280, 1440, 1920];

/** The disclosure that holds the items that do not fit: More on the desktop menu, the burger menu on a phone. */
function overflowToggle(page: Page, width: number) {
  return width >= BREAKPOINTS.tablet
    ? page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' })
    : page.getByRole('banner').getByRole('button', { name: 'Menu' });
}

/** The elements that stick out past the right edge of the viewport (for a readable failure). */
function wideElements(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      // Report only the outermost offender inside a box that is itself within the viewport.
      const parent = el.parentElement?.getBoundingClientRect();
      if (parent && parent.right > width + 0.5) continue;
      // Content of a sideways-scrolling strip (top bar, quick links) is clipped by it, so it widens nothing.
      let clipped = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') clipped = true;
      }
      if (clipped) continue;
      const id = el.getAttribute('data-testid') ?? el.getAttribute('data-slot') ?? el.id ?? '';
      out.push(`${el.tagName.toLowerCase()}[${id}] right=${Math.round(box.right)}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, offenders: out };
  });
}

test.describe('top navigation at every width', () => {
  for (const width of NAV_WIDTHS) {
    test(`at ${width} px every top-level item is on screen or in the overflow menu, and reachable by keyboard`, async ({
      page,
      site,
    }) => {
      await suppressPromotionPopUp(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(site.url);
      const toggle = overflowToggle(page, width);
      const main = page.getByRole('navigation', { name: 'Main' });

      // Pointer: each item is a link in the menu row inside the viewport, or in the list the toggle opens.
      const onScreen = new Set<string>();
      if (width >= BREAKPOINTS.tablet) {
        // The server's row holds every item; the browser moves what does not fit under More once it has measured.
        await expect(main.locator(':scope > ul[data-fitted="true"]')).toBeVisible();
        for (const item of TOP_LEVEL) {
          const link = main.locator(`:scope > ul > li > a[data-nav-id="${item.id}"]`);
          if (!(await link.isVisible())) continue;
          const box = (await link.boundingBox())!;
          expect(box.x, `${item.text} starts inside the viewport`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${item.text} ends inside the viewport`).toBeLessThanOrEqual(width);
          onScreen.add(item.id);
        }
        expect(await wideElements(page), 'the measured menu widens nothing').toEqual({
          scrollWidth: width,
          innerWidth: width,
          offenders: [],
        });
      }
      const overflow = TOP_LEVEL.filter((item) => !onScreen.has(item.id));
      if (overflow.length > 0) {
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
        for (const item of overflow) {
          const entry = list.locator(`[data-nav-id="${item.id}"]`).first();
          await expect(entry, `${item.text} is in the overflow menu`).toBeVisible();
          const box = (await entry.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
        }
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      } else {
        await expect(toggle).toBeHidden();
      }

      // Keyboard: Tab through the page from the top, opening every collapsed menu disclosure on the way with
      // Enter, and note every menu link that takes the focus.
      await page.goto(site.url);
      await untilInteractive(page);
      const focused = new Set<string>();
      const reached = () => TOP_LEVEL.every((item) => focused.has(item.path));
      for (let i = 0; i < 160 && !reached(); i += 1) {
        await page.keyboard.press('Tab');
        const state = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || !el.closest('nav[aria-label="Main"], [data-testid="mobile-menu"], header')) return null;
          const menuDisclosure =
            el.closest('nav[aria-label="Main"], [data-testid="mobile-menu"]') !== null ||
            /\bMenu$/.test(el.textContent ?? '');
          return {
            href: el instanceof HTMLAnchorElement ? new URL(el.href).pathname : null,
            expand: menuDisclosure && el.getAttribute('aria-expanded') === 'false',
          };
        });
        if (!state) continue;
        if (state.href) focused.add(state.href);
        if (state.expand) await page.keyboard.press('Enter');
      }
      const missing = TOP_LEVEL.filter((item) => !focused.has(item.path)).map((item) => item.text);
      expect(missing, 'items the keyboard never reaches').toEqual([]);
    });
  }

  test('without JavaScript the unmeasured menu row scrolls sideways inside the page at 860 px', async ({
    browser,
    site,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 860, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(site.url);
    const row = page.getByRole('navigation', { name: 'Main' }).locator(':scope > ul').first();
    await expect(row).toBeVisible();
    await expect(row).not.toHaveAttribute('data-fitted');
    // Every item is a link in the row (there is no More without a script), and the row, not the page, scrolls.
    for (const item of TOP_LEVEL) await expect(row.locator(`a[data-nav-id="${item.id}"]`)).toHaveCount(1);
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth), 'the row scrolls').toBe(true);
    expect(await wideElements(page)).toEqual({ scrollWidth: 860, innerWidth: 860, offenders: [] });
    await context.close();
  });

  test('the last item opens with Enter from wherever it is, and Escape closes More and returns focus', async ({
    page,
    site,
  }) => {
    await suppressPromotionPopUp(page);
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto(site.url);
    const main = page.getByRole('navigation', { name: 'Main' });
    const more = main.getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const last = TOP_LEVEL[TOP_LEVEL.length - 1]!;
    const list = page.locator(`#${await more.getAttribute('aria-controls')}`);
    await expect(list.getByRole('link', { name: last.text })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(list.getByRole('link', { name: last.text })).toBeHidden();
    await expect(more).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Enter');
    await list.getByRole('link', { name: last.text }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${last.path}$`));
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('no horizontal overflow on phones', () => {
  for (const width of [320, 360, 390]) {
    test(`home, racing, football, a race card and a festival page fit ${width} px`, async ({
      page,
      site,
    }) => {
      await suppressPromotionPopUp(page);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${site.url}/racing/racecards`);
      await page.getByTestId('meeting').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/racing\/racecards\/[^/]+\/[^/]+\/racecard\/\d+\//);
      const raceCard = new URL(page.url()).pathname;
      for (const path of ['/', '/racing', '/football', raceCard, '/cheltenham-festival']) {
        await page.goto(`${site.url}${path}`);
        // Every remote slot has settled (loaded, or given up) before the page is measured.
        await expect(page.locator('main [data-slot]').first()).toBeAttached();
        await expect(page.locator('[data-slot][data-slot-state="loading"]')).toHaveCount(0);
        await expect(page.locator('main h1, main [data-testid]').first()).toBeVisible();
        const result = await wideElements(page);
        expect(result, `${path} at ${width} px`).toEqual({
          scrollWidth: width,
          innerWidth: width,
          offenders: [],
        });
      }
    });
  }
});

test.describe('followed-competitions dropdown', () => {
  const sizes = [
    { width: 1280, max: 400 },
    { width: 676, max: 400 },
    { width: 675, max: 300 },
    { width: 390, max: 300 },
    { width: 320, max: 300 },
  ];
  for (const { width, max } of sizes) {
    test(`at ${width} px the panel is at most ${max} px tall and wide, inside the viewport, and scrolls inside`, async ({
      page,
      site,
    }) => {
      await suppressPromotionPopUp(page);
      await page.setViewportSize({ width, height: 900 });
      // The panel lists All and every competition the feed has, however the page got them (in the server's first
      // view, or asked for by the browser): it is measured once it holds them all.
      const competitions = await api<Array<{ name: string }>>(
        page,
        `${site.url}/api/football/v2/competitions`,
      );
      await page.goto(`${site.url}/football/fixtures-results`);
      await expect(page.getByTestId('competition').first()).toBeVisible();
      await page.getByRole('button', { name: 'All Competitions/Leagues ▾' }).click();
      const panel = page.getByRole('group', { name: 'Select Competitions/Leagues' });
      await expect(panel).toBeVisible();
      await expect(panel.getByTestId('followed-item')).toHaveCount(
        new Set(competitions.map((c) => c.name)).size + 1,
      );
      const box = (await panel.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(max);
      expect(box.width).toBeLessThanOrEqual(max);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const scroll = await panel.evaluate((el) => ({ inner: el.scrollHeight, outer: el.clientHeight }));
      // The seeded list is longer than the panel, so it must scroll inside the panel, not past it.
      expect(scroll.inner).toBeGreaterThan(scroll.outer);
      const last = panel.getByTestId('followed-item').last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      const after = (await panel.boundingBox())!;
      expect(after.height).toBeLessThanOrEqual(max);
      const overflow = await wideElements(page);
      expect(overflow.scrollWidth).toBeLessThanOrEqual(width);
    });
  }

  test('the panel opens 500 ms after the click, not before', async ({ page, site }) => {
    await suppressPromotionPopUp(page);
    await page.clock.install();
    await page.goto(`${site.url}/football/fixtures-results`);
    const toggle = page.getByRole('button', { name: 'All Competitions/Leagues ▾' });
    await expect(toggle).toBeVisible();
    // Paused before hydration, the start-up's own timers would wait for the test's clock (boot/shared-in-turn.ts).
    await untilInteractive(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await toggle.click();
    const panel = page.getByRole('group', { name: 'Select Competitions/Leagues' });
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(499);
    await expect(panel).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(1);
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
