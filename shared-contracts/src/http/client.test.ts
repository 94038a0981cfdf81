import { jest } from '@jest/globals';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAxiosError } from 'axios';
import { apiClient, createApiClient } from './client';

/** A real HTTP server on port 0: records what reaches it and answers by path. */
describe('shared HTTP client', () => {
  let server: Server;
  let host: string;
  let seen: string[];
  const stalled: IncomingMessage[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.url ?? '');
      if (req.url?.startsWith('/api/stall')) {
        stalled.push(req); // never answered: the client's time-out has to end it
        return;
      }
      const status = req.url?.startsWith('/api/missing') ? 404 : 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          status === 200 ? { ok: true } : { error: { code: 'NOT_FOUND', message: 'No such race' } },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    seen = [];
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const logger = () => ({ error: jest.fn<(...args: unknown[]) => void>() });

  it('sends every call under the base path /api on the configured host', async () => {
    const log = logger();
    const client = createApiClient({ host, logger: log });
    const { data } = await client.get('/horse-racing/v2/racing/fast-results', {
      params: { day: '2026-11-22' },
    });
    expect(data).toEqual({ ok: true });
    expect(seen).toEqual(['/api/horse-racing/v2/racing/fast-results?day=2026-11-22']);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('uses the spec API time-out of 30000 ms unless configured otherwise', () => {
    expect(apiClient.defaults.timeout).toBe(30_000);
    expect(createApiClient().defaults.timeout).toBe(30_000);
    expect(apiClient.defaults.baseURL).toBe('/api');
    expect(createApiClient({ timeout: 5_000 }).defaults.timeout).toBe(5_000);
  });

  it('logs a failed response with url, params, status and data, then rejects', async () => {
    const log = logger();
    const client = createApiClient({ host, logger: log });
    const failure = await client.get('/missing/race', { params: { id: 7 } }).catch((error: unknown) => error);
    expect(isAxiosError(failure) && failure.response?.status).toBe(404);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith('api response failed', {
      url: '/missing/race',
      params: { id: 7 },
      status: 404,
      data: { error: { code: 'NOT_FOUND', message: 'No such race' } },
    });
  });

  it('ends a request that outlives the configured time-out, logs it and rejects', async () => {
    const log = logger();
    const client = createApiClient({ host, timeout: 200, logger: log });
    const failure = await client.get('/stall', { params: { q: 1 } }).catch((error: unknown) => error);
    expect(isAxiosError(failure) && failure.code).toBe('ECONNABORTED');
    expect(seen).toEqual(['/api/stall?q=1']);
    expect(log.error).toHaveBeenCalledWith('api response failed', {
      url: '/stall',
      params: { q: 1 },
      status: undefined,
      data: undefined,
    });
  });

  it('logs a request that never reaches a server, then rejects', async () => {
    const log = logger();
    // Port 9 (discard) on loopback: nothing listens there, so the connection is refused.
    const client = createApiClient({ host: 'http://127.0.0.1:9', logger: log });
    await expect(client.get('/football/v2/quick-links/2026-11-22')).rejects.toThrow();
    expect(log.error).toHaveBeenCalledWith(
      'api response failed',
      expect.objectContaining({ url: '/football/v2/quick-links/2026-11-22', status: undefined }),
    );
  });

  it('rejects a request its page cancelled without logging it as a failure', async () => {
    const log = logger();
    const client = createApiClient({ host, logger: log });
    const controller = new AbortController();
    const call = client.get('/stall/cancelled', { signal: controller.signal });
    const deadline = Date.now() + 5000;
    while (!seen.includes('/api/stall/cancelled') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(log.error).not.toHaveBeenCalled();
  });
});
