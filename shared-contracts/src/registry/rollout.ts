/**
 * Gradual rollouts: a new version of a remote goes to a share of visitors, which may grow on a plan. Pure, so the
 * shell's page route, its guard and the release CLI all read the same share from the same stored plan.
 *
 * Plans as stored and typed: `fixed:<percent>` (the CLI's `--percent N`), `canary:<percent>:<duration>` (percent
 * until the duration has passed, then 100) and `linear:<step>:<interval>` (step percent, plus step every interval,
 * up to 100). Durations are a whole number of s, m, h or d.
 */
type RolloutPlan =
  | { kind: 'fixed'; percent: number }
  | { kind: 'canary'; percent: number; durationMs: number }
  | { kind: 'linear'; step: number; intervalMs: number };

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** Longer than any sensible rollout: a plan stretching over months is a typo. */
const MAX_DURATION_MS = 30 * UNIT_MS.d;

function percentFrom(text: string | undefined, what: string): number | string {
  const n = Number(text);
  if (text === undefined || !/^\d+$/.test(text) || n < 1 || n > 100)
    return `${what} must be a whole number from 1 to 100, not "${text ?? ''}"`;
  return n;
}

function durationFrom(text: string | undefined, what: string): number | string {
  const match = /^(\d+)([smhd])$/.exec(text ?? '');
  const ms = match ? Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS] : 0;
  if (!match || ms <= 0 || ms > MAX_DURATION_MS)
    return `${what} must be a whole number of s, m, h or d (e.g. 30m), at most 30d, not "${text ?? ''}"`;
  return ms;
}

/** The plan a text names, or why it names none (for a 400 naming the mistake). */
export function parseRolloutPlan(text: string): { plan: RolloutPlan } | { error: string } {
  const [kind, first, second, ...extra] = text.trim().split(':');
  const usage = 'A rollout plan is fixed:<percent>, canary:<percent>:<duration> or linear:<step>:<interval>';
  if (extra.length > 0) return { error: `${usage}, not "${text}"` };
  if (kind === 'fixed' && second === undefined) {
    const percent = percentFrom(first, 'The percent');
    return typeof percent === 'string' ? { error: percent } : { plan: { kind, percent } };
  }
  if (kind === 'canary' || kind === 'linear') {
    const percent = percentFrom(first, kind === 'canary' ? 'The canary percent' : 'The step');
    if (typeof percent === 'string') return { error: percent };
    const ms = durationFrom(second, kind === 'canary' ? 'The canary duration' : 'The interval');
    if (typeof ms === 'string') return { error: ms };
    return kind === 'canary'
      ? { plan: { kind, percent, durationMs: ms } }
      : { plan: { kind, step: percent, intervalMs: ms } };
  }
  return { error: `${usage}, not "${text}"` };
}

/**
 * The percent of visitors (0-100) who get the rollout's version at `now`. A plan that cannot be read gives 0, so a
 * damaged row sends everyone to the stable version rather than to the new one. A start in the future (clocks of
 * two replicas apart) counts as just started.
 */
export function rolloutShare(plan: string | null, startedAt: string | null, now: Date): number {
  if (plan === null || startedAt === null) return 0;
  const parsed = parseRolloutPlan(plan);
  const start = Date.parse(startedAt);
  if ('error' in parsed || Number.isNaN(start)) return 0;
  const elapsed = Math.max(0, now.getTime() - start);
  const p = parsed.plan;
  switch (p.kind) {
    case 'fixed':
      return p.percent;
    case 'canary':
      return elapsed >= p.durationMs ? 100 : p.percent;
    case 'linear':
      return Math.min(100, p.step * (1 + Math.floor(elapsed / p.intervalMs)));
  }
}

/** The first-party cookie holding the visitor id a visitor's buckets are drawn from (essential, no tracking). */
export const VISITOR_COOKIE = 'sl_vid';

/**
 * A visitor's bucket for a remote, 0-99: FNV-1a over `<visitor>:<remote>`, then a final avalanche (murmur3's
 * fmix32) so that nearby ids spread evenly. Deterministic, so a visitor keeps their version on every reload; per
 * remote, so the same visitors are not the guinea pigs of every rollout. Visitors below the share get the rollout.
 */
export function visitorBucket(visitorId: string, remote: string): number {
  let hash = 0x811c9dc5;
  const text = `${visitorId}:${remote}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) % 100;
}
