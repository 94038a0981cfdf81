import type { CircuitBreaker } from './circuit-breaker';

/** An upstream chosen for one call, with its breaker's ticket. */
export interface ReplicaPick {
  upstream: string;
  breaker: CircuitBreaker;
  probe: boolean;
}

/**
 * The replicas of one section service behind a gateway prefix, taken in turn (round robin) among those whose
 * breaker lets a call through: a replica that is down is skipped once its breaker opens, and probed again after the
 * cool-down. `except` names replicas this request already failed on (a refused connection is tried on the next).
 * Answers the pick, or how long until some replica could be tried when every breaker is open.
 */
export function replicaPicker(upstreams: string[], breakerFor: (upstream: string) => CircuitBreaker) {
  if (upstreams.length === 0) throw new Error('a gateway route needs at least one upstream');
  let turn = 0;
  return (except: ReadonlySet<string> = new Set()): ReplicaPick | { retryAfterMs: number } => {
    let soonest = Number.POSITIVE_INFINITY;
    for (let i = 0; i < upstreams.length; i++) {
      const upstream = upstreams[(turn + i) % upstreams.length]!;
      if (except.has(upstream)) continue;
      const breaker = breakerFor(upstream);
      const decision = breaker.tryAcquire();
      if (decision.allowed) {
        turn = (turn + i + 1) % upstreams.length;
        return { upstream, breaker, probe: decision.probe };
      }
      soonest = Math.min(soonest, decision.retryAfterMs);
    }
    return { retryAfterMs: Number.isFinite(soonest) ? soonest : 0 };
  };
}
