import type { Page } from '@playwright/test';
import {
  competitionFixturesPath,
  leagueTablePath,
  leagueTableSeasonPath,
  matchPath,
  playerPath,
  racecardPath,
  racingProfilePath,
  routeSlug,
  sectionTeamPath,
  teamPath,
  FOOTBALL_TEAM_SECTIONS,
  type FestivalRacing,
} from '../shared-contracts/src/index';
import { api, londonToday } from './support/checks';
import { promos } from './support/promos';
import { expect, suppressPromotionPopUp, test } from './support/site';

interface Competition {
  id: number;
  name: string;
  hasTable: boolean;
  groups: string[];
}
interface Match {
  match_reference: { id: number };
  competition: { name: string; competition_reference: { id: number } };
  team_score_a: { team: { id: number; name: string } };
  team_score_b: { team: { id: number; name: string } };
  events: Array<{ player?: { id: number; name: string } }>;
}
interface Season {
  id: number;
  name: string;
  slug: string;
  current: boolean;
}

const NOT_FOUND = /Page not found|There is no .* page here|could not find/i;

/** Opens a site path and checks it is a real page: HTTP 200, a level-one heading, content, no not-found text. */
/**
 * The league's matches in this month, or (in its summer break) in the first month ahead that has some: the
 * Premier League plays mid-August to May, so a June run of the suite looks ahead to August.
 */
async function leagueMatchesFromThisMonth(
  page: Page,
  origin: string,
  competitionId: number,
): Promise<Match[]> {
  const [year, month] = londonToday().split('-').map(Number) as [number, number];
  for (let ahead = 0; ahead < 12; ahead++) {
    const at = new Date(Date.UTC(year, month - 1 + ahead, 1)).toISOString().slice(0, 7);
    const { matches } = await api<{ matches: Match[] }>(
      page,
      `${origin}/api/football/v2/matches/month/${at}?competitionId=${competitionId}`,
    );
    if (matches.length > 0) return matches;
  }
  throw new Error(`competition ${competitionId} has no matches in the coming year`);
}

async function expectRealPage(page: Page, origin: string, path: string, content: RegExp | string) {
  const response = await page.goto(`${origin}${path}`);
  expect(response?.status(), path).toBe(200);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 }), path).toBeVisible();
  await expect(main, path).toContainText(content);
  await expect(main.getByText(NOT_FOUND), path).toHaveCount(0);
}

test.describe('routes open real pages', () => {
  test.beforeEach(async ({ page }) => suppressPromotionPopUp(page));

  test('every football route builder, fed real ids from the football service, opens a real page', async ({
    page,
    site,
  }) => {
    const competitions = await api<Competition[]>(page, `${site.url}/api/football/v2/competitions`);
    const league = competitions.find((c) => c.name === 'Premier League')!;
    const grouped = competitions.find((c) => c.hasTable && c.groups.length > 0)!;
    const matches = await leagueMatchesFromThisMonth(page, site.url, league.id);
    const match = matches[0]!;
    const home = match.team_score_a.team;
    const away = match.team_score_b.team;
    const { seasons } = await api<{ seasons: Season[] }>(
      page,
      `${site.url}/api/football/v2/league-tables/${league.id}/seasons`,
    );
    const past = seasons.find((s) => !s.current)!;
    const player = { id: home.id * 100 + 9 };
    const { player: named } = await api<{ player: { name: string } }>(
      page,
      `${site.url}/api/football/v2/players/${player.id}`,
    );

    const pages: Array<[string, RegExp | string]> = [
      [matchPath(match.match_reference.id, home.name, away.name), home.name],
      [matchPath(match.match_reference.id, home.name, away.name, 'events'), home.name],
      [teamPath(home.name, home.id), home.name],
      [playerPath(named.name, player.id), named.name],
      [playerPath(named.name, player.id, 'stats', { slug: league.name, id: league.id }), named.name],
      [leagueTablePath(league.name, league.id), home.name],
      [leagueTablePath(grouped.name, grouped.id, grouped.groups[0]!), grouped.groups[0]!],
      [leagueTableSeasonPath(league.name, league.id, past.slug, past.id), `Final table of the ${past.name}`],
      [
        leagueTableSeasonPath(grouped.name, grouped.id, past.slug, past.id, routeSlug(grouped.groups[0]!)),
        grouped.groups[0]!,
      ],
      [competitionFixturesPath(league.name, league.id), league.name],
      ...FOOTBALL_TEAM_SECTIONS.map((section): [string, string] => [
        sectionTeamPath(section, league, home),
        `${home.name}: ${league.name}`,
      ]),
    ];
    for (const [path, content] of pages) await expectRealPage(page, site.url, path, content);

    // The season page is a real table: twenty clubs, each with a link to its team page.
    await page.goto(`${site.url}${leagueTableSeasonPath(league.name, league.id, past.slug, past.id)}`);
    await expect(page.getByTestId('league-table').locator('tbody tr')).toHaveCount(20);
  });

  test('every racing route builder, fed real ids from the racing service, opens a real page', async ({
    page,
    site,
  }) => {
    const day = await api<{
      meetings: Array<{ courseName: string; races: Array<{ raceId: number; title: string }> }>;
    }>(page, `${site.url}/api/horse-racing/v2/racing/racecards/${londonToday()}`);
    const meeting = day.meetings[0]!;
    const race = meeting.races[0]!;
    const [card] = await api<
      Array<{
        entries: Array<{ horseCode: string; horseName: string; jockeyCode: string; trainerCode: string }>;
      }>
    >(page, `${site.url}/api/horse-racing/v2/racing/race/${race.raceId}`);
    const entry = card!.entries.find((e) => e.jockeyCode)!;
    await expectRealPage(
      page,
      site.url,
      racecardPath(londonToday(), meeting.courseName, race.raceId, race.title),
      entry.horseName,
    );
    await expectRealPage(page, site.url, racingProfilePath('horse', entry.horseCode), entry.horseName);
    await expectRealPage(page, site.url, racingProfilePath('jockey', entry.jockeyCode), /./);
    await expectRealPage(page, site.url, racingProfilePath('trainer', entry.trainerCode), /./);
  });
});

