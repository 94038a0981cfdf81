import {
  articleProblems,
  OTHER_SPORTS,
  type FootballMatch,
  type RaceCardResponse,
  type RaceResultSummary,
  type RacecardsDay,
  type SportEventsResponse,
} from '@sl/contracts';
import { addDays, everyReplica, londonToday, type JobLease } from '@sl/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentRepository } from '../repository';
import { fetchJson, type FetchJson } from './client';
import { inFormFeature, scorersFeature } from './features';
import { matchPreview, matchReport } from './football';
import { racePreview, raceReport } from './racing';
import { sportPreview, sportReport } from './sports';
import type { FeedArticle } from './types';

export interface FeedSources {
  /** The racing service's internal URL (RACING_INTERNAL_URL). */
  racing: string;
  /** The football service's internal URL (FOOTBALL_INTERNAL_URL); it also serves the other sports. */
  football: string;
  /** How often the writer looks for new races and matches. */
  intervalMs: number;
  /** After a run with a feed down, the first retry (doubling up to the interval). */
  retryMs?: number;
}

export interface WriteSummary {
  written: number;
  kept: number;
  failures: string[];
}

const PREVIEWS_PER_DAY = 8;
const REPORTS_PER_DAY = 10;
const SPORT_REPORTS = 3;
const SPORT_PREVIEWS = 2;

