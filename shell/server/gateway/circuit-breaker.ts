export type BreakerState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses calls before it lets one probe through. */
  coolDownMs: number;
  /**
   * The cool-down instead when the failure that opened it was a refused connection (nothing listening): such a
   * probe costs the dependency nothing and fails at once, so it can be tried far more often, and a restarted
   * dependency is used again within this long of listening. At most coolDownMs; coolDownMs when not given.
   */
  refusedCoolDownMs?: number;
  /** Milliseconds since some epoch; injected so tests can move time by hand. */
  now?: () => number;
  /**
   * Told of every state change, e.g. to count it in a metric or log it; `elsewhere` when another replica's breaker
   * for the same dependency caused it (openFromElsewhere, closeFromElsewhere).
   */
  onStateChange?: (from: BreakerState, to: BreakerState, elsewhere: boolean) => void;
}

/** The answer to "may I call?": a ticket to settle with success, failure or abandon, or a refusal. */
type BreakerDecision = { allowed: true; probe: boolean } | { allowed: false; retryAfterMs: number };

/**
 * A circuit breaker for one dependency, with no I/O of its own. Closed: every call goes through, and
 * `failureThreshold` failures in a row open it. Open: calls are refused (fail fast) for `coolDownMs`. Then
 * half-open: exactly one call, the probe, goes through while the rest are still refused; its success closes the
 * circuit, its failure opens it for another cool-down. A probe nobody settles (its caller went away) stops holding
 * the circuit after one more cool-down, so a lost probe cannot keep the dependency refused for ever.
 */
export class CircuitBreaker {
  private current: BreakerState = 'closed';
  private failures = 0;
  private openedAt = 0;
  private openFor = 0;
  private probeStartedAt: number | null = null;
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    if (!(options.failureThreshold >= 1)) throw new RangeError('failureThreshold must be at least 1');
    if (!(options.coolDownMs >= 0)) throw new RangeError('coolDownMs must not be negative');
    if (options.refusedCoolDownMs !== undefined && !(options.refusedCoolDownMs >= 0))
      throw new RangeError('refusedCoolDownMs must not be negative');
    this.now = options.now ?? Date.now;
  }

  get state(): BreakerState {
    return this.current;
  }

  /** How long the circuit stays open from when it opened (the cool-down it opened with). */
  get openForMs(): number {
    return this.openFor;
  }

  /**
   * Another replica's breaker for this dependency opened: a closed circuit here opens too, for that replica's
   * cool-down, so every replica fails fast from the first one's failures instead of each paying its own. An open or
   * half-open one is left as it is (it already knows).
   */
  openFromElsewhere(openForMs: number): void {
    if (this.current !== 'closed') return;
    this.openFor = Math.min(Math.max(0, openForMs), this.options.coolDownMs);
    this.openedAt = this.now();
    this.failures = 0;
    this.transition('open', true);
  }

  /** Another replica's probe got through: the dependency is back, here too. */
  closeFromElsewhere(): void {
    if (this.current === 'closed') return;
    this.probeStartedAt = null;
    this.failures = 0;
    this.transition('closed', true);
  }

  /** Asks to make a call now; an allowed call must later be settled with recordSuccess, recordFailure or abandon. */
  tryAcquire(): BreakerDecision {
    const now = this.now();
    if (this.current === 'closed') return { allowed: true, probe: false };
    if (this.current === 'open') {
      const waited = now - this.openedAt;
      if (waited < this.openFor) {
        return { allowed: false, retryAfterMs: this.openFor - waited };
      }
      this.transition('half-open');
    }
    // Half-open: one probe at a time; a probe left unsettled for a whole cool-down counts as lost.
    if (this.probeStartedAt !== null && now - this.probeStartedAt < this.options.coolDownMs) {
      return { allowed: false, retryAfterMs: this.options.coolDownMs - (now - this.probeStartedAt) };
    }
    this.probeStartedAt = now;
    return { allowed: true, probe: true };
  }

  /**
   * The call reached the dependency and it answered. `probe` is what tryAcquire said: only the probe decides a
   * half-open circuit, and a call that started before the circuit opened and ends after it changes nothing.
   */
  recordSuccess(probe: boolean): void {
    if (probe) {
      this.probeStartedAt = null;
      this.failures = 0;
      if (this.current === 'half-open') this.transition('closed');
    } else if (this.current === 'closed') {
      this.failures = 0;
    }
  }

  /**
   * The call failed in a way that says the dependency is unwell (refused, reset, timed out); `refused` when the
   * connection itself was refused, which sets the shorter cool-down if it is the failure that opens the circuit.
   */
  recordFailure(probe: boolean, refused = false): void {
    if (probe) {
      this.probeStartedAt = null;
      if (this.current === 'half-open') this.open(refused);
    } else if (this.current === 'closed') {
      this.failures += 1;
      if (this.failures >= this.options.failureThreshold) this.open(refused);
    }
  }

  /** The call ended without telling anything about the dependency (e.g. the client went away first). */
  abandon(probe: boolean): void {
    if (probe) this.probeStartedAt = null;
  }

  private open(refused: boolean): void {
    const { coolDownMs, refusedCoolDownMs } = this.options;
    this.openFor = refused ? Math.min(refusedCoolDownMs ?? coolDownMs, coolDownMs) : coolDownMs;
    this.openedAt = this.now();
    this.failures = 0;
    this.transition('open');
  }

  private transition(to: BreakerState, elsewhere = false): void {
    const from = this.current;
    if (from === to) return;
    this.current = to;
    this.options.onStateChange?.(from, to, elsewhere);
  }
}
