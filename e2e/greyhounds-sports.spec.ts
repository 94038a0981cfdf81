import {
  SPORT_PAGES,
  SPORT_PAGE_NAMES,
  sportEventPath,
  type GreyhoundMeetingsResponse,
  type GreyhoundResultsResponse,
  type SportEventsResponse,
} from '../shared-contracts/src/index';
import { addDays, api, londonToday, overflow, violations } from './support/checks';
import { expect, suppressPromotionPopUp, test } from './support/site';

const GREYHOUNDS = '[data-section="greyhounds"]';
const SPORTS = '[data-section="sports"]';

test.describe('greyhounds and other sports', () => {
  test.beforeEach(async ({ page }) => suppressPromotionPopUp(page));

  test('greyhound racecards list today’s meetings by session and open a race card with six traps in trap colours', async ({
    page,
    site,
  }) => {
    const today = londonToday();
    const day = await api<GreyhoundMeetingsResponse>(
      page,
      `${site.url}/api/horse-racing/v2/greyhounds/meetings?date=${today}`,
    );
    expect(day.meetings.length).toBeGreaterThan(0);
    const response = await page.goto(`${site.url}/greyhounds/racecards`);
    expect(response?.status()).toBe(200);
    const section = page.locator(GREYHOUNDS);
    await expect(section.getByRole('heading', { level: 1 })).toHaveText('Greyhound racecards');
    await expect(section.getByTestId('greyhound-meeting')).toHaveCount(day.meetings.length);
    for (const m of day.meetings)
      await expect(section.getByRole('heading', { name: m.trackName })).toBeVisible();

    const meeting = day.meetings[0]!;
    const race = meeting.races[0]!;
    await section
      .getByRole('list', { name: `${meeting.trackName} races` })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/greyhounds/racecards/${meeting.date}/${meeting.trackId}/${race.raceId}$`),
    );
    await expect(section.getByRole('heading', { level: 1 })).toContainText(
      `${race.offTimeLocal} ${meeting.trackName}`,
    );
    // Six trap rows always: a trap without a dog is printed as vacant.
    const runners = section.getByTestId('greyhound-runner');
    await expect(runners).toHaveCount(6);
    for (const runner of race.runners)
      await expect(runners.nth(runner.trap - 1).getByRole('heading', { level: 3 })).toHaveText(runner.name);
    for (let trap = 1; trap <= 6; trap++)
      await expect(runners.nth(trap - 1).getByRole('img', { name: `Trap ${trap}` })).toBeVisible();
    const colours = await section
      .locator('[data-testid="greyhound-runner"] [data-trap]')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
    expect(colours).toEqual([
      'rgb(211, 32, 47)',
      'rgb(31, 79, 163)',
      'rgb(255, 255, 255)',
      'rgb(0, 0, 0)',
      'rgb(242, 140, 27)',
      'rgb(0, 0, 0)',
    ]);
    const six = await section
      .locator('[data-testid="greyhound-runner"] [data-trap="6"]')
      .evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(six).toMatch(/repeating-linear-gradient.*rgb\(255, 255, 255\)/);
    // A development site counts as UK and Ireland: the forecast shows.
    await expect(section.getByTestId('forecast-price')).toHaveCount(race.runners.length);
    expect(await violations(page, GREYHOUNDS)).toEqual([]);
  });

  test('greyhound fast results show finished races (yesterday’s results before today’s first race), and the hub both', async ({
    page,
    site,
  }) => {
    const today = londonToday();
    const fast = await api<GreyhoundResultsResponse>(
      page,
      `${site.url}/api/horse-racing/v2/greyhounds/results?date=${today}`,
    );
    const section = page.locator(GREYHOUNDS);
    const first = section.getByTestId('greyhound-result-item').first();
    let shown = fast.results[0];
    if (fast.results.length > 0) {
      expect((await page.goto(`${site.url}/greyhounds/fast-results`))?.status()).toBe(200);
      await expect(section.getByRole('heading', { level: 1 })).toHaveText('Greyhound fast results');
      await expect(section.getByTestId('fast-results-updated')).toBeVisible();
      // On an evening's racing a race can finish between the API read above and the page's own read: the page
      // shows a race no older than the latest before it loaded and finished by a read after it shows, and the
      // placings below are checked against that race.
      await expect(first).toBeVisible();
      const text = (await first.textContent()) ?? '';
      const after = await api<GreyhoundResultsResponse>(
        page,
        `${site.url}/api/horse-racing/v2/greyhounds/results?date=${today}`,
      );
      const showing = after.results.findIndex((r) => text.includes(`${r.offTimeLocal} ${r.trackName}`));
      expect(showing, `the first fast result "${text}"`).toBeGreaterThanOrEqual(0);
      expect(showing).toBeLessThanOrEqual(
        after.results.findIndex((r) => r.raceId === fast.results[0]!.raceId),
      );
      shown = after.results[showing];
    } else {
      const yesterday = addDays(today, -1);
      shown = (
        await api<GreyhoundResultsResponse>(
          page,
          `${site.url}/api/horse-racing/v2/greyhounds/results?date=${yesterday}`,
        )
      ).results[0];
      expect((await page.goto(`${site.url}/greyhounds/results/${yesterday}`))?.status()).toBe(200);
      await expect(section.getByRole('heading', { level: 2, name: 'Yesterday' })).toBeVisible();
    }
    // A race may have run with a vacant trap: as many placings as the result has.
    await expect(first.getByTestId('placing')).toHaveCount(shown!.result.placings.length);
    await expect(first.getByTestId('placing').first()).toContainText(/\d\d\.\d\d/);
    expect(await violations(page, GREYHOUNDS)).toEqual([]);

    expect((await page.goto(`${site.url}/greyhounds`))?.status()).toBe(200);
    await expect(section.getByRole('heading', { level: 1 })).toHaveText('Greyhounds');
    await expect(section.getByTestId('greyhound-meeting').first()).toBeVisible();
    expect(await violations(page, GREYHOUNDS)).toEqual([]);

    expect((await page.goto(`${site.url}/greyhounds/results`))?.status()).toBe(200);
    await expect(section.getByRole('heading', { level: 1 })).toHaveText('Greyhound results');
    await section.getByRole('link', { name: 'Previous day' }).click();
    await expect(page).toHaveURL(new RegExp(`/greyhounds/results/${addDays(today, -1)}$`));
    await expect(section.getByTestId('greyhound-result-item').first()).toBeVisible();
  });

  test('each sport page shows the week’s fixtures and results the API holds, and an event page opens', async ({
    page,
    site,
  }) => {
    const today = londonToday();
    const from = addDays(today, -7);
    const to = addDays(today, 6);
    const section = page.locator(SPORTS);
    let opened = false;
    for (const name of SPORT_PAGE_NAMES) {
      let events: SportEventsResponse['events'] = [];
      for (const sport of SPORT_PAGES[name].sports)
        events = events.concat(
          (
            await api<SportEventsResponse>(
              page,
              `${site.url}/api/football/v1/sports/${sport}/events?from=${from}&to=${to}`,
            )
          ).events,
        );
      expect((await page.goto(`${site.url}/${name}`))?.status(), name).toBe(200);
      await expect(section.getByRole('heading', { level: 1 })).toHaveText(SPORT_PAGES[name].title);
      await expect(section.getByRole('heading', { level: 2, name: 'Fixtures' })).toBeVisible();
      const fixtures = section.getByRole('region', { name: 'Fixtures' }).getByTestId('sport-event');
      const results = section
        .getByRole('region', { name: 'Results', exact: true })
        .getByTestId('sport-event');
      await expect(fixtures, name).toHaveCount(events.filter((e) => e.status !== 'FINISHED').length);
      await expect(results, name).toHaveCount(events.filter((e) => e.status === 'FINISHED').length);
      if (events.length === 0)
        await expect(section.getByText(/There are no .* fixtures in the coming week/)).toBeVisible();
      expect([name, await violations(page, SPORTS)]).toEqual([name, []]);
      const finished = events.find((e) => e.status === 'FINISHED');
      if (finished && !opened) {
        await section
          .locator(`a[href="${sportEventPath(finished.sport, finished.eventId)}"]`)
          .first()
          .click();
        await expect(page).toHaveURL(new RegExp(`${sportEventPath(finished.sport, finished.eventId)}$`));
        await expect(section.getByRole('heading', { level: 2, name: 'Result' })).toBeVisible();
        // A tournament's event page (darts) shows a score per match: the first is enough to see one.
        if (/^\d+-\d+$/.test(finished.result!.summary))
          await expect(section.getByTestId('sport-score').first()).toBeVisible();
        else await expect(section.getByTestId('sport-summary').first()).toHaveText(finished.result!.summary);
        expect(await violations(page, SPORTS)).toEqual([]);
        opened = true;
      }
    }
    expect(opened, 'some sport has a result from the last week').toBe(true);

    expect((await page.goto(`${site.url}/sports`))?.status()).toBe(200);
    await expect(section.getByRole('heading', { level: 1 })).toHaveText('Sports');
    await expect(section.getByTestId('sport-card')).toHaveCount(8);
    expect(await violations(page, SPORTS)).toEqual([]);
  });

  test('unknown greyhound and sports addresses answer 404 over HTTP; known ones 200', async ({
    page,
    site,
  }) => {
    const today = londonToday();
    const day = await api<GreyhoundMeetingsResponse>(
      page,
      `${site.url}/api/horse-racing/v2/greyhounds/meetings?date=${today}`,
    );
    const m = day.meetings[0]!;
    const card = `/greyhounds/racecards/${today}/${m.trackId}/${m.races[0]!.raceId}`;
    for (const path of [
      '/greyhounds/nope',
      '/greyhounds/racecards/not-a-day',
      card.replace(`/${m.trackId}/`, '/nowhere/'),
      card.replace(/-\d+$/, '-99'),
      '/darts/nope',
      '/golf/events/golf-20261123-nothing',
      '/sports/anything',
      '/other-sports/fixtures/more',
    ]) {
      const response = await page.request.get(`${site.url}${path}`);
      expect([path, response.status()]).toEqual([path, 404]);
    }
    for (const path of [
      '/greyhounds',
      '/greyhounds/racecards',
      card,
      '/greyhounds/fast-results',
      '/sports',
      '/nfl',
    ])
      expect([path, (await page.request.get(`${site.url}${path}`)).status()]).toEqual([path, 200]);
  });

  test('at 360 px the greyhound and sports pages fit the screen and axe finds nothing', async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const today = londonToday();
    const day = await api<GreyhoundMeetingsResponse>(
      page,
      `${site.url}/api/horse-racing/v2/greyhounds/meetings?date=${today}`,
    );
    const m = day.meetings[0]!;
    const pages: Array<[string, string, string]> = [
      ['/greyhounds', GREYHOUNDS, 'greyhound-meeting'],
      ['/greyhounds/racecards', GREYHOUNDS, 'greyhound-meeting'],
      [`/greyhounds/racecards/${today}/${m.trackId}/${m.races[0]!.raceId}`, GREYHOUNDS, 'greyhound-runner'],
      [`/greyhounds/results/${addDays(today, -1)}`, GREYHOUNDS, 'greyhound-result-item'],
      ['/sports', SPORTS, 'sport-card'],
      ['/darts', SPORTS, ''],
      ['/golf', SPORTS, ''],
      ['/cricket', SPORTS, ''],
    ];
    for (const [path, selector, testId] of pages) {
      await page.goto(`${site.url}${path}`);
      await expect(page.locator(selector).getByRole('heading', { level: 1 })).toBeVisible();
      if (testId) await expect(page.locator(selector).getByTestId(testId).first()).toBeVisible();
      else
        await expect(
          page.locator(selector).getByRole('heading', { level: 2, name: 'Results', exact: true }),
        ).toBeVisible();
      const wide = await overflow(page);
      expect([path, wide.scrollWidth, wide.out]).toEqual([path, wide.width, []]);
      expect([path, await violations(page, selector)]).toEqual([path, []]);
    }
  });
});
