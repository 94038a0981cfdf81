import type { IncomingHttpHeaders } from 'node:http';

/** Headers as a reply holds them (Fastify's getHeaders). */
export type AnswerHeaders = Record<string, string | number | string[] | undefined>;

/**
 * The header a section marks an answer with when the gateway may keep it (RFC 9213's targeted field, read by the
 * gateway as the site's edge and never passed on): `CDN-Cache-Control: max-age=5`. The section keeps its own
 * Cache-Control for browsers and shared caches beyond the site.
 */
export const GATEWAY_CACHE_HEADER = 'cdn-cache-control';

/** Request headers that carry a member's credentials: such a request is never answered from, nor kept in, the cache. */
const CREDENTIALS = ['authorization', 'x-token'] as const;

export interface CachedAnswer {
  statusCode: 200;
  headers: AnswerHeaders;
  body: Buffer;
  etag: string | undefined;
  storedAt: number;
  expiresAt: number;
  /**
   * The headers the shell sent with it the first time, after every hook of its own had its say (security headers,
   * the ETag), for requests over `protocol` (HSTS goes on HTTPS answers only): a later ask can then be answered with
   * them as they are, before the shell's request pipeline runs. Absent until that first answer has gone. `route` is
   * the pattern it was routed by, for the request metrics.
   */
  sent?: { protocol: string; headers: string[]; route: string };
}

interface UrlEntry {
  /** The request headers the section said its answer varies by (its Vary), lower case. */
  vary: string[];
  variants: Map<string, CachedAnswer>;
}

export interface AnswerCacheOptions {
  /** Distinct URLs kept at most; the one used longest ago goes first. */
  maxUrls?: number;
  /** Variants (encodings, countries) of one URL kept at most. */
  maxVariants?: number;
  /** Larger answers are never kept. */
  maxBodyBytes?: number;
  now?: () => number;
}

const DEFAULTS = { maxUrls: 2_000, maxVariants: 16, maxBodyBytes: 1024 * 1024 } as const;

/** Whether the request may be answered from, or kept in, a cache shared by every visitor. */
export function sharedCacheable(method: string, headers: IncomingHttpHeaders): boolean {
  if (method !== 'GET') return false;
  return CREDENTIALS.every((name) => headers[name] === undefined);
}

/** The gateway's lifetime for an answer, in seconds, from its CDN-Cache-Control; null when it may not be kept. */
export function gatewayMaxAge(headers: IncomingHttpHeaders): number | null {
  const value = headers[GATEWAY_CACHE_HEADER];
  if (typeof value !== 'string') return null;
  const directives = value.split(',').map((d) => d.trim().toLowerCase());
  if (directives.some((d) => d === 'no-store' || d === 'private' || d === 'no-cache')) return null;
  const maxAge = directives.find((d) => d.startsWith('max-age='));
  const seconds = maxAge ? Number(maxAge.slice('max-age='.length)) : NaN;
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

function varyNames(headers: IncomingHttpHeaders): string[] | null {
  const names = String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  // Varying by everything, or by the cookie a visitor carries, is an answer per visitor.
  if (names.includes('*') || names.includes('cookie')) return null;
  return [...new Set(names)].sort();
}

function variantKey(vary: string[], headers: IncomingHttpHeaders): string {
  return JSON.stringify(vary.map((name) => headers[name] ?? null));
}

/**
 * Section answers the gateway keeps in memory, by URL and by the request headers the section's Vary names, for as
 * long as the section's CDN-Cache-Control allows, and until the section's feed changes (`clear`, from its live
 * stream). A hot read path (the race card) is then answered without a hop to the section.
 */
export class AnswerCache {
  private readonly urls = new Map<string, UrlEntry>();
  private readonly maxUrls: number;
  private readonly maxVariants: number;
  private readonly maxBodyBytes: number;
  private readonly now: () => number;
  /** Bumped by every clear: an answer asked for before a clear is not kept after it. */
  private generation = 0;

  constructor(options: AnswerCacheOptions = {}) {
    this.maxUrls = options.maxUrls ?? DEFAULTS.maxUrls;
    this.maxVariants = options.maxVariants ?? DEFAULTS.maxVariants;
    this.maxBodyBytes = options.maxBodyBytes ?? DEFAULTS.maxBodyBytes;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    let n = 0;
    for (const entry of this.urls.values()) n += entry.variants.size;
    return n;
  }

  /** The generation a request starts in: hand it back to `store`. */
  get currentGeneration(): number {
    return this.generation;
  }

  lookup(url: string, headers: IncomingHttpHeaders): CachedAnswer | undefined {
    const entry = this.urls.get(url);
    if (!entry) return undefined;
    const key = variantKey(entry.vary, headers);
    const answer = entry.variants.get(key);
    if (!answer) return undefined;
    if (answer.expiresAt <= this.now()) {
      entry.variants.delete(key);
      if (entry.variants.size === 0) this.urls.delete(url);
      return undefined;
    }
    // Used now: it moves to the back of the eviction order.
    this.urls.delete(url);
    this.urls.set(url, entry);
    return answer;
  }

  /**
   * Keeps a 200 answer the section marked for the gateway, unless the feed changed since the request began
   * (`generation`), it sets a cookie, it varies per visitor, or it is too large. Answers what it kept, if anything.
   */
  store(
    url: string,
    request: IncomingHttpHeaders,
    upstream: IncomingHttpHeaders,
    answer: { statusCode: number; headers: AnswerHeaders; body: Buffer },
    generation: number,
  ): CachedAnswer | undefined {
    if (generation !== this.generation || answer.statusCode !== 200) return undefined;
    if (answer.body.length > this.maxBodyBytes || upstream['set-cookie'] !== undefined) return undefined;
    const maxAge = gatewayMaxAge(upstream);
    const vary = varyNames(upstream);
    if (maxAge === null || vary === null) return undefined;
    let entry = this.urls.get(url);
    // The section changed what it varies by (a new build): its old variants no longer answer the same question.
    if (!entry || entry.vary.join() !== vary.join()) entry = { vary, variants: new Map() };
    this.urls.delete(url);
    this.urls.set(url, entry);
    const key = variantKey(vary, request);
    entry.variants.delete(key);
    if (entry.variants.size >= this.maxVariants) entry.variants.delete(entry.variants.keys().next().value!);
    const storedAt = this.now();
    const etag = upstream.etag;
    const kept: CachedAnswer = {
      statusCode: 200,
      headers: answer.headers,
      body: answer.body,
      etag: typeof etag === 'string' ? etag : undefined,
      storedAt,
      expiresAt: storedAt + maxAge * 1000,
    };
    entry.variants.set(key, kept);
    while (this.urls.size > this.maxUrls) this.urls.delete(this.urls.keys().next().value!);
    return kept;
  }

  /** Everything goes: the section's feed changed, or the gateway can no longer tell when it does. */
  clear(): void {
    this.generation += 1;
    this.urls.clear();
  }
}
