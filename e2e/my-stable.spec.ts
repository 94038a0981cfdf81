import type { Page } from '@playwright/test';
import { openForm, seriousViolations } from './support/checks';
import { focusEscapes } from './support/dialog';
import { DEMO_MEMBERS, expect, signIn, suppressPromotionPopUp, test, waitForSignedIn } from './support/site';

const PROFILE_TEXT =
  'Follow and track your favourite Horses, Jockeys and Trainers. Never miss a race with automated alerts. Available with a FREE Sporting Life account.';
const EVENT_TEXT = 'Please log in on the iOS app to receive notifications for this event.';

/** From the racecards page, today's first meeting's first race, as a visitor would open it. */
async function openFirstRaceCard(page: Page) {
  await page.getByTestId('meeting').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/racing\/racecards\/[^/]+\/[^/]+\/racecard\/\d+\//);
  const runner = page.locator('[data-testid="runner"][data-status="runner"]').first();
  await expect(runner).toBeVisible();
  const horse = (await runner.getByTestId('runner-name').textContent()) ?? '';
  expect(horse).not.toBe('');
  return { runner, horse };
}

test.describe('My Stable', () => {
  test('a visitor on /racing/my-stable gets the Add to My Stable prompt with sign-in buttons', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/racing/my-stable`);
    const root = page.getByTestId('my-stable');
    await expect(root.getByRole('heading', { level: 1, name: 'My Stable' })).toBeVisible();
    const prompt = page.getByTestId('my-stable-visitor');
    await expect(prompt.getByRole('heading', { name: 'Add to My Stable' })).toBeVisible();
    await expect(prompt).toContainText(PROFILE_TEXT);
    await expect(prompt.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Register' })).toBeVisible();
    expect(await seriousViolations(page, '[data-testid="my-stable"]')).toEqual([]);
  });

  test('a visitor following from a race card gets the Add to My Stable prompt, by keyboard too', async ({
    page,
    site,
  }) => {
    await suppressPromotionPopUp(page);
    await page.goto(`${site.url}/racing/racecards`);
    const { runner, horse } = await openFirstRaceCard(page);

    // The account remote's button, mounted by the racing remote on the horse, its jockey and its trainer.
    const follow = runner.getByRole('button', { name: `Follow ${horse}` });
    await expect(follow).toBeVisible();
    await expect(runner.getByRole('group', { name: `Jockey of ${horse}` }).getByRole('button')).toBeVisible();
    await expect(
      runner.getByRole('group', { name: `Trainer of ${horse}` }).getByRole('button'),
    ).toBeVisible();
    expect(await seriousViolations(page, '[data-remote="racing"]')).toEqual([]);

    await follow.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add to My Stable' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(PROFILE_TEXT);
    await expect(dialog.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Log in' })).toBeFocused();
    expect(await focusEscapes(page, dialog)).toEqual([]);
    expect(await seriousViolations(page, 'dialog')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(follow).toBeFocused();

    // Following the race itself gives the event text.
    await page
      .getByRole('group', { name: /^Race / })
      .getByRole('button', { name: /^Follow / })
      .click();
    await expect(dialog).toContainText(EVENT_TEXT);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('with the account remote down, the race card works without follow buttons', async ({ page, site }) => {
    await suppressPromotionPopUp(page);
    // Nothing is served from the account remote's origin (its manifest, entry and chunks), after a while.
    await page.route(`${site.origin('account')}/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.abort('connectionrefused');
    });
    await page.goto(`${site.url}/racing/racecards`);
    const { runner, horse } = await openFirstRaceCard(page);
    // The slots give up (the shell's bounded retry; or at once, once the account remote's breaker is open after
    // the header's failed load) and leave nothing behind. That a loading slot holds its space is FollowButtonSlot's
    // component test.
    await expect(page.locator('[data-follow]')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: /^Follow / })).toHaveCount(0);
    await runner.getByRole('button', { name: `Show form for ${horse}` }).click();
    await expect(openForm(page, horse)).toBeVisible();
  });

  test('a member follows a horse from a race card, finds it in My Stable after a reload, and unfollows it', async ({
    page,
    site,
  }) => {
    const member = DEMO_MEMBERS.free;
    // A real session: the member signs in on the identity provider's pages and comes back to the racecards.
    await signIn(page, site.url, member.email, member.password, '/racing/racecards');
    const { runner, horse } = await openFirstRaceCard(page);
    const card = page.url();

    // The member's button is a toggle; it is enabled once the member's follows have loaded.
    const follow = runner.getByRole('button', { name: `Follow ${horse}` });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await expect(follow).toBeEnabled();
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).toHaveText('Following');

    // Kept by the account service, not only in the page: still followed after a reload.
    await page.reload();
    await waitForSignedIn(page);
    const again = page
      .getByRole('listitem', { name: horse })
      .getByRole('button', { name: `Follow ${horse}` });
    await expect(again).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`${site.url}/racing/my-stable`);
    await page.reload();
    const horses = page.getByTestId('my-stable-group-HORSE');
    await expect(horses).toContainText(horse);
    await horses.getByRole('button', { name: `Unfollow ${horse}` }).click();
    await expect(page.getByRole('button', { name: `Unfollow ${horse}` })).toHaveCount(0);

    // Gone for good: not in My Stable after a reload, and the race card offers to follow it again.
    await page.reload();
    await expect(page.getByTestId('my-stable-follows').or(page.getByTestId('my-stable-empty'))).toBeVisible();
    await expect(page.getByRole('button', { name: `Unfollow ${horse}` })).toHaveCount(0);
    await page.goto(card);
    await expect(
      page.getByRole('listitem', { name: horse }).getByRole('button', { name: `Follow ${horse}` }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});
