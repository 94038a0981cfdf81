import type { Page } from '@playwright/test';
import {
  BOOKMAKER_IDS,
  SKY_BET_CAMPAIGNS,
  matchPath,
  type FootballMatch,
  type RaceCardResponse,
} from '@sl/contracts';
import { addDays, londonToday, metric, seriousViolations } from './support/checks';
import {
  DEMO_MEMBERS,
  expect,
  fillProviderLogin,
  signIn,
  suppressPromotionPopUp,
  test,
  untilInteractive,
} from './support/site';

/**
 * Issue 13, second read: outbound bookmaker links (document 2, sections 6 and 7) and the reporting of sign-on and
 * app-bridge errors (section 8), on the real site.
 */

interface SkyBetRunner {
  racePath: string;
  horse: string;
  selectionId: string;
  raceId: string;
  marketId: string;
}

/** Today's first runner with a real Sky Bet price (one with a market id), read from the racing API. */
async function skyBetRunner(page: Page, origin: string): Promise<SkyBetRunner> {
  const today = londonToday();
  const day = (await (
    await page.request.get(`${origin}/api/horse-racing/v2/racing/racecards/${today}`)
  ).json()) as { meetings: { races: { raceId: number }[] }[] };
  for (const race of day.meetings.flatMap((m) => m.races)) {
    // The race API answers a list holding the one race.
    const [card] = (await (
      await page.request.get(`${origin}/api/horse-racing/v2/racing/race/${race.raceId}`)
    ).json()) as RaceCardResponse[];
    for (const entry of card?.entries ?? []) {
      const sky = entry.bookmakerOdds.find(
        (o) => o.bookmakerId === BOOKMAKER_IDS.skyBet && o.bookmakerMarketId,
      );
      if (entry.currentOdds && sky)
        return {
          racePath: `/racing/racecards/${today}/course/racecard/${race.raceId}`,
          horse: entry.horseName,
          selectionId: sky.selectionId,
          raceId: sky.bookmakerRaceid,
          marketId: sky.bookmakerMarketId,
        };
    }
  }
  throw new Error('no runner today has a Sky Bet price');
}

/** Opens the runner's form on its race card; answers the runner's list of bookmaker links. */
async function openRunner(page: Page, origin: string, runner: SkyBetRunner) {
  await page.goto(`${origin}${runner.racePath}`);
  await untilInteractive(page);
  const row = page
    .getByTestId('runner')
    .filter({ has: page.getByTestId('runner-name').getByText(runner.horse, { exact: true }) });
  await row.getByRole('button', { name: `Show form for ${runner.horse}` }).click();
  const links = row.getByRole('list', { name: `Bookmaker odds for ${runner.horse}` });
  await expect(links).toBeVisible();
  return links;
}

async function skyBetHref(page: Page, origin: string, runner: SkyBetRunner): Promise<URL> {
  const links = await openRunner(page, origin, runner);
  return new URL((await links.getByRole('link', { name: /^Sky Bet / }).getAttribute('href')) ?? '');
}

test.describe('Sky Bet links follow the viewer (document 2, sections 6 and 7)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor gets the classic Sky Bet affiliate link with aff 681 and dcmp sl_hr_betlink', async ({
    page,
    site,
  }) => {
    const runner = await skyBetRunner(page, site.url);
    const href = await skyBetHref(page, site.url, runner);
    expect(`${href.origin}${href.pathname}`).toBe(`https://m.skybet.com/horse-racing/event/${runner.raceId}`);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      sels: runner.selectionId,
      aff: '681',
      dcmp: 'sl_hr_betlink',
    });
  });

  test('a signed-in member, migrated by single sign-on, gets the Sky Bet V2 link with islggdn=true', async ({
    page,
    site,
  }) => {
    const runner = await skyBetRunner(page, site.url);
    await signIn(page, site.url, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password);
    expect(await page.evaluate(() => sessionStorage.getItem('sso_migrated'))).toBe('true');
    const href = await skyBetHref(page, site.url, runner);
    expect(`${href.origin}${href.pathname}`).toBe('https://m.skybet.com/go/bets');
    expect(href.searchParams.get('bets')).toBe(`${runner.marketId}|${runner.selectionId}`);
    expect(href.searchParams.get('islggdn')).toBe('true');
    expect(href.searchParams.get('aff')).toBe('681');
  });

  test('a visitor whose browser carries the sl_skybet_v2 flag gets the V2 link, without islggdn', async ({
    page,
    site,
  }) => {
    const runner = await skyBetRunner(page, site.url);
    await page.addInitScript(() => localStorage.setItem('sl_skybet_v2', 'true'));
    const fromLocal = await skyBetHref(page, site.url, runner);
    expect(fromLocal.searchParams.get('bets')).toBe(`${runner.marketId}|${runner.selectionId}`);
    expect(fromLocal.searchParams.has('islggdn')).toBe(false);
    expect(fromLocal.searchParams.has('sels')).toBe(false);
  });

  test('the flag in session storage counts too, and without it the visitor is back on the classic link', async ({
    page,
    site,
  }) => {
    const runner = await skyBetRunner(page, site.url);
    await page.goto(`${site.url}/privacy`);
    await page.evaluate(() => sessionStorage.setItem('sl_skybet_v2', 'true'));
    expect((await skyBetHref(page, site.url, runner)).searchParams.get('bets')).toBe(
      `${runner.marketId}|${runner.selectionId}`,
    );
    await page.evaluate(() => sessionStorage.removeItem('sl_skybet_v2'));
    expect((await skyBetHref(page, site.url, runner)).searchParams.get('sels')).toBe(runner.selectionId);
  });
});

