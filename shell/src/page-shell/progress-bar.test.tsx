import { jest } from '@jest/globals';
import NProgress from 'nprogress';
import { trackRouteChange } from './progress';

/** The spec's progress bar (document 2, section 9): minimum 0.08, speed 200 ms, trickle 800 ms. */
const page = (state: string) => {
  document.body.innerHTML = `<div id="root"><section data-slot="football/FootballApp" data-slot-state="${state}"></section></div>`;
  return document.getElementById('root') as HTMLElement;
};
const setSlot = (root: HTMLElement, state: string) =>
  root.querySelector('section')?.setAttribute('data-slot-state', state);
const bar = () => document.querySelector<HTMLElement>('#nprogress .bar');

describe('route progress bar values', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    stop?.();
    stop = undefined;
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    NProgress.remove();
  });

  it('starts at the minimum 0.08 and moves the bar over 200 ms', () => {
    stop = trackRouteChange(page('loading'));
    expect(NProgress.status).toBe(0.08);
    expect(bar()?.style.transition).toMatch(/^all 200ms /);
    // The bar stands at 8 %: 92 % of it still off to the left.
    expect(bar()?.style.transform).toMatch(/^translate(3d)?\(-92%,/);
  });

  it('trickles forward every 800 ms while the route is loading', () => {
    stop = trackRouteChange(page('loading'));
    jest.advanceTimersByTime(799);
    expect(NProgress.status).toBe(0.08);
    jest.advanceTimersByTime(1);
    const first = NProgress.status ?? 0;
    expect(first).toBeGreaterThan(0.08);
    jest.advanceTimersByTime(799);
    expect(NProgress.status).toBe(first);
    jest.advanceTimersByTime(1);
    expect(NProgress.status ?? 0).toBeGreaterThan(first);
  });

  it('stops when the route change fails: the section slot turns unavailable', async () => {
    const root = page('loading');
    stop = trackRouteChange(root);
    jest.advanceTimersByTime(2_000);
    expect(NProgress.isStarted()).toBe(true);
    setSlot(root, 'unavailable');
    // The slot's change reaches the observer as a microtask.
    await Promise.resolve();
    expect(NProgress.status).toBeNull();
    // nprogress fades the bar out over its speed, then removes it.
    jest.advanceTimersByTime(1_000);
    expect(bar()).toBeNull();
  });
});
