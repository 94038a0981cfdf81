import type { Article, ArticleListResponse, RaceCardResponse } from '@sl/contracts';
import { seriousViolations } from './support/checks';
import { expect, test } from './support/site';

const RACING_NEWS = 'sport=racing%2Cgreyhounds&category=news%2Cpreviews%2Creports';

/** The racing news page's first page as the API answers it, once the feed writer has written some. */
async function racingNews(url: string): Promise<ArticleListResponse> {
  let list: ArticleListResponse | null = null;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${url}/api/content/v1/articles?${RACING_NEWS}&page=1&pageSize=10`);
        list = response.ok ? ((await response.json()) as ArticleListResponse) : null;
        return list?.total ?? 0;
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
  return list!;
}

test.describe('racing news from the content store', () => {
  test('the listing leads to an article about a real race, with its race card; axe clean', async ({
    page,
    site,
  }) => {
    const list = await racingNews(site.url);
    // The first listed article with a race card in it, and that race from the racing API.
    let chosen: { article: Article; race: RaceCardResponse } | null = null;
    for (const summary of list.articles) {
      const { article } = (await (
        await fetch(`${site.url}/api/content/v1/articles/${summary.slug}`)
      ).json()) as {
        article: Article;
      };
      const embed = article.body.find((b) => b.type === 'race-card');
      if (!embed || embed.type !== 'race-card') continue;
      const [race] = (await (
        await fetch(`${site.url}/api/horse-racing/v2/racing/race/${embed.raceId}`)
      ).json()) as RaceCardResponse[];
      chosen = { article, race: race! };
      break;
    }
    expect(chosen, 'a racing article with a race card on the first page').not.toBeNull();
    const { article, race } = chosen!;

    const listing = await page.goto(`${site.url}/racing/news`);
    expect(listing?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Racing News' })).toBeVisible();
    const items = page.getByRole('list', { name: 'Racing News' }).getByRole('listitem');
    await expect(items).toHaveCount(list.articles.length);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: article.title, exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/racing/news/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    // The text names the race's real runners: every horse named in it is on the race card.
    const runners = race.entries.map((e) => e.horseName);
    const named = runners.filter((name) => article.title.includes(name) || article.standfirst.includes(name));
    expect(named.length, `${article.title} names a runner of race ${race.raceId}`).toBeGreaterThan(0);
    await expect(page.getByText(article.standfirst)).toBeVisible();
    const card = page.getByRole('complementary', { name: 'Race card' });
    await expect(card).toContainText(`${race.offTimeLocal} ${race.courseName}`);
    await expect(card.getByRole('link', { name: /race card/ })).toHaveAttribute(
      'href',
      new RegExp(`/racing/racecards/${race.meetingDate.slice(0, 10)}/[a-z0-9-]+/racecard/${race.raceId}/`),
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Its tags lead to a tag page listing it.
    const tag = article.tags[0]!;
    await page
      .getByRole('navigation', { name: 'Tags' })
      .getByRole('link', { name: tag.replace(/-/g, ' ') })
      .click();
    await expect(page).toHaveURL(`${site.url}/racing/news/tag/${tag}`);
    await expect(page.getByRole('link', { name: article.title, exact: true })).toBeVisible();
  });

  test('unknown articles answer 404; pages, darts news and the RSS feed are real', async ({ page, site }) => {
    const list = await racingNews(site.url);
    const missing = await page.goto(`${site.url}/racing/news/no-such-story-here`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect((await page.goto(`${site.url}/racing/news/tag/no-such-tag`))?.status()).toBe(404);

    if (list.totalPages > 1) {
      await page.goto(`${site.url}/racing/news`);
      await page
        .getByRole('navigation', { name: 'Pages' })
        .getByRole('link', { name: 'Older stories' })
        .click();
      await expect(page).toHaveURL(`${site.url}/racing/news?page=2`);
      await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(
        `Page 2 of ${list.totalPages}`,
      );
    }

    await expect
      .poll(
        async () => {
          const darts = (await (
            await fetch(`${site.url}/api/content/v1/articles?sport=darts`)
          ).json()) as ArticleListResponse;
          return darts.total;
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    await page.setViewportSize({ width: 360, height: 740 });
    expect((await page.goto(`${site.url}/darts/news`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Darts News' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Darts News' }).getByRole('listitem').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A person following the footer's link gets a page about the feed; a feed reader gets the RSS document.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await page.goto(`${site.url}/feed`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'News Feed' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Latest News' }).getByRole('listitem').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const feed = await fetch(`${site.url}/feed`, { redirect: 'manual' });
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await feed.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain(`<link>${site.url}/`);
    expect(xml).toContain('<item>');
  });
});
