import { jest } from '@jest/globals';
import { fetchWithRetry } from './load-policy';

const policy = { attempts: 3, timeoutMs: 50, backoffMs: 1 };

describe('fetchWithRetry', () => {
  it('answers the first good response', async () => {
    const fetchImpl = jest.fn(async () => new Response('{}', { status: 200 }));
    const response = await fetchWithRetry(
      'http://x/m.json',
      {},
      policy,
      fetchImpl as unknown as typeof fetch,
    );
    expect(response.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('retries network failures and 5xx, but no more than the policy allows', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      fetchWithRetry('http://x/m.json', {}, policy, fetchImpl as unknown as typeof fetch),
    ).rejects.toThrow('Failed to fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(3);

    const flaky = jest
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    expect(
      (await fetchWithRetry('http://x/m.json', {}, policy, flaky as unknown as typeof fetch)).status,
    ).toBe(200);
    expect(flaky).toHaveBeenCalledTimes(2);
  });

  it('does not retry a 404: the manifest is not there', async () => {
    const fetchImpl = jest.fn(async () => new Response('', { status: 404 }));
    expect(
      (await fetchWithRetry('http://x/m.json', {}, policy, fetchImpl as unknown as typeof fetch)).status,
    ).toBe(404);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives up on a server that never answers', async () => {
    const fetchImpl = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await expect(
      fetchWithRetry('http://x/m.json', {}, policy, fetchImpl as unknown as typeof fetch),
    ).rejects.toThrow(/timed out/);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});
