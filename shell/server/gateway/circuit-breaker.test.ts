import { CircuitBreaker, type BreakerState } from './circuit-breaker';

/** A breaker on a hand-moved clock, with every state change it reports. */
function breaker(failureThreshold = 3, coolDownMs = 10_000, refusedCoolDownMs?: number) {
  const clock = { now: 1_000_000 };
  const changes: string[] = [];
  const subject = new CircuitBreaker({
    failureThreshold,
    coolDownMs,
    refusedCoolDownMs,
    now: () => clock.now,
    onStateChange: (from: BreakerState, to: BreakerState) => changes.push(`${from}->${to}`),
  });
  return { subject, clock, changes };
}

/** Acquires a call that must be allowed, and answers whether it is the probe. */
function allowed(subject: CircuitBreaker): boolean {
  const decision = subject.tryAcquire();
  if (!decision.allowed) throw new Error(`refused, retry after ${decision.retryAfterMs} ms`);
  return decision.probe;
}

function failTimes(subject: CircuitBreaker, times: number) {
  for (let i = 0; i < times; i += 1) {
    subject.recordFailure(allowed(subject));
  }
}

describe('CircuitBreaker', () => {
  it('lets calls through while closed, and a success resets the run of failures', () => {
    const { subject, changes } = breaker(3);
    failTimes(subject, 2);
    subject.recordSuccess(allowed(subject));
    failTimes(subject, 2);
    expect(subject.state).toBe('closed');
    expect(allowed(subject)).toBe(false);
    expect(changes).toEqual([]);
  });

  it('opens after the threshold of consecutive failures and refuses with the time left of the cool-down', () => {
    const { subject, clock, changes } = breaker(3, 10_000);
    failTimes(subject, 3);
    expect(subject.state).toBe('open');
    expect(subject.tryAcquire()).toEqual({ allowed: false, retryAfterMs: 10_000 });
    clock.now += 4_000;
    expect(subject.tryAcquire()).toEqual({ allowed: false, retryAfterMs: 6_000 });
    expect(changes).toEqual(['closed->open']);
  });

  it('lets exactly one probe through after the cool-down, and its success closes the circuit', () => {
    const { subject, clock, changes } = breaker(2, 10_000);
    failTimes(subject, 2);
    clock.now += 10_000;
    expect(subject.tryAcquire()).toEqual({ allowed: true, probe: true });
    expect(subject.state).toBe('half-open');
    expect(subject.tryAcquire().allowed).toBe(false);
    subject.recordSuccess(true);
    expect(subject.state).toBe('closed');
    expect(allowed(subject)).toBe(false);
    expect(changes).toEqual(['closed->open', 'open->half-open', 'half-open->closed']);
  });

  it('opens again for a whole cool-down when the probe fails', () => {
    const { subject, clock, changes } = breaker(2, 10_000);
    failTimes(subject, 2);
    clock.now += 12_000;
    subject.recordFailure(allowed(subject));
    expect(subject.state).toBe('open');
    expect(subject.tryAcquire()).toEqual({ allowed: false, retryAfterMs: 10_000 });
    expect(changes).toEqual(['closed->open', 'open->half-open', 'half-open->open']);
  });

  it('opens for the shorter cool-down when a refused connection opens it, and for the whole one otherwise', () => {
    const { subject, clock } = breaker(2, 10_000, 250);
    subject.recordFailure(allowed(subject));
    subject.recordFailure(allowed(subject), true);
    expect(subject.tryAcquire()).toEqual({ allowed: false, retryAfterMs: 250 });
    clock.now += 250;
    // Still refused: the probe opens it for another short cool-down.
    subject.recordFailure(allowed(subject), true);
    expect(subject.tryAcquire()).toEqual({ allowed: false, retryAfterMs: 250 });
    clock.now += 250;
    // Listening now but failing another way (a time-out): the whole cool-down.
    subject.recordFailure(allowed(subject), false);
    expect(subject.tryAcquire()).toEqual({ allowed: false, retryAfterMs: 10_000 });
    clock.now += 10_000;
    subject.recordSuccess(allowed(subject));
    expect(subject.state).toBe('closed');
  });

  it('never waits longer on a refusal than the whole cool-down, and without a shorter one uses the whole', () => {
    const longer = breaker(1, 1_000, 5_000);
    longer.subject.recordFailure(allowed(longer.subject), true);
    expect(longer.subject.tryAcquire()).toEqual({ allowed: false, retryAfterMs: 1_000 });
    const none = breaker(1, 1_000);
    none.subject.recordFailure(allowed(none.subject), true);
    expect(none.subject.tryAcquire()).toEqual({ allowed: false, retryAfterMs: 1_000 });
  });

  it("opens from another replica's news only when closed, for at most its own cool-down, and says so", () => {
    const seen: string[] = [];
    const clock = { now: 0 };
    const subject = new CircuitBreaker({
      failureThreshold: 2,
      coolDownMs: 1_000,
      now: () => clock.now,
      onStateChange: (from, to, elsewhere) => seen.push(`${from}->${to}${elsewhere ? ' (elsewhere)' : ''}`),
    });
    subject.openFromElsewhere(60_000);
    expect(subject.tryAcquire()).toEqual({ allowed: false, retryAfterMs: 1_000 });
    subject.openFromElsewhere(10); // already open: the news changes nothing
    clock.now += 1_000;
    expect(subject.tryAcquire()).toEqual({ allowed: true, probe: true });
    subject.closeFromElsewhere(); // another replica's probe got through first
    expect(subject.state).toBe('closed');
    subject.recordSuccess(true); // this one's probe, late: still closed, nothing more to say
    expect(seen).toEqual(['closed->open (elsewhere)', 'open->half-open', 'half-open->closed (elsewhere)']);
  });

  it('lets the next probe through once an abandoned probe is given back', () => {
    const { subject, clock } = breaker(1, 5_000);
    failTimes(subject, 1);
    clock.now += 5_000;
    subject.abandon(allowed(subject));
    expect(subject.tryAcquire()).toEqual({ allowed: true, probe: true });
  });

  it('does not stay refused for ever when a probe is never settled', () => {
    const { subject, clock } = breaker(1, 5_000);
    failTimes(subject, 1);
    clock.now += 5_000;
    expect(allowed(subject)).toBe(true);
    clock.now += 4_999;
    expect(subject.tryAcquire().allowed).toBe(false);
    clock.now += 1;
    expect(subject.tryAcquire()).toEqual({ allowed: true, probe: true });
  });

  it('ignores calls that started before the circuit opened and end after it', () => {
    const { subject, clock } = breaker(2, 10_000);
    const first = allowed(subject);
    const second = allowed(subject);
    const third = allowed(subject);
    subject.recordFailure(first);
    subject.recordFailure(second);
    expect(subject.state).toBe('open');
    subject.recordSuccess(third);
    expect(subject.state).toBe('open');
    clock.now += 10_000;
    const probe = allowed(subject);
    subject.recordFailure(false);
    expect(subject.state).toBe('half-open');
    subject.recordSuccess(probe);
    expect(subject.state).toBe('closed');
  });

  it('refuses nonsense settings', () => {
    expect(() => new CircuitBreaker({ failureThreshold: 0, coolDownMs: 1 })).toThrow(RangeError);
    expect(() => new CircuitBreaker({ failureThreshold: 1, coolDownMs: -1 })).toThrow(RangeError);
    expect(() => new CircuitBreaker({ failureThreshold: 1, coolDownMs: 1, refusedCoolDownMs: -1 })).toThrow(
      RangeError,
    );
  });
});
