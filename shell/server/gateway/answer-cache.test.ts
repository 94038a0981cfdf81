import { AnswerCache, gatewayMaxAge, sharedCacheable } from './answer-cache';

const marked = { 'cdn-cache-control': 'max-age=5', vary: 'accept-encoding', etag: 'W/"a"' };
const answer = (text = 'card') => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(text),
});

function cacheAt(start = 1_000_000, options = {}) {
  let now = start;
  const cache = new AnswerCache({ now: () => now, ...options });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('AnswerCache', () => {
  it('answers a kept answer until its max-age, then asks again', () => {
    const { cache, advance } = cacheAt();
    expect(cache.store('/r/1', {}, marked, answer(), cache.currentGeneration)).toBeDefined();
    advance(4_999);
    expect(cache.lookup('/r/1', {})?.body.toString()).toBe('card');
    advance(1);
    expect(cache.lookup('/r/1', {})).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer asked for before the feed changed', () => {
    const { cache } = cacheAt();
    const generation = cache.currentGeneration;
    cache.clear();
    expect(cache.store('/r/1', {}, marked, answer(), generation)).toBeUndefined();
    expect(cache.lookup('/r/1', {})).toBeUndefined();
  });

  it('keeps only what the section marked for it, for everybody, and no more than it may', () => {
    const { cache } = cacheAt(0, { maxBodyBytes: 10 });
    const g = cache.currentGeneration;
    expect(
      cache.store('/a', {}, { ...marked, 'cdn-cache-control': 'private, max-age=5' }, answer(), g),
    ).toBeUndefined();
    expect(
      cache.store('/a', {}, { ...marked, 'cdn-cache-control': 'no-store' }, answer(), g),
    ).toBeUndefined();
    expect(cache.store('/a', {}, { vary: 'accept-encoding' }, answer(), g)).toBeUndefined();
    expect(cache.store('/a', {}, { ...marked, 'set-cookie': ['id=1'] }, answer(), g)).toBeUndefined();
    expect(cache.store('/a', {}, { ...marked, vary: 'cookie' }, answer(), g)).toBeUndefined();
    expect(cache.store('/a', {}, { ...marked, vary: '*' }, answer(), g)).toBeUndefined();
    expect(cache.store('/a', {}, marked, { ...answer(), statusCode: 404 }, g)).toBeUndefined();
    expect(cache.store('/a', {}, marked, answer('eleven bytes'), g)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('tells variants apart by the headers the section varies by, and nothing else', () => {
    const { cache } = cacheAt();
    const g = cache.currentGeneration;
    cache.store('/r', { 'accept-encoding': 'br', 'user-agent': 'A' }, marked, answer('brotli'), g);
    cache.store('/r', { 'accept-encoding': 'gzip' }, marked, answer('gzip'), g);
    expect(cache.lookup('/r', { 'accept-encoding': 'br', 'user-agent': 'B' })?.body.toString()).toBe(
      'brotli',
    );
    expect(cache.lookup('/r', { 'accept-encoding': 'gzip' })?.body.toString()).toBe('gzip');
    expect(cache.lookup('/r', {})).toBeUndefined();
  });

  it('lets the URL used longest ago go first when full', () => {
    const { cache } = cacheAt(0, { maxUrls: 2 });
    const g = cache.currentGeneration;
    cache.store('/1', {}, marked, answer(), g);
    cache.store('/2', {}, marked, answer(), g);
    cache.lookup('/1', {});
    cache.store('/3', {}, marked, answer(), g);
    expect(['/1', '/2', '/3'].map((url) => cache.lookup(url, {}) !== undefined)).toEqual([true, false, true]);
  });
});

describe('what may be shared', () => {
  it('is a GET carrying no member credentials', () => {
    expect(sharedCacheable('GET', { cookie: 'sl_vid=1' })).toBe(true);
    expect(sharedCacheable('GET', { 'x-token': 't' })).toBe(false);
    expect(sharedCacheable('GET', { authorization: 'Bearer t' })).toBe(false);
    expect(sharedCacheable('POST', {})).toBe(false);
  });

  it('reads the gateway’s max-age from CDN-Cache-Control only', () => {
    expect(gatewayMaxAge({ 'cdn-cache-control': 'max-age=5' })).toBe(5);
    expect(gatewayMaxAge({ 'cdn-cache-control': 'public, max-age=0' })).toBeNull();
    expect(gatewayMaxAge({ 'cache-control': 'public, max-age=60' })).toBeNull();
  });
});
