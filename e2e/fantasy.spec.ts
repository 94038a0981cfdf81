import { overflow, violations } from './support/checks';
import { DEMO_MEMBERS, expect, signIn, suppressPromotionPopUp, test } from './support/site';

const PAGE = '/football/fantasy-football';
const ROOT = '[data-testid="fantasy-football"]';

type Position = 'Goalkeepers' | 'Defenders' | 'Midfielders' | 'Forwards';

/** Five clubs, three players each: 2 goalkeepers, 5 defenders, 5 midfielders and 3 forwards. */
const PLAN: Array<[club: number, position: Position]> = [
  [1, 'Goalkeepers'],
  [1, 'Defenders'],
  [1, 'Midfielders'],
  [2, 'Goalkeepers'],
  [2, 'Defenders'],
  [2, 'Midfielders'],
  [3, 'Defenders'],
  [3, 'Midfielders'],
  [3, 'Forwards'],
  [4, 'Defenders'],
  [4, 'Midfielders'],
  [4, 'Forwards'],
  [5, 'Defenders'],
  [5, 'Midfielders'],
  [5, 'Forwards'],
];

test.describe('fantasy football', () => {
  test('a visitor sees how it works, the members league and the top players, at 360 px too', async ({
    page,
    site,
  }) => {
    await suppressPromotionPopUp(page);
    await page.goto(`${site.url}${PAGE}`);
    const root = page.locator(ROOT);
    await expect(root.getByRole('heading', { level: 1, name: 'Fantasy football' })).toBeVisible();
    await expect(root.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(root.getByRole('heading', { name: "Members' league" })).toBeVisible();
    await expect(page.getByTestId('fantasy-top-players').locator('tbody tr')).toHaveCount(10);
    await expect(root.getByRole('button', { name: 'Log in to play' })).toBeVisible();
    expect(await violations(page, ROOT)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await expect(page.getByTestId('fantasy-top-players').locator('tbody tr')).toHaveCount(10);
    const wide = await overflow(page);
    expect([wide.scrollWidth, wide.out]).toEqual([wide.width, []]);
  });

  test('a member picks a valid squad, sees the club limit, saves it and finds it in the league table', async ({
    page,
    site,
  }) => {
    await signIn(page, site.url, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password, PAGE);
    const root = page.locator(ROOT);
    await expect(root.getByRole('heading', { name: 'Pick your squad' })).toBeVisible();
    await expect(page.getByTestId('fantasy-budget')).toHaveText('£100.0m');

    await root.getByLabel('Sort by').selectOption({ label: 'Price, lowest first' });
    const players = page.getByTestId('fantasy-players');
    const problems = page.getByTestId('fantasy-problems');
    const add = async (club: number, position: Position) => {
      await root.getByLabel('Club').selectOption({ index: club });
      await root.getByLabel('Position').selectOption({ label: position });
      return players.getByRole('button', { name: /^Add / }).first();
    };
    for (const [index, [club, position]] of PLAN.slice(0, 14).entries()) {
      const button = await add(club, position);
      if (index === 0) {
        // Keyboard works too: focus the button and press Enter.
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(problems).toContainText('A squad has 15 players: you have 1.');
      } else {
        await button.click();
      }
      await expect(page.getByTestId('fantasy-pick')).toHaveCount(index + 1);
    }

    // A fourth player from the first club breaks the club limit; taking him out again clears it.
    await (await add(1, 'Forwards')).click();
    await expect(problems).toContainText(/You have 4 players from .+: at most 3 from one club\./);
    await page
      .getByTestId('fantasy-pick')
      .last()
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect(page.getByTestId('fantasy-pick')).toHaveCount(14);
    await expect(problems).not.toContainText('at most 3 from one club');
    const [club, position] = PLAN[14]!;
    await (await add(club, position)).click();
    await expect(page.getByTestId('fantasy-pick')).toHaveCount(15);
    const budgetLeft = await page.getByTestId('fantasy-budget').textContent();
    expect(budgetLeft).toMatch(/^£\d+\.\dm$/);
    expect(budgetLeft).not.toBe('£100.0m');

    await expect(problems).toContainText('Choose a captain from your starting eleven.');
    await page
      .getByRole('radio', { name: / captain$/, disabled: false })
      .last()
      .check();
    await root.getByLabel('Team name').fill('Fantasy Freddies');
    await expect(problems).toContainText('Your team is ready to save.');
    expect(await violations(page, ROOT)).toEqual([]);

    await root.getByRole('button', { name: 'Save team' }).click();
    await expect(page.getByTestId('fantasy-save-status')).toContainText(
      /Saved: your team plays from gameweek \d+\./,
    );
    await expect(page.getByTestId('fantasy-rank')).toContainText(/ranked \d+ of \d+ in the members' league/);
    await expect(page.getByTestId('fantasy-league')).toContainText('Fantasy Freddies');

    // After a reload the team is the member's saved one, and the league still has it.
    await page.reload();
    await expect(root.getByRole('heading', { name: 'Change your team' })).toBeVisible();
    await expect(page.getByTestId('fantasy-pick')).toHaveCount(15);
    await expect(root.getByLabel('Team name')).toHaveValue('Fantasy Freddies');
    await expect(
      page.getByTestId('fantasy-league').getByRole('row', { name: /Fantasy Freddies/ }),
    ).toBeVisible();
    expect(await violations(page, ROOT)).toEqual([]);
  });
});