/** Run the parts one after another so a down feed costs only its own articles. */
async function part<T>(failures: string[], name: string, fn: () => Promise<T>): Promise<T | null> {
  try {
    return await fn();
  } catch (error) {
    failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** The feature race of each meeting: the race with the biggest field (the later one on a tie). */
function featureRaces(day: RacecardsDay) {
  return day.meetings.map((m) =>
    m.races.reduce((best, r) => (r.runners >= best.runners ? r : best), m.races[0]!),
  );
}

/**
 * One pass of the feed writer: reads the racecards, results, football fixtures and results and the other sports'
 * events around today, composes previews, reports and features, and writes those not yet written (by slug).
 */
export async function writeFromFeeds(
  repo: ContentRepository,
  sources: Pick<FeedSources, 'racing' | 'football'>,
  now: Date,
  get: FetchJson = fetchJson(),
): Promise<WriteSummary> {
  const failures: string[] = [];
  const articles: FeedArticle[] = [];
  const today = londonToday(now);
  const racing = `${sources.racing}/api/horse-racing/v2/racing`;
  const football = sources.football;

  // Racing: previews of today's and tomorrow's feature races, reports of the last three days' feature races.
  for (const date of [today, addDays(today, 1)]) {
    await part(failures, `racecards ${date}`, async () => {
      const day = await get<RacecardsDay>(`${racing}/racecards/${date}`);
      for (const race of featureRaces(day).slice(0, PREVIEWS_PER_DAY)) {
        const [card] = await get<RaceCardResponse[]>(`${racing}/race/${race.raceId}`);
        const preview = card ? racePreview(card) : null;
        if (preview) articles.push(preview);
      }
    });
  }
  const resultsByDate = new Map<string, RaceResultSummary[]>();
  for (const date of [
    addDays(today, -4),
    addDays(today, -3),
    addDays(today, -2),
    addDays(today, -1),
    today,
  ]) {
    await part(failures, `results ${date}`, async () => {
      const { results } = await get<{ results: RaceResultSummary[] }>(`${racing}/results/${date}`);
      resultsByDate.set(date, results);
      // The fourth day back only feeds yesterday's features; it is not reported on.
      if (date === addDays(today, -4)) return;
      const byMeeting = new Map<string, RaceResultSummary>();
      for (const r of results) {
        const best = byMeeting.get(r.courseName);
        if (!best || r.result.placings.length >= best.result.placings.length) byMeeting.set(r.courseName, r);
      }
      for (const result of [...byMeeting.values()].slice(0, REPORTS_PER_DAY)) {
        const card = await get<RaceCardResponse[]>(`${racing}/race/${result.raceId}`).then(
          ([c]) => c ?? null,
          () => null,
        );
        const report = raceReport(result, card);
        if (report) articles.push(report);
      }
    });
  }
  // Features are dated 07:00 of their day, so before then today's edition is still scheduled: yesterday's
  // edition (from its own three days' results) is written too, so the features are never empty on a fresh start.
  for (const edition of [addDays(today, -1), today]) {
    const from = addDays(edition, -3);
    const window = [from, addDays(edition, -2), addDays(edition, -1)].flatMap(
      (d) => resultsByDate.get(d) ?? [],
    );
    if (window.length === 0) continue;
    for (const who of ['jockeys', 'trainers'] as const) {
      const feature = inFormFeature(window, who, from, edition);
      if (feature) articles.push(feature);
    }
  }

  // Football: previews of the next four days' matches, reports of the last three days' (top competitions first).
  const matchesByDate = new Map<string, FootballMatch[]>();
  for (let offset = -4; offset <= 3; offset += 1) {
    const date = addDays(today, offset);
    await part(failures, `football ${date}`, async () => {
      const { matches } = await get<{ matches: FootballMatch[] }>(
        `${football}/api/football/v2/matches/date/${date}`,
      );
      const ranked = [...matches].sort(
        (a, b) =>
          rank(a.competition.sort_order) - rank(b.competition.sort_order) ||
          a.kick_off.localeCompare(b.kick_off),
      );
      matchesByDate.set(date, matches);
      // The fourth day back only feeds yesterday's goals round-up.
      if (offset < -3) return;
      const reports = ranked.map(matchReport).filter((a): a is FeedArticle => a !== null);
      const previews = ranked.map(matchPreview).filter((a): a is FeedArticle => a !== null);
      articles.push(...reports.slice(0, REPORTS_PER_DAY), ...previews.slice(0, PREVIEWS_PER_DAY));
    });
  }
  // Yesterday's edition too, for the same reason as the racing features.
  for (const edition of [addDays(today, -1), today]) {
    const from = addDays(edition, -3);
    const window = [from, addDays(edition, -2), addDays(edition, -1)].flatMap(
      (d) => matchesByDate.get(d) ?? [],
    );
    if (window.length === 0) continue;
    const feature = scorersFeature(window, from, edition);
    if (feature) articles.push(feature);
  }

  // The other sports: the latest results and the next events of each.
  for (const sport of OTHER_SPORTS) {
    await part(failures, `${sport} events`, async () => {
      const base = `${football}/api/football/v1/sports/${sport}/events`;
      const past = await get<SportEventsResponse>(`${base}?from=${addDays(today, -30)}&to=${today}`);
      const next = await get<SportEventsResponse>(
        `${base}?from=${addDays(today, 1)}&to=${addDays(today, 30)}`,
      );
      const finished = past.events
        .filter((e) => e.status === 'FINISHED')
        .reverse()
        .map(sportReport)
        .filter((a): a is FeedArticle => a !== null);
      // A report goes out the evening its event ends: on a busy day the newest are all still waiting at tea time,
      // and had they been all that was written, the sport's news page would have nothing to show until then. So
      // the newest already due, and the newest still to come.
      const due = (a: FeedArticle) => Date.parse(a.publishedAt) <= now.getTime();
      const reports = [
        ...finished.filter(due).slice(0, SPORT_REPORTS),
        ...finished.filter((a) => !due(a)).slice(0, SPORT_REPORTS),
      ];
      const previews = next.events
        .map(sportPreview)
        .filter((a): a is FeedArticle => a !== null)
        .slice(0, SPORT_PREVIEWS);
      articles.push(...reports, ...previews);
    });
  }

  let written = 0;
  let kept = 0;
  for (const article of articles) {
    const problems = articleProblems({ ...article, hero: article.hero });
    if (problems.length > 0) {
      failures.push(`${article.slug}: ${problems.join('; ')}`);
      continue;
    }
    const due = Date.parse(article.publishedAt) <= now.getTime();
    const saved = await repo.insert({ ...article, status: due ? 'published' : 'scheduled' }, now, {
      source: 'feed',
      ifAbsent: true,
    });
    if (saved) written += 1;
    else kept += 1;
  }
  return { written, kept, failures };
}

const rank = (sortOrder: number) => (sortOrder < 0 ? 1_000 : sortOrder);

/**
 * A run with a feed down is tried again after this, doubling up to the interval. At a first start the racing and
 * football services come up seconds after promos: at 15 s, readers of the news pages met "no stories yet" for
 * up to 45 s after the site was up.
 */
const FIRST_RETRY_MS = 2_000;

/** The writer's lease name (server-kit job leases): one promos replica writes. */
const FEED_WRITER_JOB = 'promos:content-feed-writer';

/**
 * Runs the writer at once and then on an interval; a run with a feed down is retried sooner (FIRST_RETRY_MS,
 * doubling), so articles appear as soon as the other services are up. Nothing it meets can crash the service.
 */
export function startFeedWriter(
  repo: ContentRepository,
  sources: FeedSources,
  now: () => Date,
  log: FastifyBaseLogger,
  lease: JobLease = everyReplica,
) {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let retry = sources.retryMs ?? FIRST_RETRY_MS;
  const run = async () => {
    // One promos replica writes (its own retries keep the lease); the others look
    // again each interval, and take over once the writer's lease runs out. Were two to write, the same articles
    // would be written twice over each other: wasted work, not wrong articles.
    if (!(await lease(FEED_WRITER_JOB, sources.intervalMs))) {
      if (!stopped) {
        timer = setTimeout(() => void run(), sources.intervalMs);
        timer.unref();
      }
      return;
    }
    let failed = true;
    try {
      const summary = await writeFromFeeds(repo, sources, now());
      failed = summary.failures.length > 0;
      const level = failed ? 'warn' : 'info';
      log[level]({ ...summary, failures: summary.failures.slice(0, 5) }, 'content feed writer ran');
    } catch (error) {
      log.warn({ err: error }, 'content feed writer failed');
    }
    if (stopped) return;
    const wait = failed ? retry : sources.intervalMs;
    retry = failed ? Math.min(retry * 2, sources.intervalMs) : (sources.retryMs ?? FIRST_RETRY_MS);
    timer = setTimeout(() => void run(), wait);
    timer.unref();
  };
  timer = setTimeout(() => void run(), 0);
  timer.unref();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
