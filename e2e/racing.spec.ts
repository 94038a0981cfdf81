import { seriousViolations } from './support/checks';
import { acceptFunctionalCookies, expect, test, untilInteractive } from './support/site';

test.describe('racing', () => {
  test("opens today's first race from the racecards page, sorts it and expands a runner's form", async ({
    page,
    site,
  }) => {
    await acceptFunctionalCookies(page);
    await page.goto(`${site.url}/racing/racecards`);
    await expect(page.getByRole('heading', { name: 'Racecards', level: 1 })).toBeVisible();
    const firstMeeting = page.getByTestId('meeting').first();
    const course = (await firstMeeting.getByRole('heading').textContent())?.split(' (')[0] ?? '';
    await firstMeeting.getByRole('link').first().click();

    await expect(page).toHaveURL(
      /\/racing\/racecards\/\d{4}-\d{2}-\d{2}\/[a-z0-9-]+\/racecard\/\d+\/[a-z0-9-]+$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText(course);
    const runners = page.getByTestId('runner');
    await expect(runners.first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unlock the Plus race analysis' })).toBeVisible();

    const names = async () => page.getByTestId('runner-name').allTextContents();
    await page.getByLabel('Sort by').selectOption('name');
    const running = await page
      .locator('[data-testid="runner"][data-status="runner"] [data-testid="runner-name"]')
      .allTextContents();
    expect(running).toEqual([...running].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect((await names()).slice(0, running.length)).toEqual(running);

    // The sort is remembered: it survives a reload.
    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('name');

    const first = runners.first();
    // A runner with past runs (a debutant has none): its form table lists the runs its form figures stand for.
    const forms = await page.getByTestId('runner-form').allTextContents();
    const withRuns = Math.max(
      0,
      forms.findIndex((f) => f !== '-'),
    );
    const runner = runners.nth(withRuns);
    const horse = (await runner.getByTestId('runner-name').textContent()) ?? '';
    await untilInteractive(page);
    await runner.getByRole('button', { name: `Show form for ${horse}` }).click();
    const form = page.getByRole('table', { name: `Form of ${horse}` });
    await expect(form).toBeVisible();
    expect(await form.getByTestId('performance').count()).toBe(forms[withRuns]!.length);

    await page.getByLabel('Odds format').selectOption('Decimal');
    await expect(first.getByTestId('runner-odds')).toHaveText(/^(\d+\.\d{2}|SP)$/);

    expect(await seriousViolations(page, '[data-remote="racing"]')).toEqual([]);
  });

  test('shows a dropped-out entry as a non-runner on its race card', async ({ page, site }) => {
    await page.goto(`${site.url}/racing/non-runners`);
    await expect(page.getByRole('heading', { name: 'Non-runners', level: 1 })).toBeVisible();
    const horse = (await page.getByTestId('non-runner-horse').first().textContent()) ?? '';
    await page.getByTestId('non-runner-race').first().click();
    const runner = page.getByRole('listitem', { name: horse });
    await expect(runner).toHaveAttribute('data-status', 'non-runner');
    await expect(runner.getByTestId('runner-status')).toContainText('Non-runner: Dropped out');
    await expect(runner.getByTestId('runner-odds')).toHaveText('');
  });

  test('shows the quick-links strip on /racing and not on racecards; every racing section has a heading', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/racing`);
    await expect(page.getByRole('heading', { name: 'Horse racing', level: 1 })).toBeVisible();
    const strip = page.getByTestId('racing-quick-links');
    await expect(strip).toBeVisible();
    expect(await strip.getByTestId('racing-quick-link').count()).toBeGreaterThan(0);
    await expect(strip.getByRole('link').first()).toHaveAttribute(
      'href',
      /\/racing\/racecards\/.+\/racecard\/\d+\//,
    );
    expect(await seriousViolations(page, '[data-remote="racing"]')).toEqual([]);

    await page.goto(`${site.url}/racing/racecards`);
    await expect(page.getByTestId('meeting').first()).toBeVisible();
    await expect(page.getByTestId('racing-quick-links')).toHaveCount(0);

    for (const section of [
      'tips-centre',
      'features',
      'replays',
      'news',
      'naps-table',
      'abc-guide',
      'early-entries',
      'timeform-live',
      'fast-results',
      'results',
      'going',
    ]) {
      await page.goto(`${site.url}/racing/${section}`);
      // News and features come from the content store, the promos remote's NewsApp (docs/adr/0009).
      const remote = section === 'news' || section === 'features' ? 'promos' : 'racing';
      await expect(page.locator(`[data-remote="${remote}"] h1`).first(), section).not.toBeEmpty();
    }
  });

  test('the quick-links countdown ticks down on the clock, without a reload', async ({ page, site }) => {
    // A race still to run, from the feed (tomorrow's first races once today's are all off).
    const londonDay = (at: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(at));
    const upcoming = async (day: string) =>
      (
        (await (
          await page.request.get(`${site.url}/api/horse-racing/v2/racing/quick-links/${day}`)
        ).json()) as { races: { race_id: number; race_date_time: string }[] }
      ).races;
    let races = await upcoming(londonDay(Date.now()));
    if (races.length === 0) races = await upcoming(londonDay(Date.now() + 86_400_000));
    const race = races.at(-1);
    expect(race, 'the feed has a race still to run').toBeDefined();

    // The browser's clock is set to 3 minutes 30 seconds before that race is off, then moved on by hand.
    await page.clock.install({ time: Date.parse(race!.race_date_time) - 210_000 });
    await page.goto(`${site.url}/racing`);
    const item = page
      .getByTestId('racing-quick-link')
      .filter({ has: page.locator(`a[href*="/racecard/${race!.race_id}/"]`) });
    const countdown = item.getByTestId('racing-countdown');
    await expect(countdown).toHaveText('3 MINS');
    await page.evaluate(() => Object.assign(window, { __slSamePage: true }));

    await page.clock.fastForward('01:00');
    await expect(countdown).toHaveText('2 MINS');
    await page.clock.fastForward('01:00');
    await expect(countdown).toHaveText('1 MIN');
    await page.clock.fastForward('01:00');
    await expect(countdown).toHaveText('NOW');
    expect(await page.evaluate(() => '__slSamePage' in window)).toBe(true);
  });

  test('opens a horse profile from a race card', async ({ page, site }) => {
    await page.goto(`${site.url}/racing/racecards`);
    await page.getByTestId('meeting').first().getByRole('link').first().click();
    const link = page.getByTestId('runner').first().getByRole('link').first();
    const horse = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/racing\/profiles\/horse\/\d{12}$/);
    await expect(page.getByRole('heading', { name: horse, level: 1 })).toBeVisible();
    await expect(page.getByTestId('performance').first()).toBeVisible();
  });
});
