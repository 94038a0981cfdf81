import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { matchPath, type FootballMatch } from '../shared-contracts/src/index';
import { addDays, api, firstRaceCardPath, londonToday } from './support/checks';
import { expect, test } from './support/site';

/**
 * Issue 16: Lighthouse scores accessibility and best practices at 100 on the home page, a race card and a finished
 * match, as a phone and as a desktop. Lighthouse drives its own Chromium (Debian's), so the run is a first visit
 * with nothing stored, as a new reader sees the site.
 */

const CATEGORIES = ['accessibility', 'best-practices'];

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The audits that cost points in the categories, with the elements or items Lighthouse names. */
function failingAudits(lhr: Result): string[] {
  const out: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score === 1) continue;
      const items = ((audit.details as { items?: unknown[] } | undefined)?.items ?? [])
        .slice(0, 5)
        .map((item) => {
          const node = (item as { node?: { selector?: string; snippet?: string } }).node;
          return node?.selector ?? node?.snippet ?? JSON.stringify(item).slice(0, 160);
        });
      out.push(`${id}/${ref.id}: ${audit.title}${items.length ? ` [${items.join(' | ')}]` : ''}`);
    }
  }
  return out;
}

async function finishedMatchPath(page: import('@playwright/test').Page, origin: string): Promise<string> {
  for (let back = 0; back < 8; back++) {
    const { matches } = await api<{ matches: FootballMatch[] }>(
      page,
      `${origin}/api/football/v2/matches/date/${addDays(londonToday(), -back)}`,
    );
    const m = matches.find((x) => x.state === 'FULLTIME');
    if (m) return matchPath(m.match_reference.id, m.team_score_a.team.name, m.team_score_b.team.name);
  }
  throw new Error('no finished match in the last week');
}

test('Lighthouse accessibility and best practices are 100 on home, a race card and a finished match', async ({
  page,
  site,
}) => {
  test.setTimeout(300_000);
  const pages = {
    home: '/',
    'race card': await firstRaceCardPath(page, site.url),
    'finished match': await finishedMatchPath(page, site.url),
  };
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const failures: string[] = [];
  try {
    for (const [name, pathname] of Object.entries(pages)) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const started = Date.now();
        const result = await lighthouse(
          `${site.url}${pathname}`,
          { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result!.lhr;
        const scores = CATEGORIES.map((c) => `${c} ${lhr.categories[c]?.score}`).join(', ');
        console.log(
          `[lighthouse] ${name} (${formFactor}) ${pathname}: ${scores} in ${Date.now() - started} ms`,
        );
        if (lhr.runtimeError) failures.push(`${name} (${formFactor}): ${lhr.runtimeError.message}`);
        for (const c of CATEGORIES)
          if (lhr.categories[c]?.score !== 1)
            failures.push(`${name} (${formFactor}) ${c} ${lhr.categories[c]?.score}`);
        for (const audit of failingAudits(lhr)) failures.push(`${name} (${formFactor}) ${audit}`);
      }
    }
  } finally {
    chrome.kill();
  }
  expect(failures).toEqual([]);
});
