import { THROTTLE, captchaRequired, clientKey, throttleWaitMs } from './throttle-policy';

const now = new Date('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('sign-in throttle policy', () => {
  it('asks for the captcha from the threshold on, well before any delay', () => {
    expect(captchaRequired(0)).toBe(false);
    expect(captchaRequired(THROTTLE.captchaAfter - 1)).toBe(false);
    expect(captchaRequired(THROTTLE.captchaAfter)).toBe(true);
    expect(THROTTLE.captchaAfter).toBeLessThan(THROTTLE.clientFree);
  });

  it('lets a client through until its free allowance is used, then doubles the wait after its last failure', () => {
    const client = (failures: number, lastMsAgo = 0) =>
      throttleWaitMs({ clientFailures: failures, clientLast: ago(lastMsAgo), accountFailures: 0 }, now);
    expect(client(THROTTLE.clientFree - 1)).toBe(0);
    expect(client(THROTTLE.clientFree)).toBe(1_000);
    expect(client(THROTTLE.clientFree + 1)).toBe(2_000);
    expect(client(THROTTLE.clientFree + 3)).toBe(8_000);
    // The wait runs from the last failure: once it has passed, the next attempt is checked.
    expect(client(THROTTLE.clientFree + 3, 5_000)).toBe(3_000);
    expect(client(THROTTLE.clientFree + 3, 9_000)).toBe(0);
  });

  it('caps the wait: nothing ever locks for longer than the cap', () => {
    const wait = throttleWaitMs({ clientFailures: 500, clientLast: now, accountFailures: 0 }, now);
    expect(wait).toBe(THROTTLE.clientCapMs);
    const account = throttleWaitMs(
      { clientFailures: 1, clientLast: now, accountFailures: 10_000, accountLast: now },
      now,
    );
    expect(account).toBe(THROTTLE.accountCapMs);
  });

  it("holds an account's attackers but never a client with no failures of its own", () => {
    const busyAccount = { accountFailures: THROTTLE.accountFree + 4, accountLast: now };
    expect(throttleWaitMs({ clientFailures: 0, ...busyAccount }, now)).toBe(0);
    expect(throttleWaitMs({ clientFailures: 1, clientLast: ago(60_000), ...busyAccount }, now)).toBe(16_000);
  });

  it('counts IPv4 clients by address and IPv6 clients by their /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