test.describe('unknown pages answer 404 from the server', () => {
  test.beforeEach(async ({ page }) => suppressPromotionPopUp(page));

  test('an unknown team answers HTTP 404 with the not-found page; a known team opens its page', async ({
    page,
    site,
  }) => {
    const unknown = await page.goto(`${site.url}/football/team/nobody-fc/999999`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

    const competitions = await api<Competition[]>(page, `${site.url}/api/football/v2/competitions`);
    const league = competitions.find((c) => c.name === 'Premier League')!;
    const matches = await leagueMatchesFromThisMonth(page, site.url, league.id);
    const team = matches[0]!.team_score_a.team;
    const known = await page.goto(`${site.url}${teamPath(team.name, team.id)}`);
    expect(known?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: team.name })).toBeVisible();
  });

  test('unknown football entities and unknown top-level paths answer 404 over HTTP', async ({
    page,
    site,
  }) => {
    for (const path of [
      '/football/team/nobody-fc/999999',
      '/football/live/1/nobody-vs-nobody',
      '/football/league-tables/premier-league/2/seasons/1999-00/1999',
      '/football/fixtures-results/teams/premier-league/2/nobody-fc/999999',
      '/football/no-such-section',
      '/cheltenham-festival/no-such-page',
      '/grand-national/replays',
      '/no-such-section',
      '/racingx',
    ]) {
      const response = await page.request.get(`${site.url}${path}`);
      expect([path, response.status()]).toEqual([path, 404]);
      expect(response.headers()['content-type']).toContain('text/html');
    }
    for (const path of [
      '/football',
      '/football/league-tables',
      '/football/fixtures-results',
      '/racing',
      '/cheltenham-festival/racecards',
      '/royal-ascot/results',
      '/grand-national/runners',
    ]) {
      const response = await page.request.get(`${site.url}${path}`);
      expect([path, response.status()]).toEqual([path, 200]);
    }
  });
});

/** Every internal link in the festival menus on a microsite page: the site's main menu and the microsite's own. */
async function festivalMenuLinks(
  page: Page,
  origin: string,
  festival: string,
  title: string,
): Promise<string[]> {
  await page.goto(`${origin}/${festival}`);
  const menus = [page.getByRole('navigation', { name: title, exact: true })];
  if (festival !== 'grand-national') menus.push(page.getByRole('navigation', { name: 'Main' }));
  const hrefs = new Set<string>();
  for (const menu of menus) {
    await expect(menu.getByRole('link').first()).toBeVisible();
    for (const href of await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))
      if (href.startsWith('/')) hrefs.add(href);
  }
  return [...hrefs];
}

