import type { BannerLayoutFields, BannerLayoutHint } from '@sl/contracts';

export interface BannerHintOptions {
  /** How long an answer is used before it is refreshed (in the background: pages never wait for a refresh). */
  ttlMs?: number;
  /** After a failure, how soon to ask again. */
  retryMs?: number;
  /** The most a page waits when there is no answer yet (only the first pages after a start). */
  timeoutMs?: number;
  /** The most one request to the promos service may take; a page never waits this long. */
  fetchTimeoutMs?: number;
  /** How long the last good answer outlives failures before the page gets no hint. */
  staleMs?: number;
  /**
   * Ask at once and keep asking (250 ms, doubling to `retryMs`) until the first answer, so the first pages after a
   * start (promos may start later than the shell) find one. Off in tests that count requests.
   */
  warm?: boolean;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

const text = (value: unknown, max = 80) =>
  typeof value === 'string' && value.length <= max ? value : undefined;

/** Only the layout fields of well-formed promos; anything else in the answer makes no hint at all. */
export function parseBannerHint(payload: unknown): BannerLayoutHint {
  if (!Array.isArray(payload) || payload.length > 50) return null;
  const promos: BannerLayoutFields[] = [];
  for (const item of payload as Array<Record<string, unknown>>) {
    const name = text(item?.name);
    const sport = text(item?.sport);
    if (!name || !sport || typeof item.hero !== 'boolean' || typeof item.banner !== 'boolean') return null;
    promos.push({
      name: name as BannerLayoutFields['name'],
      sport: sport as BannerLayoutFields['sport'],
      courseName: text(item.courseName),
      hero: item.hero,
      banner: item.banner,
    });
  }
  return promos;
}

/**
 * Which promos are live, asked of the promos service for the page's boot configuration so the shell can hold the
 * banners' space before the promos remote draws them (CLS). The answer is cached and refreshed in the background; a
 * failed or slow refresh keeps the last good answer (for `staleMs`), since a page without the hint moves by the
 * height of every banner. Only before any answer does a page wait, and then at most `timeoutMs`.
 */
export function bannerHintSource(url: string, options: BannerHintOptions = {}) {
  const {
    ttlMs = 10_000,
    retryMs = 2_000,
    timeoutMs = 300,
    fetchTimeoutMs = 2_000,
    staleMs = 60_000,
    warm = true,
    fetchImpl = fetch,
    now = Date.now,
  } = options;
  let good: { value: NonNullable<BannerLayoutHint>; at: number } | null = null;
  let askAgainAt = 0;
  let inflight: Promise<void> | null = null;

  const refresh = () =>
    (inflight ??= fetchImpl(url, { signal: AbortSignal.timeout(fetchTimeoutMs) })
      .then(async (response) => (response.ok ? parseBannerHint(await response.json()) : null))
      .catch(() => null)
      .then((value) => {
        if (value) good = { value, at: now() };
        askAgainAt = now() + (value ? ttlMs : retryMs);
        inflight = null;
      }));
  const current = (): BannerLayoutHint => (good && now() - good.at <= staleMs ? good.value : null);

  const prime = (delay: number) =>
    void refresh().then(() => {
      if (!good) setTimeout(prime, delay, Math.min(delay * 2, retryMs)).unref();
    });
  if (warm) prime(Math.min(250, retryMs));
  return async (): Promise<BannerLayoutHint> => {
    if (now() >= askAgainAt) void refresh();
    if (good || !inflight) return current();
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([inflight, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    return current();
  };
}
