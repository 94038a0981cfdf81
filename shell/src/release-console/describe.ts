import { TIMEZONE, londonDateTime } from '@sl/contracts';
import { rateTotals, type RegistryStatus, type VersionRates } from '@sl/contracts/release';

const CLOCK = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIMEZONE,
});

/** The site's date and time, DD-MM-YYYY HH:mm in London (spec document 2, section 9); the text when no date. */
export function when(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : londonDateTime(t);
}

/** A remote's display name. */
export const REMOTE_TITLES: Record<string, string> = {
  racing: 'Racing',
  football: 'Football',
  promos: 'Promos and news',
  account: 'Account',
};

const PLAN_WORDS: Record<string, (a: string, b: string) => string> = {
  fixed: (percent) => `fixed at ${percent} %`,
  canary: (percent, duration) => `canary: ${percent} % for ${duration}, then everyone`,
  linear: (step, interval) => `linear: ${step} % more every ${interval}`,
};

/** A rollout plan in words ("canary: 10 % for 30m, then everyone"); the plan text itself when not understood. */
export function planWords(plan: string | null): string {
  if (!plan) return '';
  const [kind, a = '', b = ''] = plan.split(':');
  const words = kind ? PLAN_WORDS[kind] : undefined;
  return words ? words(a, b) : plan;
}

/** The rollout line of a remote's card, or null when none is running. */
export function rolloutSummary(row: RegistryStatus): string | null {
  if (row.rolloutVersion === null) return null;
  const started = row.rolloutStartedAt ? `, started ${when(row.rolloutStartedAt)}` : '';
  return `${row.rolloutVersion} to ${row.rolloutShare ?? 0} % of visitors (${planWords(row.rolloutPlan)})${started}`;
}

/** The festival window line, or null when no window is set. */
export function windowSummary(row: RegistryStatus, now = new Date()): string | null {
  if (!row.windowEntry || !row.windowFrom || !row.windowTo) return null;
  const from = Date.parse(row.windowFrom);
  const to = Date.parse(row.windowTo);
  const state = now.getTime() >= to ? 'ended' : now.getTime() >= from ? 'live now' : 'scheduled';
  return `${row.windowVersion ?? 'window build'} from ${when(row.windowFrom)} to ${when(row.windowTo)} (${state})`;
}

export interface RatePointView {
  /** The bucket's start as a clock time, "14:05". */
  x: string;
  /** Failure rate in percent, one decimal; 0 when no page was served in the bucket. */
  y: number;
  pages: number;
  failures: number;
}

/**
 * A version's minutes grouped into buckets of `size` minutes (the newest bucket ends with the newest minute), as
 * failure rates in percent: 60 one-minute points crowd a phone's chart, 12 five-minute ones read.
 */
export function ratePoints(version: VersionRates, size = 5): RatePointView[] {
  const out: RatePointView[] = [];
  const { points } = version;
  for (let end = points.length; end > 0; end -= size) {
    const group = points.slice(Math.max(0, end - size), end);
    const { pages, failures } = rateTotals(group);
    const first = group[0];
    if (!first) continue;
    out.unshift({
      x: CLOCK.format(Date.parse(first.at)),
      y: pages > 0 ? Math.round((failures / pages) * 1000) / 10 : 0,
      pages,
      failures,
    });
  }
  return out;
}

/** "2.5 % of 400 pages": a version's hour in one phrase. */
export function hourSummary(version: VersionRates): string {
  if (version.pages === 0)
    return version.failures > 0 ? `${version.failures} failures, no pages` : 'no pages this hour';
  const rate = Math.round((version.failures / version.pages) * 1000) / 10;
  return `${rate} % failed (${version.failures} of ${version.pages} pages)`;
}