test.describe('festival microsites', () => {
  test.beforeEach(async ({ page }) => suppressPromotionPopUp(page));

  test('every item of every festival menu opens a real page with the festival racing data', async ({
    page,
    site,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    // Royal Ascot's microsite is on (its promos site setting 'true', switched by the promos CLI: the server renders
    // the pages with the real setting), and off again whatever happens.
    await promos(site.env, 'royal-ascot', 'true');
    try {
      for (const [festival, title] of [
        ['cheltenham-festival', 'Cheltenham Festival'],
        ['royal-ascot', 'Royal Ascot'],
        ['grand-national', 'Grand National'],
      ] as const) {
        const racing = await api<FestivalRacing>(
          page,
          `${site.url}/api/horse-racing/v2/racing/festivals/${festival}`,
        );
        // What the festival's pages draw on: its days' feature races, race titles and winners.
        const facts = [racing.next, racing.previous]
          .flatMap((edition) => edition?.days ?? [])
          .flatMap((day) => [day.feature, ...day.races.flatMap((r) => [r.title, r.result?.winner ?? ''])])
          .filter(Boolean);
        const links = await festivalMenuLinks(page, site.url, festival, title);
        expect(links.length, festival).toBeGreaterThanOrEqual(festival === 'grand-national' ? 6 : 8);
        for (const href of links) {
          const response = await page.goto(`${site.url}${href}`);
          expect(response?.status(), href).toBe(200);
          const main = page.locator('main');
          await expect(main.getByRole('heading', { level: 1 }), href).toBeVisible();
          await expect(main.getByText(NOT_FOUND), href).toHaveCount(0);
          await expect(main.getByText(/Loading/), href).toHaveCount(0);
          if (href === '/') continue; // Back to Main Site: the home page.
          // The offers and race lists arrive after the heading (a skeleton, not a "Loading" text, holds their place).
          if (href.endsWith('/free-bets')) await expect(main, href).toContainText('£20');
          else
            await expect
              .poll(
                async () => {
                  const text = (await main.innerText()).replace(/\s+/g, ' ');
                  return facts.some((fact) => text.includes(fact));
                },
                { message: `${href} shows the festival's races` },
              )
              .toBe(true);
        }
      }
    } finally {
      await promos(site.env, 'royal-ascot', 'false');
    }
  });
});

/** The first race of today's racing, from the racing service. */
async function firstRaceToday(page: Page, origin: string) {
  const day = await api<{
    meetings: Array<{ courseName: string; races: Array<{ raceId: number; title: string }> }>;
  }>(page, `${origin}/api/horse-racing/v2/racing/racecards/${londonToday()}`);
  const meeting = day.meetings[0]!;
  return { courseName: meeting.courseName, ...meeting.races[0]! };
}

test.describe('unknown racing pages answer 404 from the server', () => {
  test.beforeEach(async ({ page }) => suppressPromotionPopUp(page));

  test('an unknown race card and an unknown racing profile answer HTTP 404 with the racing not-found screen; a known race card opens its page', async ({
    page,
    site,
  }) => {
    const race = await firstRaceToday(page, site.url);
    // The racing remote's own not-found screens: the race card's spec'd "not available" state, the profile's.
    for (const [path, heading] of [
      [racecardPath(londonToday(), race.courseName, 999999999, 'no-such-race'), 'Race card not available'],
      [racingProfilePath('horse', '999999999999'), 'Horse not found'],
    ] as const) {
      const unknown = await page.goto(`${site.url}${path}`);
      expect([path, unknown?.status()]).toEqual([path, 404]);
      await expect(
        page.locator('main').getByRole('heading', { level: 1, name: heading }),
        path,
      ).toBeVisible();
    }

    const known = await page.goto(
      `${site.url}${racecardPath(londonToday(), race.courseName, race.raceId, race.title)}`,
    );
    expect(known?.status()).toBe(200);
    await expect(
      page.locator('main').getByRole('heading', { level: 1, name: race.courseName }),
    ).toBeVisible();
    await expect(page.locator('main')).toContainText(race.title);
  });

  test('unknown racing paths answer 404 over HTTP; every internal link in the main menu and footer answers 200', async ({
    page,
    site,
  }) => {
    const race = await firstRaceToday(page, site.url);
    const card = racecardPath(londonToday(), race.courseName, race.raceId, race.title);
    for (const path of [
      '/racing/nonsense',
      '/racing/racecards/not-a-day',
      card.replace(`/racecard/${race.raceId}/`, '/racecard/999999999/'),
      card.replace(londonToday(), '1999-01-01'),
      racingProfilePath('jockey', '999999999999'),
      racingProfilePath('trainer', '999999999999'),
      '/greyhoundsx',
      '/no-such-section',
    ]) {
      const response = await page.request.get(`${site.url}${path}`);
      expect([path, response.status()]).toEqual([path, 404]);
      expect(response.headers()['content-type']).toContain('text/html');
    }

    await page.goto(site.url);
    const hrefs = new Set<string>();
    for (const area of [page.getByRole('navigation', { name: 'Main' }), page.locator('footer')]) {
      await expect(area.getByRole('link').first()).toBeAttached();
      for (const href of await area
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))
        if (href.startsWith('/') && !href.startsWith('//')) hrefs.add(href);
    }
    for (const top of ['/racing', '/football', '/greyhounds/racecards', '/sports', '/tips']) {
      expect(
        [...hrefs].some((href) => href === top || href.startsWith(`${top}?`)),
        top,
      ).toBe(true);
    }
    for (const href of hrefs) {
      const response = await page.request.get(`${site.url}${href}`);
      expect([href, response.status()]).toEqual([href, 200]);
    }
  });
});
