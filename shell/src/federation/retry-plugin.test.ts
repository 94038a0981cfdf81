import { jest } from '@jest/globals';
import slRetryPlugin, { MANIFEST_BUDGET_MS } from './retry-plugin';

// The shell's retry plugin as the federation runtime calls it for a remote's manifest.
const manifestFetch = (url: string) => {
  const hook = slRetryPlugin().fetch;
  if (!hook) throw new Error('the retry plugin has no fetch hook');
  return hook(url, {}) as Promise<Response>;
};
const manifest = () => new Response(JSON.stringify({ id: 'racing' }), { status: 200 });

const realFetch = globalThis.fetch;
let fetchMock: jest.Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = jest.fn<typeof fetch>();
  globalThis.fetch = fetchMock;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

describe('the shell’s retry plugin', () => {
  it('asks again once when a manifest request fails, and answers the manifest', async () => {
    fetchMock.mockResolvedValueOnce(new Response('busy', { status: 503 })).mockResolvedValueOnce(manifest());
    const response = await manifestFetch('http://racing.example/mf-manifest.json');
    expect(await response.json()).toEqual({ id: 'racing' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after that one retry, so the slot can show itself unavailable', async () => {
    fetchMock.mockRejectedValue(new TypeError('connection refused'));
    await expect(manifestFetch('http://racing.example/mf-manifest.json')).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('abandons a manifest whose server never answers when that load’s time budget runs out, without a retry', async () => {
    const budgets: AbortController[] = [];
    jest.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      expect(ms).toBe(MANIFEST_BUDGET_MS);
      const budget = new AbortController();
      budgets.push(budget);
      return budget.signal;
    });
    // A server that accepts the request and never answers: only the abort signal ends it.
    const timedOut = () => new DOMException('timed out', 'TimeoutError');
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(timedOut()))),
    );
    const racing = manifestFetch('http://racing.example/mf-manifest.json');
    const football = manifestFetch('http://football.example/mf-manifest.json');
    // Each load has its own budget: one remote's slow manifest does not use up another's.
    expect(budgets).toHaveLength(2);
    budgets[0]!.abort();
    await expect(racing).rejects.toThrow('timed out');
    // Spent: no second attempt that could only fail at once (or, with a fresh budget, wait as long again).
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('racing'))).toHaveLength(1);
    budgets[1]!.abort();
    await expect(football).rejects.toThrow();
  });
});
