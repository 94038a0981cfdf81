import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/src/start/packages';
import { overflow, wcag22Violations } from './support/checks';
import { expect, test } from './support/site';

/**
 * Issue 16: the design system's catalogue at /design-system shows every component in the light and the dark
 * scheme side by side, inside the shell's page (header and footer), fits a phone and passes axe's WCAG 2.2 AA
 * rules with target size. Screenshots are saved to look at.
 */

const SCREENS = path.join(ROOT, 'test-results', 'screens');

/** The catalogue's sections (data-catalogue ids) and a role each must show in both halves. */
const SECTIONS = [
  'icon',
  'button',
  'text-link',
  'card',
  'badge',
  'data-table',
  'tabs',
  'select',
  'odds-button',
  'skeleton',
  'empty-state',
  'error-state',
  'silk',
  'crest',
  'bookmaker-mark',
  'line-chart',
];

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
]) {
  test.describe(`design catalogue at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every component in both schemes, in the shell page, fitting the screen, axe clean', async ({
      page,
      site,
    }) => {
      const response = await page.goto(`${site.url}/design-system`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
      await expect(page).toHaveTitle(/^Design system/);
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('footer').first()).toBeVisible();

      const catalogue = page.getByTestId('design-catalogue');
      await expect(catalogue.locator('[data-catalogue]')).toHaveCount(SECTIONS.length + 5);
      for (const id of SECTIONS) {
        const block = catalogue.locator(`[data-catalogue="${id}"]`);
        await expect(block.getByRole('heading', { level: 3 })).toBeVisible();
        for (const scheme of ['light', 'dark']) {
          const half = block.locator(`[data-scheme="${scheme}"]`);
          await expect(half, `${id} in the ${scheme} scheme`).toBeVisible();
          expect((await half.boundingBox())?.height, `${id} in the ${scheme} scheme`).toBeGreaterThan(40);
        }
        // The halves really are painted in different schemes.
        const backgrounds = await block
          .locator('[data-scheme]')
          .evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
        expect(new Set(backgrounds).size, `${id}: light and dark halves differ`).toBe(2);
      }

      // Drawings from data: silks, crests and bookmaker marks are named images in both halves.
      await expect(page.getByRole('img', { name: 'Emerald green and orange hoops, white cap' })).toHaveCount(
        4,
      );
      await expect(page.getByRole('img', { name: 'Forest Green Rovers crest' })).toHaveCount(4);
      await expect(page.getByRole('img', { name: 'Paddy Power' })).toHaveCount(4);

      // The race card collapses to labelled cards on a phone and is a table at desktop width.
      const runner = page
        .getByRole('table', { name: '13:30 Cheltenham runners (light)' })
        .getByRole('rowheader', { name: /Constitution Hill/ });
      const display = await runner.evaluate((el) => getComputedStyle(el).display);
      expect(display).toBe(viewport.width <= 675 ? 'flex' : 'table-cell');

      const fit = await overflow(page, 'body');
      // The outermost elements past the right edge, clipped or not, to say what widened the page.
      const widest = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main *'))
          .filter((el) => {
            const right = el.getBoundingClientRect().right;
            const parent = el.parentElement?.getBoundingClientRect().right ?? 0;
            return right > window.innerWidth + 0.5 && parent <= window.innerWidth + 0.5;
          })
          .slice(0, 5)
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}.${el.className} in ${el.closest('[data-catalogue]')?.getAttribute('data-catalogue')}`,
          ),
      );
      expect(fit.scrollWidth, [...fit.out, ...widest].join(', ')).toBeLessThanOrEqual(fit.width);

      const { violations, ran } = await wcag22Violations(page);
      expect(ran.has('target-size')).toBe(true);
      expect(violations).toEqual([]);

      mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({
        path: path.join(SCREENS, `design-system-${viewport.width}.png`),
        fullPage: true,
      });
    });
  });
}
