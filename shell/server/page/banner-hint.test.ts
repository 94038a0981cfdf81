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

async function waitFor(done: () => boolean) {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
}

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
      warm: false,
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

  it('asks when built, so the first page after a start already has the answer', async () => {
    const { impl, calls } = fakeFetch([json(live)]);
    const hint = bannerHintSource('http://promos/x', { fetchImpl: impl });
    expect(calls).toHaveLength(1);
    expect(await hint()).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('keeps asking from the start until the promos service first answers, then stops', async () => {
    const { impl, calls } = fakeFetch([
      () => Promise.reject(new Error('ECONNREFUSED')),
      () => Promise.reject(new Error('ECONNREFUSED')),
      json(live),
    ]);
    const hint = bannerHintSource('http://promos/x', { fetchImpl: impl, retryMs: 10 });
    await waitFor(() => calls.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(3);
    expect(await hint()).toHaveLength(1);
  });

  it('a failed refresh keeps the last good answer until it is older than staleMs, then gives no hint', async () => {
    let now = 0;
    const { impl, calls } = fakeFetch([
      json(live),
      () => Promise.reject(new Error('ECONNREFUSED')),
      json({}, 503),
      json(live),
    ]);
    const hint = bannerHintSource('http://promos/x', {
      fetchImpl: impl,
      now: () => now,
      ttlMs: 100,
      retryMs: 50,
      staleMs: 1000,
      warm: false,
    });
    expect(await hint()).toHaveLength(1);
    now = 200;
    expect(await hint()).toHaveLength(1); // the refresh is refused: the last answer stands
    await new Promise((resolve) => setTimeout(resolve, 0));
    now = 300;
    expect(await hint()).toHaveLength(1); // the 503: still the last answer
    await new Promise((resolve) => setTimeout(resolve, 0));
    now = 1100;
    expect(await hint()).toBeNull(); // more than a second since the last good answer
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await hint()).toHaveLength(1);
    expect(calls).toHaveLength(4);
  });

  it('with no answer yet a page waits at most timeoutMs; the slow answer is kept for the next page', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { impl, calls } = fakeFetch([() => new Promise<Response>((resolve) => (answer = resolve))]);
    const hint = bannerHintSource('http://promos/x', { fetchImpl: impl, timeoutMs: 20 });
    expect(await hint()).toBeNull();
    answer(new Response(JSON.stringify(live)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await hint()).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('a promos service that never answered means no hint, asked again after the retry time', async () => {
    let now = 0;
    const { impl, calls } = fakeFetch([
      () => Promise.reject(new Error('ECONNREFUSED')),
      json({}, 503),
      json(live),
    ]);
    const hint = bannerHintSource('http://promos/x', {
      fetchImpl: impl,
      now: () => now,
      retryMs: 100,
      warm: false,
    });
    expect(await hint()).toBeNull();
    now = 50;
    expect(await hint()).toBeNull();
    expect(calls).toHaveLength(1);
    now = 200;
    expect(await hint()).toBeNull(); // the 503
    now = 400;
    expect(await hint()).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });
});
