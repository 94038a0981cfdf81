import { jest } from '@jest/globals';
import { configureMetrics } from '../auth/metrics';
import { configureErrorBeacon } from '../errors/app-errors';
import { bridgeState, postToApp, setBridgeState } from './bridge';

let pixels: URL[];
let counted: unknown[];
beforeEach(() => {
  pixels = [];
  counted = [];
  configureErrorBeacon((url) => pixels.push(new URL(url, 'https://site.test')));
  configureMetrics({ post: async (_url, body) => void counted.push(body) });
});
afterEach(() => {
  configureErrorBeacon();
  configureMetrics({});
});

describe('app bridge', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('posts to the iOS message handler of the same name', async () => {
    const postMessage = jest.fn();
    const sent = postToApp(
      'Click',
      { url: 'https://x' },
      { webkit: { messageHandlers: { Click: { postMessage } } } },
    );
    await expect(sent).resolves.toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ url: 'https://x' });
  });

  it('calls the Android method, retrying every 100 ms until the bridge appears', async () => {
    const win: { Android?: { requestTokenRefresh?: (body: string) => void } } = {};
    const sent = postToApp('requestTokenRefresh', {}, win);
    const call = jest.fn();
    // The bridge appears 550 ms in: the next attempt is the one at 600 ms, not before.
    jest.advanceTimersByTime(550);
    win.Android = { requestTokenRefresh: call };
    jest.advanceTimersByTime(49);
    expect(call).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await expect(sent).resolves.toBe(true);
    expect(call).toHaveBeenCalledWith('{}');
  });

  it('gives up after 100 attempts, reporting a bridge error to the pixel and counting it', async () => {
    const sent = postToApp('Click', {}, {});
    // The first attempt is at once and the 100th 9.9 s later: the bridge is still awaited a moment before it.
    jest.advanceTimersByTime(9_899);
    expect(pixels).toEqual([]);
    jest.advanceTimersByTime(1);
    await expect(sent).resolves.toBe(false);
    expect(pixels.map((p) => [p.pathname, p.searchParams.get('type')])).toEqual([['/1x1.gif', 'bridge']]);
    expect(pixels[0]?.searchParams.get('message')).toContain('Click: no app bridge after 100 attempts');
    expect(counted).toEqual([
      expect.objectContaining({ name: 'sl_bridge_sso_errors_total', labels: { type: 'bridge' } }),
    ]);
  });

  it('reports a bridge that throws, with its error', async () => {
    const postMessage = () => {
      throw new Error('handler crashed');
    };
    const sent = postToApp('Click', {}, { webkit: { messageHandlers: { Click: { postMessage } } } });
    await expect(sent).resolves.toBe(false);
    expect(pixels[0]?.searchParams.get('type')).toBe('bridge');
    expect(pixels[0]?.searchParams.get('message')).toContain('Click: handler crashed');
    expect(counted).toHaveLength(1);
  });

  it('reloads when woken from asleep, not when already ready', () => {
    const reload = jest.fn();
    setBridgeState('ready', reload);
    expect(reload).not.toHaveBeenCalled();
    setBridgeState('asleep', reload);
    expect(bridgeState()).toBe('asleep');
    setBridgeState('ready', reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
