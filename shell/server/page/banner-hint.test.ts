import { bannerHintSource, parseBannerHint } from './banner-hint';

const live = [{ name: 'cheltenham', sport: 'racing', hero: true, banner: true, title: 'x', heroBanner: {} }];

function fakeFetch(answers: Array<() => Promise<Response>>) {
  const calls: string[] = [];
  const impl = ((url: string) => {
    calls.push(url);
    const next = answers.shift();
    return next ? next() : Promise.reject(new Error('no more answers'));
  }) as unknown as typeof fetch;
  return { impl, calls };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('banner hint', () => {
  it('keeps only the layout fields of well-formed promos', () => {
    expect(parseBannerHint(live)).toEqual([
      { name: 'cheltenham', sport: 'racing', courseName: undefined, hero: true, banner: true },
    ]);
    expect(parseBannerHint([])).toEqual([]);
    expect(parseBannerHint({ not: 'a list' })).toBeNull();
    expect(parseBannerHint([{ name: 'x', sport: 'racing', hero: 'yes', banner: true }])).toBeNull();
    expect(
      parseBannerHint([{ name: '<script>'.repeat(20), sport: 'racing', hero: true, banner: true }]),
    ).toBeNull();
  });

  it('asks once, then serves the cached answer and refreshes it in the background when stale', async () => {
    let now = 0;
    const { impl, calls } = fakeFetch([json(live), json([])]);
    const hint = bannerHintSource('http://promos/api/promos/v1/banners', {
      fetchImpl: impl,
      now: () => now,
      ttlMs: 1000,
    });
    expect(await hint()).toHaveLength(1);
    expect(await hint()).toHaveLength(1);
    expect(calls).toHaveLength(1);
    now = 1500;
    expect(await hint()).toHaveLength(1); // stale answer served at once
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await hint()).toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it('a failing or erroring promos service means no hint, asked again after the retry time', async () => {
    let now = 0;
    const { impl, calls } = fakeFetch([
      () => Promise.reject(new Error('ECONNREFUSED')),
      json({}, 503),
      json(live),
    ]);
    const hint = bannerHintSource('http://promos/x', { fetchImpl: impl, now: () => now, retryMs: 100 });
    expect(await hint()).toBeNull();
    now = 200;
    expect(await hint()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await hint()).toBeNull(); // the 503
    now = 400;
    await hint();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await hint()).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });
});
