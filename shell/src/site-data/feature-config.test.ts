/**
 * @jest-environment jsdom
 */
import { featureFlagsStore } from '@sl/contracts';
import { loadFeatureFlags, startFeatureConfig } from './feature-config';

const HOUR = 3_600_000;

function deps(answer: () => Promise<Record<string, boolean>>, now = 10 * HOUR) {
  const calls: number[] = [];
  return {
    calls,
    deps: {
      fetchFlags: () => {
        calls.push(1);
        return answer();
      },
      now: () => now,
    },
  };
}

describe('feature configuration', () => {
  beforeEach(() => {
    localStorage.clear();
    featureFlagsStore.getState().setFlags({});
  });

  it('asks the service when nothing is cached, then uses the cache for 30 minutes', async () => {
    const first = deps(() => Promise.resolve({ footballBettingTab: false }));
    expect(await loadFeatureFlags(first.deps)).toMatchObject({
      footballBettingTab: false,
      footballMovementIcons: true,
    });
    const within = deps(() => Promise.resolve({ footballBettingTab: true }), 10 * HOUR + 29 * 60_000);
    expect((await loadFeatureFlags(within.deps)).footballBettingTab).toBe(false);
    expect(within.calls).toHaveLength(0);
    const after = deps(() => Promise.resolve({ footballBettingTab: true }), 10 * HOUR + 30 * 60_000);
    expect((await loadFeatureFlags(after.deps)).footballBettingTab).toBe(true);
    expect(after.calls).toHaveLength(1);
  });

  it('keeps the last copy when the service fails, and defaults when there is none', async () => {
    const failing = deps(() => Promise.reject(new Error('down')));
    expect(await loadFeatureFlags(failing.deps)).toEqual({
      footballMovementIcons: true,
      footballBettingTab: true,
      customisableNavigation: true,
    });
    localStorage.setItem(
      'featureConfig',
      JSON.stringify({ at: 0, flags: { customisableNavigation: false } }),
    );
    expect((await loadFeatureFlags(failing.deps)).customisableNavigation).toBe(false);
  });

  it('replaces a corrupt cache', async () => {
    localStorage.setItem('featureConfig', '{not json');
    const ok = deps(() => Promise.resolve({ greyhounds: false }));
    expect((await loadFeatureFlags(ok.deps)).greyhounds).toBe(false);
    expect(ok.calls).toHaveLength(1);
  });

  it('boot writes the cached copy at once and the loaded one after into the shared store', async () => {
    localStorage.setItem('featureConfig', JSON.stringify({ at: 0, flags: { footballBettingTab: false } }));
    const ok = deps(() => Promise.resolve({ footballBettingTab: true, customisableNavigation: false }));
    const done = startFeatureConfig(ok.deps);
    expect(featureFlagsStore.getState().flags.footballBettingTab).toBe(false);
    await done;
    expect(featureFlagsStore.getState().flags).toMatchObject({
      footballBettingTab: true,
      customisableNavigation: false,
    });
  });
});
