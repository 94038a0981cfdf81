import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/site';

interface Match {
  match_reference: { id: number };
  homeGoals: number;
  awayGoals: number;
  competition: { name: string };
  team_score_a: { team: { name: string } };
  team_score_b: { team: { name: string } };
}

const londonToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first day from today with at least `count` competitions playing, read from the football API. */
async function dayWithCompetitions(page: Page, origin: string, count: number): Promise<string> {
  for (let offset = 0; offset < 7; offset++) {
    const date = addDays(londonToday(), offset);
    const res = await page.request.get(`${origin}/api/football/v2/matches/date/${date}`);
    const { matches } = (await res.json()) as { matches: Match[] };
    if (new Set(matches.map((m) => m.competition.name)).size >= count) return date;
  }
  throw new Error(`no day this week has ${count} competitions`);
}

test.describe('football', () => {
  test('a live score changes without a reload when the page polls', async ({ page, site }) => {
    test.setTimeout(120_000);
    const today = londonToday();
    const t0 = new Date();
    const scores = async (at: Date) => {
      const res = await page.request.get(
        `${site.url}/api/football/v2/matches/date/${today}?at=${at.toISOString()}`,
      );
      return ((await res.json()) as { matches: Match[] }).matches;
    };
    // The service's clock is real; the test looks a little ahead (the API's documented `at`) to find a match that
    // scores, then lets the page's own 30 s poll ask for that later moment.
    const before = await scores(t0);
    let t1 = t0;
    let changed: Match | undefined;
    for (let minutes = 10; minutes <= 180 && !changed; minutes += 10) {
      t1 = new Date(t0.getTime() + minutes * 60_000);
      const after = await scores(t1);
      changed = after.find((m) => {
        const was = before.find((b) => b.match_reference.id === m.match_reference.id);
        return was && was.homeGoals + was.awayGoals !== m.homeGoals + m.awayGoals;
      });
    }
    expect(changed, 'some match scores within three hours').toBeDefined();
    let calls = 0;
    await page.route('**/api/football/v2/matches/date/**', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('at', (calls++ === 0 ? t0 : t1).toISOString());
      return route.continue({ url: url.toString() });
    });
    await page.goto(`${site.url}/football`);
    const score = page.locator(
      `[data-match-id="${changed!.match_reference.id}"] [data-testid="match-score"]`,
    );
    const initial = (await score.textContent()) ?? '';
    await expect(score).not.toHaveText(initial, { timeout: 40_000 });
    await expect(score).toHaveText(`${changed!.homeGoals} - ${changed!.awayGoals}`);
  });

  test('following a competition filters the fixtures and survives a reload', async ({ page, site }) => {
    // A quiet day (a Monday in November) can have friendlies only: take the first day this week with more
    // than one competition, as a visitor would step to it with "Next day".
    const date = await dayWithCompetitions(page, site.url, 2);
    await page.goto(`${site.url}/football/fixtures-results?date=${date}`);
    await expect(page.getByTestId('competition').first()).toBeVisible();
    expect(await page.getByTestId('competition').count()).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'All Competitions/Leagues ▾' }).click();
    const panel = page.getByRole('group', { name: 'Select Competitions/Leagues' });
    await panel.getByRole('button', { name: /^Club Friendlies/ }).click();
    await expect(panel.getByRole('button', { name: /^Club Friendlies/ })).toHaveText(/Following/);
    await panel.getByRole('button', { name: 'View Favourites' }).click();
    await expect(page.getByTestId('competition')).toHaveCount(1);
    await expect(page.getByTestId('competition')).toContainText('Club Friendlies');
    await page.reload();
    await expect(page.getByRole('button', { name: 'My Competitions/Leagues ▾' })).toBeVisible();
    await expect(page.getByTestId('competition')).toHaveCount(1);
    await expect(page.getByTestId('competition')).toContainText('Club Friendlies');
    await page.screenshot({ path: '/tmp/football-followed.png' });
  });

  test('the next-match button shows the team’s next match and leads to it', async ({ page, site }) => {
    await page.goto(`${site.url}/football/team/arsenal/1000`);
    await expect(page.getByRole('heading', { name: 'Arsenal', level: 1 })).toBeVisible();
    const next = page.getByTestId('next-match');
    await expect(next).toContainText(/Next match: .*Arsenal|Next match: Arsenal/);
    await next.click();
    await expect(page).toHaveURL(/\/football\/live\/\d+\/[a-z-]+-vs-[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Arsenal');
  });

  test('a visitor on a match page gets My Stable’s Add to My Stable prompt from its follow button', async ({
    page,
    site,
  }) => {
    const res = await page.request.get(`${site.url}/api/football/v2/matches/date/${londonToday()}`);
    const matches = ((await res.json()) as { matches: Match[] }).matches;
    // Today's competitive match when there is one; a quiet day may have friendlies only.
    const match = matches.find((m) => m.competition.name !== 'Club Friendlies') ?? matches[0]!;
    const home = match.team_score_a.team.name;
    const away = match.team_score_b.team.name;
    // As a visitor gets there: today's matches on the football hub, then the match's score link.
    await page.goto(`${site.url}/football`);
    await page
      .locator(`[data-testid="fixture"][data-match-id="${match.match_reference.id}"]`)
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/football/live/${match.match_reference.id}/[a-z0-9-]+-vs-[a-z0-9-]+$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: `${home} v ${away}` })).toBeVisible();

    // The account remote's button, mounted by the football remote in the match header.
    const slot = page.locator('[data-remote="football"]').getByRole('group', { name: 'My Stable' });
    const follow = slot.getByRole('button', { name: `Follow ${home} v ${away}` });
    await expect(follow).toBeVisible();
    await expect(slot.locator('[data-remote="account"]')).toHaveCount(1);
    await follow.click();
    const dialog = page.getByRole('dialog', { name: 'Add to My Stable' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Please log in on the iOS app to receive notifications for this event.',
    );
    await expect(dialog.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('every football section page renders a heading', async ({ page, site }) => {
    for (const path of [
      '/football',
      '/football/fixtures-results',
      '/football/tips-centre',
      '/football/league-tables',
      '/football/news',
      '/football/transfer-centre',
      '/football/fantasy-football',
      '/football/live/vidiprinter',
      '/football/euros',
      '/football/league-tables/premier-league/2',
      '/football/fixtures-results/competitions/premier-league/2',
    ]) {
      await page.goto(`${site.url}${path}`);
      await expect(page.locator('[data-remote="football"] h1').first(), path).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Fixtures', exact: true })).toBeVisible();
  });

  test('football pages have no serious accessibility violations', async ({ page, site }) => {
    for (const path of [
      '/football/fixtures-results',
      '/football/league-tables/mls/22',
      '/football/team/arsenal/1000',
    ]) {
      await page.goto(`${site.url}${path}`);
      await expect(page.locator('[data-remote="football"] h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).include('[data-remote="football"]').analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${path}: ${v.id} ${v.help}`)).toEqual([]);
    }
  });
});
