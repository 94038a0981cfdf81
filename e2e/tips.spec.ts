import {
  BETTING_GUIDES,
  tipstersFor,
  type NapsTableResponse,
  type TippingRecordsResponse,
  type TipsResponse,
} from '../shared-contracts/src/index';
import { api, overflow, violations } from './support/checks';
import { expect, suppressPromotionPopUp, test } from './support/site';

const RACING = '[data-remote="racing"]';
const TIPS = '[data-section="tips"]';
const RACING_TIPSTERS = tipstersFor('racing');

test.describe('tips', () => {
  test.beforeEach(async ({ page }) => suppressPromotionPopUp(page));

  test('the racing tips centre shows the day’s tips race by race with reasoning, naps and race card links', async ({
    page,
    site,
  }) => {
    const day = await api<TipsResponse>(page, `${site.url}/api/horse-racing/v2/tips`);
    expect(day.tips.length).toBeGreaterThan(0);
    const races = [...new Set(day.tips.map((t) => t.event.id))];
    expect((await page.goto(`${site.url}/racing/tips-centre`))?.status()).toBe(200);
    const section = page.locator(RACING);
    await expect(section.getByRole('heading', { level: 1 })).toHaveText('Racing tips centre');
    await expect(section.getByTestId('tipped-race')).toHaveCount(races.length);
    const first = day.tips[0]!;
    const race = section.getByTestId('tipped-race').first();
    await expect(race.getByRole('link', { name: 'Race card' })).toHaveAttribute('href', first.event.path);
    await expect(race.getByText(first.reasoning).first()).toBeVisible();
    // One nap per tipster, listed under today's naps and marked in its race.
    await expect(section.getByRole('heading', { name: /^Today.s naps$/ })).toBeVisible();
    await expect(section.getByTestId('nap-badge')).toHaveCount(RACING_TIPSTERS.length * 2);
    expect(await violations(page, RACING)).toEqual([]);

    await race.getByRole('link', { name: 'Race card' }).click();
    await expect(page).toHaveURL(new RegExp(`${first.event.path.replace(/[/-]/g, '\\$&')}$`));
  });

  test('the naps table lists every racing tipster with runs, wins, strike rate and P&L, sortable', async ({
    page,
    site,
  }) => {
    const table = await api<NapsTableResponse>(
      page,
      `${site.url}/api/horse-racing/v2/tips/naps-table?period=season`,
    );
    expect(table.rows).toHaveLength(RACING_TIPSTERS.length);
    expect((await page.goto(`${site.url}/racing/naps-table`))?.status()).toBe(200);
    const section = page.locator(RACING);
    await expect(section.getByRole('heading', { level: 1 })).toHaveText('Naps table');
    const rows = section.getByTestId('record-row');
    await expect(rows).toHaveCount(RACING_TIPSTERS.length);
    await expect(rows.first().getByRole('rowheader')).toHaveText(table.rows[0]!.tipster.name);
    await expect(section.getByRole('columnheader', { name: 'P/L (pts)' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await section.getByRole('button', { name: 'Wins' }).click();
    await expect(section.getByRole('columnheader', { name: 'Wins' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await section.getByRole('button', { name: 'Last 14 days' }).first().click();
    await expect(section.getByRole('button', { name: 'Last 14 days' }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(section.getByText(/^Last 14 days: /)).toBeVisible();
    expect(await violations(page, RACING)).toEqual([]);
  });

  test('the tips hub shows racing best bets and football (or says it is not available), and links onward', async ({
    page,
    site,
  }) => {
    const day = await api<TipsResponse>(page, `${site.url}/api/horse-racing/v2/tips`);
    const naps = day.tips.filter((t) => t.nap);
    expect((await page.goto(`${site.url}/tips`))?.status()).toBe(200);
    const section = page.locator(TIPS);
    await expect(section.getByRole('heading', { level: 1 })).toHaveText('Tips');
    const racing = section.locator('section', {
      has: page.getByRole('heading', { name: /^Racing: today.s best bets$/ }),
    });
    await expect(racing.getByTestId('tip')).toHaveCount(naps.length);
    const football = section.locator('section', {
      has: page.getByRole('heading', { name: /^Football: today.s tips$/ }),
    });
    await expect(
      football.getByTestId('tip').first().or(football.getByTestId('football-unavailable')),
    ).toBeVisible();
    for (const t of RACING_TIPSTERS)
      await expect(section.getByRole('link', { name: t.name }).first()).toBeVisible();
    expect(await violations(page, TIPS)).toEqual([]);
    await section.getByRole('link', { name: RACING_TIPSTERS[0]!.name }).first().click();
    await expect(section.getByRole('heading', { level: 1 })).toHaveText(RACING_TIPSTERS[0]!.name);
    await expect(section.getByTestId('tipster-record').first()).toBeVisible();
    expect(await violations(page, TIPS)).toEqual([]);
  });

  test('tipping records draw a P&L chart with its figures as a table', async ({ page, site }) => {
    const records = await api<TippingRecordsResponse>(
      page,
      `${site.url}/api/horse-racing/v2/tips/tipping-records?period=season`,
    );
    const settled = records.rows.some((r) => r.series.length > 0);
    expect(settled).toBe(true); // yesterday's races have run
    expect((await page.goto(`${site.url}/tips/tipping-records`))?.status()).toBe(200);
    const section = page.locator(TIPS);
    await expect(section.getByRole('heading', { level: 1 })).toHaveText('Tipping records');
    const racing = section.locator('section', {
      has: page.getByRole('heading', { name: 'Racing', exact: true }),
    });
    await expect(racing.getByTestId('record-row')).toHaveCount(RACING_TIPSTERS.length);
    const chart = racing.getByTestId('pnl-chart');
    await expect(chart).toBeVisible();
    await expect(chart.locator('polyline')).toHaveCount(RACING_TIPSTERS.length);
    await racing.getByText(/^Show the chart.s figures as a table$/).click();
    await expect(racing.getByRole('table', { name: /cumulative points by day/ })).toBeVisible();
    expect(await violations(page, TIPS)).toEqual([]);
  });

  test('betting guides list every guide and a guide reads as real content', async ({ page, site }) => {
    expect((await page.goto(`${site.url}/tips/betting-guides`))?.status()).toBe(200);
    const section = page.locator(TIPS);
    await expect(section.getByTestId('guide-list').getByRole('link')).toHaveCount(BETTING_GUIDES.length);
    expect(await violations(page, TIPS)).toEqual([]);
    await section.getByRole('link', { name: 'Each-way betting' }).click();
    await expect(section.getByRole('heading', { level: 1 })).toHaveText('Each-way betting');
    await expect(
      section.getByRole('table', { name: 'Standard each-way terms in UK horse racing' }),
    ).toBeVisible();
    expect(await violations(page, TIPS)).toEqual([]);
    expect((await page.goto(`${site.url}/tips/betting-guides/rule-4`))?.status()).toBe(200);
    await expect(section.getByRole('cell', { name: '30p' })).toBeVisible();
  });

  test('unknown tips addresses answer 404; known ones 200', async ({ page, site }) => {
    for (const path of [
      '/tips/x',
      '/tips/tipster/nobody',
      '/tips/betting-guides/martingale',
      '/tips/tipster',
    ]) {
      const response = await page.request.get(`${site.url}${path}`);
      expect([path, response.status()]).toEqual([path, 404]);
    }
    for (const path of [
      '/tips',
      '/tips/tipping-records',
      '/tips/betting-guides',
      '/tips/betting-guides/lucky-15',
      '/tips/tipster/lucy-barnes',
      '/racing/tips-centre',
      '/racing/naps-table',
    ])
      expect([path, (await page.request.get(`${site.url}${path}`)).status()]).toEqual([path, 200]);
    await page.goto(`${site.url}/tips/x`);
    await expect(page.locator(TIPS).getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('at 360 px the tips pages fit the screen and axe finds nothing', async ({ page, site }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path, selector] of [
      ['/racing/tips-centre', RACING],
      ['/racing/naps-table', RACING],
      ['/tips', TIPS],
      ['/tips/tipping-records', TIPS],
      ['/tips/tipster/grace-okafor', TIPS],
      ['/tips/betting-guides/each-way', TIPS],
      ['/tips/betting-guides/rule-4', TIPS],
    ] as const) {
      expect((await page.goto(`${site.url}${path}`))?.status(), path).toBe(200);
      await expect(page.locator(selector).getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator(selector).locator('[aria-busy="true"]')).toHaveCount(0);
      const fit = await overflow(page);
      expect([path, fit.out]).toEqual([path, []]);
      expect([path, fit.scrollWidth]).toEqual([path, fit.width]);
      expect([path, await violations(page, selector)]).toEqual([path, []]);
    }
  });
});
