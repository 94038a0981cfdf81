import {
  REMOTE_COOL_DOWN_MAX_MS,
  REMOTE_COOL_DOWN_MS,
  recordRemoteFailure,
  recordRemoteSuccess,
  remoteBreakerOpen,
} from './remote-breaker';

const T0 = Date.parse('2026-11-28T12:00:00Z');

describe('the remote breaker', () => {
  it('opens on a failure for the cool-down, then lets the next load try (half-open)', () => {
    expect(remoteBreakerOpen('racing', T0)).toBe(false);
    recordRemoteFailure('racing', T0);
    expect(remoteBreakerOpen('racing', T0 + 1)).toBe(true);
    expect(remoteBreakerOpen('racing', T0 + REMOTE_COOL_DOWN_MS - 1)).toBe(true);
    expect(remoteBreakerOpen('racing', T0 + REMOTE_COOL_DOWN_MS)).toBe(false);
    expect(remoteBreakerOpen('football', T0 + 1)).toBe(false);
  });

  it('doubles the cool-down for each failure in a row, up to the cap, and a success closes it', () => {
    let now = T0;
    const coolDowns: number[] = [];
    for (let i = 0; i < 6; i++) {
      recordRemoteFailure('promos', now);
      let until = now;
      while (remoteBreakerOpen('promos', until)) until += 1_000;
      coolDowns.push(until - now);
      now = until;
    }
    expect(coolDowns).toEqual([30_000, 60_000, 120_000, 240_000, 300_000, 300_000]);
    expect(REMOTE_COOL_DOWN_MAX_MS).toBe(300_000);
    recordRemoteSuccess('promos');
    recordRemoteFailure('promos', now);
    expect(remoteBreakerOpen('promos', now + REMOTE_COOL_DOWN_MS)).toBe(false);
  });
});
