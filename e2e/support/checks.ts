import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { racecardPath, type RacecardsDay } from '../../shared-contracts/src/index';
import { E2E_METRICS_TOKEN, expect } from './site';

/**
 * Helpers the browser specs share: dates as the site counts them, reading the site's own APIs, axe, and what sticks
 * out of a phone's screen. One copy here instead of one per spec, so they cannot drift apart.
 */

/** Today's date in London (YYYY-MM-DD): the racing and football days are London days. */
export const londonToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** A YYYY-MM-DD date moved by whole days (at noon UTC, so a clock change never skips or repeats a day). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A runner's form panel once it is open: the table of its past runs, or the line a horse without any shows (a
 * debutant, or a horse back from a break longer than the record goes back), so a test holds whichever horse runs
 * first on the day's first card.
 */
export const openForm = (scope: Locator | Page, horse: string): Locator =>
  scope.getByRole('table', { name: `Form of ${horse}` }).or(scope.getByText('No previous runs.'));

/** A JSON answer from the site's API, which must be 200. */
export async function api<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

const describe = (v: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }) =>
  `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;

/**
 * An axe run that works out selectors for its violations only: on a long page (a day's results, 60 pages walked)
 * naming every passing node took most of axe's time. Which rules ran is still reported, one node each.
 */
export const axe = (page: Page, options: Record<string, unknown> = {}) =>
  new AxeBuilder({ page }).options({ resultTypes: ['violations'], ...options });

/** Every axe violation (any impact) inside the selectors (the whole page without one), with where it is. */
export async function violations(page: Page, ...selectors: string[]): Promise<string[]> {
  let builder = axe(page);
  for (const selector of selectors) builder = builder.include(selector);
  return (await builder.analyze()).violations.map(describe);
}

/** Serious and critical axe violations inside the selectors (the whole page without one). */
export async function seriousViolations(page: Page, ...selectors: string[]): Promise<string[]> {
  let builder = axe(page);
  for (const selector of selectors) builder = builder.include(selector);
  return (
    (await builder.analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      // axe's own words per node (for colour contrast: both colours and the ratio) say what to fix.
      .map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.any[0]?.message ?? n.failureSummary ?? ''})`).join(', ')}`,
      )
  );
}

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules, target size (2.5.8, off in axe by default) included. */
const WCAG22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The WCAG AA rules whose answer depends on colour: all that can change when only the colour scheme does. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe on the whole page with the WCAG 2.2 AA rules, target size forced on, or with only `rules`; says which rules
 * ran.
 */
export async function wcag22Violations(
  page: Page,
  rules?: string[],
): Promise<{ violations: string[]; ran: Set<string> }> {
  const results = await (
    rules
      ? axe(page).withRules(rules)
      : axe(page, {
          runOnly: { type: 'tag', values: WCAG22_AA },
          rules: { 'target-size': { enabled: true } },
        })
  ).analyze();
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
      (r) => r.id,
    ),
  );
  return { violations: results.violations.map(describe), ran };
}

/**
 * What sticks out past the viewport's right edge inside `scope`, outside sideways-scrolling regions, with the
 * document's scroll width (a readable failure: which element, how far).
 */
export function overflow(page: Page, scope = 'main') {
  return page.evaluate((root) => {
    const width = window.innerWidth;
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll(`${root} *`))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      let clipped = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') clipped = true;
      if (!clipped) out.push(`${el.tagName.toLowerCase()}.${el.className} right=${Math.round(box.right)}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, out: out.slice(0, 5) };
  }, scope);
}

/** Today's first race card, found through the racing API, at the address the racecards page links to. */
export async function firstRaceCardPath(page: Page, origin: string): Promise<string> {
  const today = londonToday();
  const day = await api<RacecardsDay>(page, `${origin}/api/horse-racing/v2/racing/racecards/${today}`);
  const meeting = day.meetings.find((m) => m.races.length > 0);
  const race = meeting?.races[0];
  expect(race, `a race on ${today}`).toBeTruthy();
  return racecardPath(meeting!.meetingDate, meeting!.courseName, race!.raceId, race!.title);
}

/** The shell's /metrics text, scraped with the test site's metrics token (without it the scrape answers 401). */
export async function metricsText(page: Page, origin: string): Promise<string> {
  const response = await page.request.get(`${origin}/metrics`, {
    headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` },
  });
  expect(response.status(), 'GET /metrics with the metrics token').toBe(200);
  return response.text();
}

/** The value of one labelled sample on the shell's /metrics page (0 when it is not there yet). */
export async function metric(page: Page, origin: string, sample: string): Promise<number> {
  const text = await metricsText(page, origin);
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line ? Number(line.split(' ').pop()) : 0;
}

/** Waits until the feedback dialog's proof-of-work captcha has solved itself and Submit is enabled. */
export async function waitForCaptcha(dialog: Locator) {
  await expect(dialog.locator('altcha-widget')).toBeAttached();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled({ timeout: 30_000 });
}

/**
 * Records every Content-Security-Policy violation the pages of `page` report from now on (a style or script the
 * policy blocked): the site's policy allows no inline style without the page's nonce, so each one is a broken look.
 */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = window as unknown as { slCspViolations?: string[] };
      (seen.slCspViolations ??= []).push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/** The violations the current document has reported since it loaded (watchCspViolations). */
export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { slCspViolations?: string[] }).slCspViolations ?? []);
