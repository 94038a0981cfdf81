import { jest } from '@jest/globals';
import { BRIDGE_RETRY_INTERVAL_MS, BRIDGE_RETRY_LIMIT } from '@sl/contracts';
import { bridgeState, postToApp, setBridgeState } from './bridge';

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
    jest.advanceTimersByTime(BRIDGE_RETRY_INTERVAL_MS * 5);
    win.Android = { requestTokenRefresh: call };
    jest.advanceTimersByTime(BRIDGE_RETRY_INTERVAL_MS);
    await expect(sent).resolves.toBe(true);
    expect(call).toHaveBeenCalledWith('{}');
  });

  it('gives up after 100 attempts', async () => {
    const sent = postToApp('Click', {}, {});
    jest.advanceTimersByTime(BRIDGE_RETRY_INTERVAL_MS * BRIDGE_RETRY_LIMIT);
    await expect(sent).resolves.toBe(false);
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
