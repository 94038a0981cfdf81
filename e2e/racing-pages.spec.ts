import type { Page } from '@playwright/test';
import type { LiveResponse } from '../shared-contracts/src/index';
import type {
  EarlyEntriesResponse,
  ReplayResponse,
  ReplaysDayResponse,
} from '../shared-contracts/src/entries/race-history';
import { addDays, api, londonToday, violations } from './support/checks';
import { DEMO_MEMBERS, expect, signIn, suppressPromotionPopUp, test } from './support/site';

const RACING = '[data-remote="racing"]';

/** axe at desktop width and at 360 px, and nothing wider than a phone outside sideways-scrolling regions. */
async function accessibleAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await violations(page, RACING)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await violations(page, RACING)).toEqual([]);
  const wide = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('[data-remote="racing"] *'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= window.innerWidth + 0.5) continue;
      let clipped = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') clipped = true;
      if (!clipped) out.push(`${el.tagName.toLowerCase()} right=${Math.round(box.right)}`);
    }
    return out.slice(0, 5);
  });
  expect(wide).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('racing replays, ABC guide, early entries and Timeform Live', () => {
  test.beforeEach(async ({ page }) => suppressPromotionPopUp(page));

  test("replays list yesterday's races and draw a real race's finish from its result", async ({
    page,
    site,
  }) => {
    const yesterday = addDays(londonToday(), -1);
    const day = await api<ReplaysDayResponse>(
      page,
      `${site.url}/api/horse-racing/v2/racing/replays/${yesterday}`,
    );
    expect(day.races.length).toBeGreaterThan(0);

    expect((await page.goto(`${site.url}/racing/replays/on/${yesterday}`))?.status()).toBe(200);
    const racing = page.locator(RACING);
    await expect(racing.getByRole('heading', { level: 1 })).toHaveText('Race replays');
    await expect(racing.getByTestId('replay-row')).toHaveCount(day.races.length);
    const first = day.races[0]!;
    const row = racing.getByTestId('replay-row').first();
    await expect(row).toContainText(first.courseName);
    await expect(row).toContainText(first.winner.horseName);
    await accessibleAtBothWidths(page);

    // Static finish for a visitor who asks for reduced motion.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await row.getByRole('link', { name: first.title }).click();
    await expect(page).toHaveURL(new RegExp(`/racing/replays/${first.raceId}/[a-z0-9-]+$`));
    const replay = await api<ReplayResponse>(
      page,
      `${site.url}/api/horse-racing/v2/racing/replay/${first.raceId}`,
    );
    await expect(racing.getByRole('heading', { level: 1 })).toContainText(first.courseName);
    const svg = racing.getByTestId('replay-svg');
    await expect(svg).toHaveAttribute('data-progress', 'finished');
    await expect(racing.getByRole('img', { name: /Drawn replay of the finish/ })).toBeVisible();
    await expect(racing.getByTestId('replay-runner')).toHaveCount(replay.finish.length);
    // At the line the runners are in the result's order, the winner nearest the post.
    const xs = await racing
      .getByTestId('replay-runner')
      .evaluateAll((gs) => gs.map((g) => Number(g.getAttribute('data-x'))));
    const finishers = replay.finish.filter((f) => f.position > 0).length;
    expect(xs.slice(0, finishers)).toEqual([...xs.slice(0, finishers)].sort((a, b) => b - a));
    await expect(racing.getByTestId('replay-commentary').getByRole('listitem').first()).toContainText(
      first.winner.horseName,
    );
    const result = racing.getByTestId('race-result');
    await expect(result.locator('tbody tr')).toHaveCount(replay.result.placings.length);
    await accessibleAtBothWidths(page);

    // With motion allowed the run-in plays and ends at the same finish.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.reload();
    await expect(racing.getByRole('button', { name: 'Watch the finish again' })).toBeEnabled({
      timeout: 10_000,
    });
    await expect(svg).toHaveAttribute('data-progress', 'finished');

    // An unknown race has no replay: HTTP 404 and a clear page.
    const missing = await page.goto(`${site.url}/racing/replays/20200101999/no-such-race`);
    expect(missing?.status()).toBe(404);
    await expect(racing.getByRole('heading', { level: 1 })).toHaveText('Replay not found');
    expect((await page.goto(`${site.url}/racing/replays/on/2020-01-01`))?.status()).toBe(404);
  });

  test('the ABC guide lists the terms A to Z and filters them as you type', async ({ page, site }) => {
    expect((await page.goto(`${site.url}/racing/abc-guide`))?.status()).toBe(200);
    const racing = page.locator(RACING);
    await expect(racing.getByRole('heading', { level: 1 })).toHaveText('ABC guide to racing');
    const terms = racing.getByTestId('glossary-term');
    expect(await terms.count()).toBeGreaterThanOrEqual(95);
    await expect(racing.getByRole('navigation', { name: 'Terms A to Z' })).toBeVisible();
    await accessibleAtBothWidths(page);

    const box = racing.getByRole('searchbox', { name: 'Search the guide' });
    await box.focus();
    await page.keyboard.type('each way');
    await expect(racing.getByTestId('glossary-count')).toHaveText(/^\d+ terms? match(es)? “each way”\.$/);
    await expect(terms.first()).toContainText('Each-way');
    const matching = await terms.count();
    expect(matching).toBeLessThan(10);
    await expect(racing.getByTestId('glossary-count')).toContainText(String(matching));

    await box.fill('rule 4');
    await expect(terms.filter({ hasText: 'Rule 4' }).first()).toBeVisible();
    await box.fill('zzzz');
    await expect(terms).toHaveCount(0);
    await expect(racing.getByTestId('glossary-count')).toHaveText('No terms match “zzzz”.');
  });

  test('early entries list the big races ahead with their entries', async ({ page, site }) => {
    const body = await api<EarlyEntriesResponse>(
      page,
      `${site.url}/api/horse-racing/v2/racing/early-entries`,
    );
    expect((await page.goto(`${site.url}/racing/early-entries`))?.status()).toBe(200);
    const racing = page.locator(RACING);
    await expect(racing.getByRole('heading', { level: 1 })).toHaveText('Early entries');
    if (body.races.length === 0) {
      await expect(
        racing.getByText('There are no big races with entries in the next five weeks.'),
      ).toBeVisible();
    } else {
      await expect(racing.getByTestId('early-entry-race')).toHaveCount(body.races.length);
      const race = body.races[0]!;
      const first = racing.getByTestId('early-entry-race').first();
      await expect(first.getByRole('heading', { name: race.title })).toBeVisible();
      await expect(first.getByTestId('entry-count')).toHaveText(`${race.entries.length} entries`);
      await expect(first.getByTestId('early-entry')).toHaveCount(race.entries.length);
      await expect(first.getByTestId('early-entry').first()).toContainText(race.entries[0]!.horseName);
    }
    await accessibleAtBothWidths(page);
  });

  test("Timeform Live shows today's races to visitors with the Plus prompt, and the notes to Plus members", async ({
    page,
    site,
  }) => {
    const live = await api<LiveResponse>(page, `${site.url}/api/horse-racing/v2/racing/live`);
    expect((await page.goto(`${site.url}/racing/timeform-live`))?.status()).toBe(200);
    const racing = page.locator(RACING);
    await expect(racing.getByRole('heading', { level: 1 })).toHaveText('Timeform Live');
    await expect(racing.getByTestId('live-race')).toHaveCount(live.races.length);
    const prompt = racing.getByTestId('live-upgrade');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Join Sporting Life Plus' })).toHaveAttribute(
      'href',
      '/sporting-life-plus',
    );
    await expect(racing.getByTestId('live-notes')).toHaveCount(0);
    await accessibleAtBothWidths(page);

    await signIn(
      page,
      site.url,
      DEMO_MEMBERS.plus.email,
      DEMO_MEMBERS.plus.password,
      '/racing/timeform-live',
    );
    await page.goto(`${site.url}/racing/timeform-live`);
    await expect(racing.getByTestId('live-notes').first()).toBeVisible({ timeout: 20_000 });
    await expect(racing.getByTestId('live-upgrade')).toHaveCount(0);
    await expect(racing.getByTestId('live-notes').first()).toContainText(/pace is likely/);
    await accessibleAtBothWidths(page);
  });
});