test.describe('bookmaker logos (document 2, section 7)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const name of ['betfair', 'paddypower', 'skybet']) {
    test(`/img/bookmakers/${name}.png answers 200 image/png, cached for a week`, async ({ page, site }) => {
      const response = await page.request.get(`${site.url}/img/bookmakers/${name}.png`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(response.headers()['cache-control']).toBe('public, max-age=604800');
      const body = await response.body();
      expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      // Drawn at twice the 72 x 24 it is shown at, for sharp screens.
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([144, 48]);
    });
  }

  test('an unknown logo is a 404, not the page', async ({ page, site }) => {
    const response = await page.request.get(`${site.url}/img/bookmakers/nobody.png`);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).not.toContain('text/html');
  });

  test("each price on a race card carries its bookmaker's logo, named and sized", async ({ page, site }) => {
    const runner = await skyBetRunner(page, site.url);
    const links = await openRunner(page, site.url, runner);
    const expected: Record<string, string> = {
      Betfair: '/img/bookmakers/betfair.png',
      'Paddy Power': '/img/bookmakers/paddypower.png',
      'Sky Bet': '/img/bookmakers/skybet.png',
    };
    for (const [name, src] of Object.entries(expected)) {
      const logo = links.getByRole('link', { name: new RegExp(`^${name} `) }).getByRole('img', { name });
      await expect(logo).toHaveAttribute('src', src);
      await expect(logo).toHaveAttribute('width', '72');
      await expect(logo).toHaveAttribute('height', '24');
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(144);
    }
    expect(await seriousViolations(page, '[data-remote="racing"]')).toEqual([]);
  });
});

test.describe('the football betting tab (document 2, section 7: football uses its own Sky Bet tags)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** A match still to be played (so it has prices), from tomorrow on. */
  async function pricedMatch(page: Page, origin: string): Promise<FootballMatch> {
    for (let offset = 1; offset < 8; offset++) {
      const date = addDays(londonToday(), offset);
      const { matches } = (await (
        await page.request.get(`${origin}/api/football/v2/matches/date/${date}`)
      ).json()) as { matches: FootballMatch[] };
      const match = matches.find((m) => m.match_betting_market);
      if (match) return match;
    }
    throw new Error('no priced match this week');
  }

  test("links each price to Sky Bet with football's aff and dcmp, not racing's", async ({ page, site }) => {
    const match = await pricedMatch(page, site.url);
    const id = match.match_reference.id;
    const home = match.team_score_a.team.name;
    const away = match.team_score_b.team.name;
    await page.goto(`${site.url}${matchPath(id, home, away)}`);
    await page
      .getByRole('navigation', { name: 'Match sections' })
      .getByRole('link', { name: 'Betting' })
      .click();
    const prices = page.getByRole('list', { name: `Sky Bet prices for ${home} v ${away}` });
    await expect(prices).toBeVisible();
    const market = match.match_betting_market!;
    for (const [label, price, code] of [
      [home, market.home, 'H'],
      ['Draw', market.draw, 'D'],
      [away, market.away, 'A'],
    ] as const) {
      // The odds button's name goes on with ", best price" and "(opens in a new tab)".
      const link = prices.getByRole('link', {
        name: new RegExp(`^${label} ${price.replace('/', '\\/')} with Sky Bet`),
      });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /(?=.*\bsponsored\b)(?=.*\bnoopener\b)/);
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(`${href.origin}${href.pathname}`).toBe(`https://m.skybet.com/football/event/${id}`);
      expect(Object.fromEntries(href.searchParams)).toEqual({
        sels: `${id}-${code}`,
        aff: String(SKY_BET_CAMPAIGNS.football.aff),
        dcmp: SKY_BET_CAMPAIGNS.football.dcmp,
      });
      expect(href.searchParams.get('aff')).not.toBe('681');
      expect(href.searchParams.get('dcmp')).not.toBe('sl_hr_betlink');
    }
    // Every bookmaker in the grid by its SVG wordmark (no image request to fail).
    const betting = page.getByRole('region', { name: 'Betting' });
    for (const name of ['Sky Bet', 'Paddy Power', 'Betfair'])
      expect(
        await betting.getByRole('img', { name, exact: true }).evaluate((e) => e.tagName.toLowerCase()),
      ).toBe('svg');
    expect(await seriousViolations(page, '[data-remote="football"]')).toEqual([]);
  });

  test('a signed-in (migrated) member gets the V2 bet slip with islggdn=true on the betting tab', async ({
    page,
    site,
  }) => {
    const match = await pricedMatch(page, site.url);
    const id = match.match_reference.id;
    const home = match.team_score_a.team.name;
    const away = match.team_score_b.team.name;
    await signIn(
      page,
      site.url,
      DEMO_MEMBERS.free.email,
      DEMO_MEMBERS.free.password,
      matchPath(id, home, away, 'betting'),
    );
    const prices = page.getByRole('list', { name: `Sky Bet prices for ${home} v ${away}` });
    const draw = match.match_betting_market!.draw.replace('/', '\\/');
    const link = prices.getByRole('link', { name: new RegExp(`^Draw ${draw} with Sky Bet`) });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://m.skybet.com/go/bets');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      bets: `${id}-MR|${id}-D`,
      aff: String(SKY_BET_CAMPAIGNS.football.aff),
      dcmp: SKY_BET_CAMPAIGNS.football.dcmp,
      islggdn: 'true',
    });
  });
});

