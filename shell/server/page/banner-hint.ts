import type { BannerLayoutFields, BannerLayoutHint } from '@sl/contracts';

export interface BannerHintOptions {
  /** How long an answer is used before it is refreshed (in the background: pages never wait for a refresh). */
  ttlMs?: number;
  /** After a failure, how soon to ask again. */
  retryMs?: number;
  /** The most a page waits for the first answer. */
  timeoutMs?: number;
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
 * banners' space before the promos remote draws them (CLS). Cached; a slow or failed promos service costs a page at
 * most `timeoutMs` once, and then only means no hint (null).
 */
export function bannerHintSource(url: string, options: BannerHintOptions = {}) {
  const { ttlMs = 10_000, retryMs = 5_000, timeoutMs = 300, fetchImpl = fetch, now = Date.now } = options;
  let cached: { value: BannerLayoutHint; until: number } | null = null;
  let inflight: Promise<BannerLayoutHint> | null = null;

  const refresh = () =>
    (inflight ??= fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => (response.ok ? parseBannerHint(await response.json()) : null))
      .catch(() => null)
      .then((value) => {
        cached = { value, until: now() + (value ? ttlMs : retryMs) };
        inflight = null;
        return value;
      }));

  return async (): Promise<BannerLayoutHint> => {
    if (!cached) return refresh();
    if (now() >= cached.until) void refresh();
    return cached.value;
  };
}
