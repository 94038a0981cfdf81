import type { Page } from '@playwright/test';
import { matchPath, type FootballMatch } from '../shared-contracts/src/index';
import type { MatchCentre } from '../shared-contracts/src/entries/match-centre';
import { addDays, api, londonToday, overflow, violations } from './support/checks';
import { expect, suppressPromotionPopUp, test } from './support/site';

const ROOT = '[data-remote="football"]';

/** Next Saturday's first Premier League match, seen 70 minutes after its kick-off through the API's `at`. */
async function leagueMatch(page: Page, origin: string): Promise<{ match: FootballMatch; at: Date }> {
  for (let offset = 1; offset < 9; offset++) {
    const date = addDays(londonToday(), offset);
    const { matches } = await api<{ matches: FootballMatch[] }>(
      page,
      `${origin}/api/football/v2/matches/date/${date}`,
    );
    const match = matches.find((m) => m.competition.name === 'Premier League');
    if (match) return { match, at: new Date(Date.parse(match.kick_off) + 70 * 60_000) };
  }
  throw new Error('no Premier League match in the coming week');
}

async function travelTo(page: Page, at: Date) {
  await page.route('**/api/football/v2/**', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('at', at.toISOString());
    return route.continue({ url: url.toString() });
  });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '360 px', width: 360, height: 740 },
]) {
  test.describe(`match centre at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.beforeEach(({ page }) => suppressPromotionPopUp(page));

    test('a match in play: live header, every tab with its content, agreeing with the API, fitting and axe clean', async ({
      page,
      site,
    }) => {
      const { match: planned, at } = await leagueMatch(page, site.url);
      const id = planned.match_reference.id;
      const match = await api<FootballMatch>(
        page,
        `${site.url}/api/football/v2/match/${id}?at=${at.toISOString()}`,
      );
      const centre = await api<MatchCentre>(
        page,
        `${site.url}/api/football/v2/match/${id}/centre?at=${at.toISOString()}`,
      );
      const home = match.team_score_a.team.name;
      const away = match.team_score_b.team.name;
      await travelTo(page, at);
      const problems: string[] = [];
      const check = async (tab: string) => {
        await page.waitForLoadState('networkidle');
        const { scrollWidth, width, out } = await overflow(page, 'body');
        if (scrollWidth > width + 1) problems.push(`${tab}: ${scrollWidth} > ${width} (${out.join(', ')})`);
        problems.push(...(await violations(page, ROOT)).map((v) => `${tab}: ${v}`));
      };

      await page.goto(`${site.url}${matchPath(id, home, away)}`);
      const header = page.getByTestId('match-header');
      await expect(header.getByTestId('match-score')).toHaveText(`${match.homeGoals} - ${match.awayGoals}`);
      await expect(header.getByTestId('match-state')).toHaveText(match.clock);
      await expect(header.getByTestId('live-badge')).toBeVisible();
      await expect(header.getByRole('img', { name: `${home} crest` })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Form' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Head to head' })).toBeVisible();
      await check('overview');

      const tabs = page.getByRole('navigation', { name: 'Match sections' });
      await tabs.getByRole('link', { name: 'Lineups' }).click();
      for (const side of [centre.lineups!.home, centre.lineups!.away]) {
        const pitch = page.getByRole('list', {
          name: `${side.team.name} starting eleven, ${side.formation}`,
        });
        await expect(pitch.getByRole('link')).toHaveCount(11);
      }
      // Every scorer and carded player so far is in his side's eleven or on its bench.
      const named = await page.locator('main a[href*="/football/player"]').allTextContents();
      const labels = await page
        .locator('main a[href*="/football/player"][aria-label]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('aria-label') ?? ''));
      for (const e of match.events)
        expect(
          [...named, ...labels].some((text) => text.includes(e.player.name)),
          e.player.name,
        ).toBe(true);
      await check('lineups');

      await tabs.getByRole('link', { name: 'Stats' }).click();
      const shots = page.getByTestId('match-stats').locator('[data-stat="shots"]');
      await expect(shots.getByLabel(`${home} ${centre.stats!.shots.home}`)).toBeVisible();
      await check('stats');

      await tabs.getByRole('link', { name: 'Timeline' }).click();
      await expect(page.getByTestId('match-events').getByText('Half time')).toBeVisible();
      await check('timeline');

      await tabs.getByRole('link', { name: 'Table' }).click();
      await expect(page.locator('[data-highlight]')).toHaveCount(2);
      await check('table');

      await tabs.getByRole('link', { name: 'Betting' }).click();
      for (const b of centre.match_odds_grid!.bookmakers)
        await expect(
          page.getByRole('list', { name: `${b.bookmakerName} prices for ${home} v ${away}` }),
        ).toBeVisible();
      await check('betting');
      await page.screenshot({ path: `/tmp/match-centre-live-${viewport.width}.png`, fullPage: true });
      expect(problems).toEqual([]);
    });
  });
}