test.describe('sign-on and app-bridge errors are reported and counted (document 2, section 8)', () => {
  test('a single sign-on mismatch goes to the error pixel as type sso and is counted as an error', async ({
    page,
    browser,
    site,
  }) => {
    // A genuine details token, but for another member's session (as auth.spec.ts provokes the mismatch).
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, site.url, DEMO_MEMBERS.free.email, DEMO_MEMBERS.free.password);
    const otherDetails = await otherPage.evaluate(async () => {
      const [, payload] = (sessionStorage.getItem('oauth_id_token') ?? '').split('.');
      const { sid } = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as {
        sid: string;
      };
      const response = await fetch('/api/account/v2/sso/details', {
        headers: { Authorization: `Bearer ${sid}` },
      });
      return (await response.json()) as { validToken: boolean };
    });
    await other.close();
    expect(otherDetails.validToken).toBe(true);

    const pixelBefore = await metric(page, site.url, 'sl_shell_client_errors_total{type="sso"}');
    const countBefore = await metric(page, site.url, 'sl_bridge_sso_errors_total{type="sso"}');
    await page.route('**/api/account/v2/sso/details', (route) => route.fulfill({ json: otherDetails }));
    await page.context().clearCookies();
    await suppressPromotionPopUp(page);
    const pixel = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/1x1.gif' && new URL(r.url()).searchParams.get('type') === 'sso',
    );
    await page.goto(`${site.url}/oauth/skybet/loading?returnUri=%2Fracing`);
    await fillProviderLogin(page, DEMO_MEMBERS.migrated.email, DEMO_MEMBERS.migrated.password);
    const request = await pixel;
    const params = new URL(request.url()).searchParams;
    expect([...params.keys()]).toEqual(['type', 'Cache-Bust', 'message']);
    expect(params.get('message')).toContain('single sign-on mismatch');
    expect(params.get('message')?.startsWith(`${await page.evaluate(() => navigator.userAgent)} `)).toBe(
      true,
    );
    await page.waitForURL(`${site.url}/`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect
      .poll(() => metric(page, site.url, 'sl_shell_client_errors_total{type="sso"}'))
      .toBe(pixelBefore + 1);
    await expect
      .poll(() => metric(page, site.url, 'sl_bridge_sso_errors_total{type="sso"}'))
      .toBe(countBefore + 1);
    await page.unroute('**/api/account/v2/sso/details');
  });

  test('an app-bridge message the web view cannot deliver goes to the error pixel as type bridge and is counted', async ({
    page,
    site,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-app': 'ios' });
    await page.goto(`${site.url}/privacy`);
    await expect(page.locator('[data-web-view]')).toHaveAttribute('data-web-view', 'true');
    // The server's page says web view at once; the bridge is installed when the shell has started.
    await page.waitForFunction(() => 'slAppBridge' in window);
    const pixelBefore = await metric(page, site.url, 'sl_shell_client_errors_total{type="bridge"}');
    const countBefore = await metric(page, site.url, 'sl_bridge_sso_errors_total{type="bridge"}');
    const pixel = page.waitForRequest(
      (r) =>
        new URL(r.url()).pathname === '/1x1.gif' && new URL(r.url()).searchParams.get('type') === 'bridge',
      { timeout: 30_000 },
    );
    // The app asks the page for a token refresh, but this web view has no native bridge to answer it: the page
    // retries every 100 ms, 100 times, then reports.
    await page.evaluate(() => {
      const bridge = (window as unknown as { slAppBridge: { requestTokenRefresh: () => Promise<boolean> } })
        .slAppBridge;
      void bridge.requestTokenRefresh();
    });
    const message = new URL((await pixel).url()).searchParams.get('message') ?? '';
    expect(message).toContain('requestTokenRefresh: no app bridge after 100 attempts');
    await expect
      .poll(() => metric(page, site.url, 'sl_shell_client_errors_total{type="bridge"}'))
      .toBe(pixelBefore + 1);
    await expect
      .poll(() => metric(page, site.url, 'sl_bridge_sso_errors_total{type="bridge"}'))
      .toBe(countBefore + 1);
  });
});
